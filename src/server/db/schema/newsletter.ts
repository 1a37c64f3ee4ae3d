import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, momentColumn } from './columns.ts';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: idColumn(),
  // Stored lower-cased so one address is one subscriber however it was typed.
  email: text('email').notNull().unique(),
  source: text('source').notNull().default('footer'),
  createdAt: createdAtColumn(),
  /** Set when the address's owner followed the mailed link (double opt-in); mail goes only then. */
  confirmedAt: momentColumn('confirmed_at'),
  /** SHA-256 of the link's token; cleared once confirmed. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  unsubscribedAt: momentColumn('unsubscribed_at'),
});
