import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CART_LINE_FIELDS, SAVED_ITEM_FIELDS } from '../../../contract/saved-item.ts';
import type { SavedItemField } from '../../../contract/saved-item.ts';
import { userIdColumn } from './accounts.ts';
import { idColumn, timestampColumns } from './columns.ts';
import { columnsFor } from './saved-item-columns.ts';

/**
 * A customer's saved items: the spec's cart_items and wishlist_items, one row per design. The
 * fields a browser saves come from the saved-item contract (src/contract/saved-item.ts), one column
 * each; the columns below are the row's own. Prices are integer cents and only a display cache:
 * totals re-price every line from its design. Every query filters by user_id; closing an account
 * removes its items.
 */
const rowColumns = {
  id: idColumn(),
  userId: userIdColumn(),
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
  ...timestampColumns(),
  /**
   * The row as the API answers it (JSON text), so that a list is read, not built, on each request.
   * Written with the row by every insert and update, from the contract's fields
   * (src/server/lib/saved-items/row-json.ts); it has no default, so a row cannot be kept without it.
   */
  itemJson: text('item_json').notNull(),
};

/**
 * A saved-item table: the row's own columns and the fields', indexed by owner and client id. Its
 * JSON is a written one: neither empty nor the `{}` the column once defaulted to.
 */
export function savedItemTable<TName extends string>(
  name: TName,
  fields: Record<string, SavedItemField>,
) {
  return pgTable(name, { ...rowColumns, ...columnsFor(fields) }, (table) => [
    index(`${name}_user_idx`).on(table.userId, table.createdAt),
    uniqueIndex(`${name}_client_idx`).on(table.userId, table.clientId),
    check(`${name}_item_json_written`, sql`${table.itemJson} not in ('', '{}')`),
  ]);
}

export const cartItems = savedItemTable('cart_items', CART_LINE_FIELDS);

export const wishlistItems = savedItemTable('wishlist_items', SAVED_ITEM_FIELDS);
