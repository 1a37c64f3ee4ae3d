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
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';

/**
 * A customer's saved items (shop-shell §3, §7): the spec's cart_items and wishlist_items, one row
 * per design. Prices are integer cents and only a display cache (DECISIONS D2: checkout re-prices
 * every line). Beyond the spec's columns each row keeps the original price and the discounts, so a
 * line read back on another device shows what it showed where it was added.
 *
 * Every query filters by user_id; closing an account removes its items.
 */
const itemColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** Cents, discount taken off. */
  price: integer('price').notNull(),
  /** Cents before the discount. */
  originalPrice: integer('original_price'),
  configurations: jsonb('configurations').notNull().default([]),
  showBackPanel: boolean('show_back_panel').notNull().default(true),
  backPanelDoubleSided: boolean('back_panel_double_sided').notNull().default(false),
  designType: text('design_type').notNull(),
  dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  selectedColor: text('selected_color').notNull(),
  selectedTexture: text('selected_texture'),
  imageUrl: text('image_url'),
  details: jsonb('details').notNull().default({}),
  brandType: text('brand_type'),
  dimensions: text('dimensions'),
  productType: text('product_type'),
  discountPercentage: doublePrecision('discount_percentage'),
  customDiscountPercentage: doublePrecision('custom_discount_percentage'),
  syncedWithLocal: boolean('synced_with_local').notNull().default(true),
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
   * update (the triggers of migration 0006), so that a list is read, not built, on each request.
   * The shop never writes it.
   */
  itemJson: text('item_json').notNull().default('{}'),
};

export const cartItems = pgTable(
  'cart_items',
  { ...itemColumns, quantity: integer('quantity').notNull().default(1) },
  (table) => [
    index('cart_items_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('cart_items_client_idx').on(table.userId, table.clientId),
  ],
);

export const wishlistItems = pgTable('wishlist_items', itemColumns, (table) => [
  index('wishlist_items_user_idx').on(table.userId, table.createdAt),
  uniqueIndex('wishlist_items_client_idx').on(table.userId, table.clientId),
]);
