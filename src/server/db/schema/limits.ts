import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { momentColumn } from './columns.ts';

/**
 * Fixed windows of the limits that must hold across server processes (sign-in, sign-up, password
 * resets): one row per limit and client or account, counted with one atomic upsert.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    windowStart: momentColumn('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_limit_windows_start_idx').on(table.windowStart)],
);
