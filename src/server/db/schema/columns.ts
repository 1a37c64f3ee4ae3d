import { boolean, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns many tables share, written once. Each call makes a new column builder.

/** A random UUID primary key. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What the owner arranges and switches on and off: `sort_order`, `is_active` (shown only when
 * true) and `created_at`, as the storefront's tables have them.
 */
export const listedColumns = () => ({
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAtColumn(),
});
