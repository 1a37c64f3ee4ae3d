import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { readJson } from '../lib/validate.ts';
import { rateLimit } from '../lib/rate-limit.ts';
import { confirmSubscription, subscribe } from './service.ts';

const subscribeBody = z.object({
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.com.' })),
});

const confirmBody = z.object({
  token: z.string({ error: 'This link is not complete.' }).min(1).max(200),
});

export const SUBSCRIPTION_LINK_INVALID =
  'This subscription link is invalid or was already used. Subscribe again to get a new one.';

/** What the newsletter needs from the mail feature (app.ts wires it to the outbox). */
export type NewsletterMail = (email: string, token: string) => Promise<void>;

/**
 * `POST /api/newsletter {email}` answers 202 "check your inbox" for every valid address, new,
 * waiting or confirmed (double opt-in; no one learns who is subscribed). `POST
 * /api/newsletter/confirm {token}` confirms the address the mailed link names.
 */
export function newsletterRoutes(db: Database, mail: NewsletterMail) {
  return new Hono<AppEnv>()
    .post(
      '/',
      rateLimit({
        limit: 10,
        windowMs: 60_000,
        message: 'Too many sign-ups from here. Please wait a minute and try again.',
      }),
      async (c) => {
        const { email } = await readJson(c, subscribeBody);
        await subscribe(db, email, mail, c.get('clock')());
        return c.json({ status: 'check_inbox' as const }, 202);
      },
    )
    .post(
      '/confirm',
      rateLimit({
        limit: 20,
        windowMs: 60_000,
        message: 'Too many attempts from here. Please wait a minute and try again.',
      }),
      async (c) => {
        const { token } = await readJson(c, confirmBody);
        if (!(await confirmSubscription(db, token, c.get('clock')()))) {
          throw new AppError('not_found', SUBSCRIPTION_LINK_INVALID);
        }
        return c.json({ status: 'confirmed' as const });
      },
    );
}
