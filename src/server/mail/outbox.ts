import { and, asc, eq, lt, lte, ne, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { mailOutbox, users } from '../db/schema.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import type { Logger } from '../logger.ts';
import type { MailContent } from './templates.ts';

export type MailKind =
  | 'confirmation'
  | 'welcome'
  | 'password-reset'
  | 'account-lockout'
  | 'order-confirmation'
  | 'order-progress'
  | 'newsletter-confirmation'
  | 'shop-message'
  | 'shop-order';

/** Something Drizzle can insert through: the database or a transaction on it. */
export type Writer = Pick<Database, 'insert'>;

export interface OutgoingMail extends MailContent {
  kind: MailKind;
  to: string;
  /** Where a reply goes, when not to the shop's own address. */
  replyTo?: string | null;
  userId?: string | null;
}

/**
 * Writes a mail to the outbox, due at once; pass the transaction of whatever caused it and the
 * moment by the shop's clock, which the worker's due check and the retention period count from.
 */
export async function enqueueMail(writer: Writer, mail: OutgoingMail, at: Date): Promise<string> {
  const [row] = await writer
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      userId: mail.userId ?? null,
      createdAt: at,
      nextAttemptAt: at,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('the outbox did not return the new mail');
  return row.id;
}

/** How mail leaves the shop: nodemailer's transport, or anything with the same `sendMail`. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  // Fail fast while the mail server is down: the outbox retries later anyway.
  for (const [name, ms] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
  }
  return nodemailer.createTransport(url.toString());
}

export const MAX_ATTEMPTS = 10;

/** 10 s, 20 s, 40 s … capped at one hour: a short outage clears quickly, a long one is not hammered. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: Logger;
  /** The shop's clock: which mail is due, and when a failed one is tried again. */
  now?: Clock;
  /** How often the worker looks for due mail. */
  intervalMs?: number;
  batchSize?: number;
}

/**
 * Sends due outbox rows. Rows are claimed with FOR UPDATE SKIP LOCKED inside a transaction, so any
 * number of servers can run the worker at once without sending a mail twice.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly now: Clock;

  constructor(private readonly options: MailWorkerOptions) {
    this.now = options.now ?? systemClock;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.nudge(), this.options.intervalMs ?? 2_000);
    this.timer.unref();
    this.nudge();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Looks for due mail now (after a mail was enqueued), unless a run is under way. */
  nudge(): void {
    if (this.running) return;
    this.running = this.runOnce()
      .catch((error: unknown) => {
        this.options.logger.error({ err: error }, 'mail outbox run failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Sends every due mail once; returns how many were sent. */
  async runOnce(): Promise<number> {
    const { db, batchSize = 20 } = this.options;
    let sent = 0;
    const due = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, this.now())))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(batchSize);
    for (const { id } of due) {
      if (await this.deliver(id)) sent++;
    }
    return sent;
  }

  private async deliver(id: string): Promise<boolean> {
    const { db, transport, from, logger } = this.options;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.id, id),
            eq(mailOutbox.status, 'pending'),
            lte(mailOutbox.nextAttemptAt, this.now()),
          ),
        )
        .for('update', { skipLocked: true });
      if (!row) return false;
      const attempts = row.attempts + 1;
      try {
        await transport.sendMail({
          from,
          to: row.toAddress,
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = attempts >= MAX_ATTEMPTS;
        await tx
          .update(mailOutbox)
          .set({
            attempts,
            lastError: message.slice(0, 500),
            status: failed ? 'failed' : 'pending',
            nextAttemptAt: new Date(this.now().getTime() + retryDelayMs(attempts)),
          })
          .where(eq(mailOutbox.id, id));
        logger.warn(
          { mailId: id, kind: row.kind, attempts, err: message },
          failed ? 'mail could not be sent; giving up' : 'mail could not be sent; will retry',
        );
        return false;
      }
      const sentAt = this.now();
      await tx
        .update(mailOutbox)
        .set({ attempts, status: 'sent', sentAt, lastError: null })
        .where(eq(mailOutbox.id, id));
      // The welcome mail's once-only flag is set only now that the mail is really on its way.
      if (row.kind === 'welcome' && row.userId) {
        await tx
          .update(users)
          .set({ welcomedAt: sentAt })
          .where(and(eq(users.id, row.userId), sql`${users.welcomedAt} is null`));
      }
      logger.info({ mailId: id, kind: row.kind }, 'mail sent');
      return true;
    });
  }
}

/**
 * Blanks the bodies of mail written more than `days` ago: links in old mail (sign-in, password
 * reset, order pages) stop lying in the database, while who was mailed what and when stays for
 * the owner. Answers how many mails it blanked.
 */
export async function pruneMailBodies(db: Database, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const pruned = await db
    .update(mailOutbox)
    .set({ textBody: '', htmlBody: '' })
    .where(and(lt(mailOutbox.createdAt, cutoff), ne(mailOutbox.textBody, '')))
    .returning({ id: mailOutbox.id });
  return pruned.length;
}
