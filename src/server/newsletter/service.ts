import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema.ts';
import { databaseCounter } from '../lib/rate-limit.ts';

/** Confirmation mails to one address in `MAIL_WINDOW_MS`, however often it is typed in. */
export const NEWSLETTER_MAILS_PER_ADDRESS = 3;
const MAIL_WINDOW_MS = 15 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Double opt-in: a new or still unconfirmed address gets a confirmation link (a fresh token, only
 * its hash stored); a confirmed one gets nothing. The caller answers the same either way, so the
 * form tells no one whether an address is subscribed. `now` is the shop's clock's time.
 */
export async function subscribe(
  db: Database,
  email: string,
  sendConfirmation: (email: string, token: string) => Promise<void>,
  now: Date,
): Promise<void> {
  const address = email.trim().toLowerCase();
  const [existing] = await db
    .select({ confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, address));
  if (existing?.confirmedAt) return;
  const mails = await databaseCounter(db, 'newsletter-mail').hit(
    address,
    MAIL_WINDOW_MS,
    now.getTime(),
  );
  if (mails.count > NEWSLETTER_MAILS_PER_ADDRESS) return;
  const token = randomBytes(32).toString('base64url');
  const stored = await db
    .insert(newsletterSubscribers)
    .values({ email: address, source: 'footer', confirmTokenHash: hashOf(token), createdAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { confirmTokenHash: hashOf(token) },
      setWhere: isNull(newsletterSubscribers.confirmedAt),
    })
    .returning({ id: newsletterSubscribers.id });
  if (stored.length > 0) await sendConfirmation(address, token);
}

/** Confirms the subscription a mailed link names; false when the link is unknown or used. */
export async function confirmSubscription(
  db: Database,
  token: string,
  now: Date,
): Promise<boolean> {
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashOf(token)),
        isNull(newsletterSubscribers.confirmedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return confirmed.length > 0;
}
