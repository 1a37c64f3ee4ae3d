import { boolean, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns many tables share, written once. Each call makes a new column builder.

/** A moment in time, kept with its zone (timestamptz), as every time in the shop is. */
export const momentColumn = (name: string) => timestamp(name, { withTimezone: true });

/** A random UUID primary key. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAtColumn = () => momentColumn('created_at').notNull().defaultNow();

/** When the row was last changed. */
export const updatedAtColumn = () => momentColumn('updated_at').notNull().defaultNow();

/** `created_at` and `updated_at`. */
export const timestampColumns = () => ({
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/**
 * What the owner arranges and switches on and off: `sort_order`, `is_active` (shown only when
 * true) and `created_at`, as the storefront's tables have them.
 */
export const listedColumns = () => ({
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAtColumn(),
});
