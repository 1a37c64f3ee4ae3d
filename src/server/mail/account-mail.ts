import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox, users } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { enqueueMail } from './outbox.ts';
import {
  confirmationMail,
  lockoutMail,
  newsletterConfirmationMail,
  passwordResetMail,
  welcomeMail,
  type MailBrand,
  type MailContent,
} from './templates.ts';

/** The account mails, written to the outbox; `sent` nudges the worker to deliver at once. */
export function accountMail(db: Database, brand: MailBrand, sent: () => void, clock: Clock) {
  /** Writes a mail to a customer's address and nudges the worker. */
  async function toCustomer(
    kind: 'confirmation' | 'password-reset' | 'account-lockout',
    input: { userId: string; email: string },
    content: MailContent,
  ) {
    await enqueueMail(db, { kind, to: input.email, userId: input.userId, ...content }, clock());
    sent();
  }
  return {
    confirmation: (input: {
      userId: string;
      email: string;
      firstName: string | null;
      confirmationUrl: string;
    }) => toCustomer('confirmation', input, confirmationMail(brand, input)),
    passwordReset: (input: { userId: string; email: string; resetUrl: string }) =>
      toCustomer('password-reset', input, passwordResetMail(brand, input)),
    lockout: (input: { userId: string; email: string; resetUrl: string }) =>
      toCustomer('account-lockout', input, lockoutMail(brand, input)),
  };
}

/** The newsletter's double opt-in mail: its link lands on the home page, which confirms. */
export function newsletterMail(db: Database, brand: MailBrand, sent: () => void, clock: Clock) {
  return async (email: string, token: string) => {
    const url = new URL('/', brand.publicUrl);
    url.searchParams.set('newsletter-confirm', token);
    await enqueueMail(
      db,
      {
        kind: 'newsletter-confirmation',
        to: email,
        ...newsletterConfirmationMail(brand, { confirmUrl: url.toString() }),
      },
      clock(),
    );
    sent();
  };
}

export const WELCOME_WINDOW_MS = 5 * 60 * 1000;

/**
 * The welcome mail (docs/rules/accounts.md): once, for a customer created or confirmed within the last five
 * minutes and not yet welcomed. The user row is locked while deciding, so two sign-ins at once
 * queue one mail; a welcome mail already waiting in the outbox counts as queued. `welcomed_at` is
 * set by the worker only after the mail server took the mail, so a failed send is retried. The
 * account's creation time is better-auth's, from the machine's clock (auth/auth.ts says why).
 */
export function welcomeOnSignIn(db: Database, brand: MailBrand, sent: () => void, now: Clock) {
  return async (signedIn: { id: string }): Promise<void> => {
    const queued = await db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, signedIn.id)).for('update');
      if (!user || !user.emailVerified || user.welcomedAt) return false;
      const since = now().getTime() - WELCOME_WINDOW_MS;
      const recent =
        user.createdAt.getTime() >= since || (user.emailConfirmedAt?.getTime() ?? 0) >= since;
      if (!recent) return false;
      const [waiting] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.userId, user.id),
            eq(mailOutbox.kind, 'welcome'),
            inArray(mailOutbox.status, ['pending', 'sent']),
          ),
        );
      if ((waiting?.n ?? 0) > 0) return false;
      await enqueueMail(
        tx,
        { kind: 'welcome', to: user.email, userId: user.id, ...welcomeMail(brand, user) },
        now(),
      );
      return true;
    });
    if (queued) sent();
  };
}
