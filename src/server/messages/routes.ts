import { Hono } from 'hono';
import type { messageInput, MessageOutput } from '../../contract/messages.ts';
import type { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import { API_ROUTES } from '../lib/api-routes.ts';
import { readJson } from '../lib/validate.ts';
import { rateLimit } from '../lib/rate-limit.ts';
import { AppError } from '../errors.ts';

type MessageFields = z.output<typeof messageInput>;

/**
 * What the messages need from the mail feature (app.ts wires it to the outbox): queue the mail to
 * the shop in the message's transaction, and, once that is committed, tell the mail worker.
 */
export interface ShopInbox {
  queue(tx: Pick<Database, 'insert'>, message: MessageFields): Promise<void>;
  queued(): void;
}

/**
 * `POST /api/messages`: the contact form and the programme applications. The message is stored
 * and its mail to the shop queued in one transaction, so neither is kept without the other.
 */
export function messageRoutes(db: Database, inbox: ShopInbox) {
  return new Hono<AppEnv>().post(
    '/',
    rateLimit({
      limit: 5,
      windowMs: 10 * 60_000,
      message: 'You have sent several messages in a short time. Please wait a few minutes.',
    }),
    async (c) => {
      const input = await readJson(c, API_ROUTES.messages.send.body.schema);
      if (input.kind !== 'contact' && input.topic !== undefined) {
        throw new AppError('invalid', 'A programme application has no topic.', {
          topic: 'Leave the topic out of an application.',
        });
      }
      const fields = {
        ...input,
        topic: input.topic ?? null,
        company: input.company || null,
        phone: input.phone || null,
        website: input.website || null,
      };
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ ...fields, userId: c.get('user')?.id ?? null })
          .returning({ id: contactMessages.id });
        if (!row) throw new Error('the message was not stored');
        await inbox.queue(tx, input);
        return row.id;
      });
      inbox.queued();
      return c.json({ status: 'received', id } satisfies MessageOutput, 202);
    },
  );
}
