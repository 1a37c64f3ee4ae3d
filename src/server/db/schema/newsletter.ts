import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Stored lower-cased so one address is one subscriber however it was typed.
  email: text('email').notNull().unique(),
  source: text('source').notNull().default('footer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the address's owner followed the mailed link (double opt-in); mail goes only then. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** SHA-256 of the link's token; cleared once confirmed. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});
