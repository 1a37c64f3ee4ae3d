import type { Database } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema.ts';

export type SubscribeResult = 'subscribed' | 'already_subscribed';

/** Subscribes an address once; subscribing again changes nothing and says so. */
export async function subscribe(db: Database, email: string): Promise<SubscribeResult> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: email.trim().toLowerCase(), source: 'footer' })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0 ? 'subscribed' : 'already_subscribed';
}
