import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CART_LINE_FIELDS, SAVED_ITEM_FIELDS } from '../../../contract/saved-item.ts';
import type { SavedItemField } from '../../../contract/saved-item.ts';
import { users } from './accounts.ts';

/** A field's column name: `priceCents` is kept in `price_cents`. */
export function columnName(fieldName: string): string {
  return fieldName.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function builderFor(name: string, storage: SavedItemField['storage']) {
  switch (storage) {
    case 'text':
      return text(name);
    case 'integer':
      return integer(name);
    case 'double':
      return doublePrecision(name);
    case 'boolean':
      return boolean(name);
    case 'jsonb':
      return jsonb(name);
    case 'timestamptz':
      return timestamp(name, { withTimezone: true });
  }
}

/**
 * The column that keeps a field: its storage, NOT NULL unless the field may be absent, and the
 * field's default as the column's default.
 */
function columnFor(fieldName: string, field: SavedItemField): PgColumnBuilderBase {
  const column = builderFor(columnName(fieldName), field.storage);
  if (field.defaultNow) return (column as ReturnType<typeof timestamp>).notNull().defaultNow();
  const absent = field.schema.safeParse(undefined);
  if (absent.success && absent.data != null) return column.notNull().default(absent.data as never);
  return absent.success ? column : column.notNull();
}

function columnsFor(fields: Record<string, SavedItemField>): Record<string, PgColumnBuilderBase> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, columnFor(name, field)]),
  );
}

/**
 * A customer's saved items: the spec's cart_items and wishlist_items, one row per design. The
 * fields a browser saves come from the saved-item contract (src/contract/saved-item.ts), one column
 * each; the columns below are the row's own. Prices are integer cents and only a display cache:
 * totals re-price every line from its design. Every query filters by user_id; closing an account
 * removes its items.
 */
const rowColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The browser's id for the item: a retried insert finds its first row instead of a second. */
  clientId: text('client_id'),
  /**
   * The browser items merged into this row by a sign-in (the last few): a merge repeated after a
   * lost answer finds its id here and adds nothing twice.
   */
  mergedClientIds: text('merged_client_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The row as the API answers it (JSON text), written by the database on every insert and
   * update from the columns by their names (migration 0007), so that a list is read, not built,
   * on each request. The shop never writes it.
   */
  itemJson: text('item_json').notNull().default('{}'),
};

export const cartItems = pgTable(
  'cart_items',
  { ...rowColumns, ...columnsFor(CART_LINE_FIELDS) },
  (table) => [
    index('cart_items_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('cart_items_client_idx').on(table.userId, table.clientId),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  { ...rowColumns, ...columnsFor(SAVED_ITEM_FIELDS) },
  (table) => [
    index('wishlist_items_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('wishlist_items_client_idx').on(table.userId, table.clientId),
  ],
);
