import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems, wishlistItems } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type {
  CartItemInput,
  CartItemPatch,
  WishlistItemInput,
  WishlistItemPatch,
} from './schemas.ts';

// One implementation for the two tables of shop-shell §7: cart_items and wishlist_items hold the
// same design columns, and the cart adds a quantity. Every query is filtered by the signed-in
// customer's id (DECISIONS D2): another customer's id is simply not found.

export type SavedItemList = 'cart' | 'wishlist';

/** A row as the API answers it; prices in cents, the design as JSON. */
export interface SavedItem {
  id: string;
  name: string;
  priceCents: number;
  originalPriceCents: number | null;
  configurations: unknown;
  showBackPanel: boolean;
  backPanelDoubleSided: boolean;
  designType: string;
  dateAdded: string;
  selectedColor: string;
  selectedTexture: string | null;
  imageUrl: string | null;
  details: unknown;
  brandType: string | null;
  dimensions: string | null;
  productType: string | null;
  discountPercentage: number | null;
  customDiscountPercentage: number | null;
  syncedWithLocal: boolean;
  /** The browser's id for the item, when it sent one. */
  clientId: string | null;
  /** The browser items merged into this row (the last few). */
  mergedClientIds: string[];
  /** Cart lines only. */
  quantity?: number;
}

// The wishlist table has every cart column but quantity; treating both as the cart's type keeps one
// set of queries, and quantity is only ever named for the cart.
type ItemTable = typeof cartItems;
const TABLES: Record<SavedItemList, ItemTable> = {
  cart: cartItems,
  wishlist: wishlistItems as unknown as ItemTable,
};

function columnsOf(table: ItemTable) {
  return {
    id: table.id,
    name: table.name,
    priceCents: table.price,
    originalPriceCents: table.originalPrice,
    configurations: table.configurations,
    showBackPanel: table.showBackPanel,
    backPanelDoubleSided: table.backPanelDoubleSided,
    designType: table.designType,
    dateAdded: table.dateAdded,
    selectedColor: table.selectedColor,
    selectedTexture: table.selectedTexture,
    imageUrl: table.imageUrl,
    details: table.details,
    brandType: table.brandType,
    dimensions: table.dimensions,
    productType: table.productType,
    discountPercentage: table.discountPercentage,
    customDiscountPercentage: table.customDiscountPercentage,
    syncedWithLocal: table.syncedWithLocal,
    clientId: table.clientId,
    mergedClientIds: table.mergedClientIds,
  } satisfies Record<Exclude<keyof SavedItem, 'quantity'>, unknown>;
}

/**
 * The API's fields (SavedItem, one each, in the order the API writes them) and the columns they
 * come from. The database writes each row's JSON from these columns on every insert and update
 * (the triggers of migration 0006, into item_json), so the stored design goes out as it is kept and
 * a list is read, not built; the tests check that the triggers and this table agree.
 */
export const SELECTIONS = {
  cart: { ...columnsOf(cartItems), quantity: cartItems.quantity },
  wishlist: columnsOf(TABLES.wishlist),
};

type ItemValues = Partial<Omit<ItemTable['$inferInsert'], 'id' | 'userId' | 'createdAt'>>;

type ItemFields = WishlistItemPatch | CartItemPatch | WishlistItemInput | CartItemInput;

/** Each API field a browser sends, and the column that keeps it (the cart adds quantity). */
const WISHLIST_FIELDS = {
  name: 'name',
  priceCents: 'price',
  originalPriceCents: 'originalPrice',
  configurations: 'configurations',
  showBackPanel: 'showBackPanel',
  backPanelDoubleSided: 'backPanelDoubleSided',
  designType: 'designType',
  dateAdded: 'dateAdded',
  selectedColor: 'selectedColor',
  selectedTexture: 'selectedTexture',
  imageUrl: 'imageUrl',
  details: 'details',
  brandType: 'brandType',
  dimensions: 'dimensions',
  productType: 'productType',
  discountPercentage: 'discountPercentage',
  customDiscountPercentage: 'customDiscountPercentage',
  syncedWithLocal: 'syncedWithLocal',
} as const satisfies Partial<Record<keyof ItemFields, keyof ItemValues>>;
const FIELDS: Record<SavedItemList, Record<string, keyof ItemValues>> = {
  wishlist: WISHLIST_FIELDS,
  cart: { ...WISHLIST_FIELDS, quantity: 'quantity' },
};

/** The columns an insert writes (all but the customer's and the browser's ids). */
const INSERTED: Record<SavedItemList, (keyof ItemValues)[]> = {
  wishlist: Object.values(FIELDS.wishlist),
  cart: Object.values(FIELDS.cart),
};

/** Maps validated API fields to columns; fields left out stay out. */
function toValues(list: SavedItemList, fields: ItemFields): ItemValues {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(FIELDS[list])) {
    const value = (fields as Record<string, unknown>)[field];
    if (value === undefined) continue;
    if (column === 'dateAdded') {
      // No date is the database's now; a date is kept as a timestamp.
      if (value !== null) values[column] = new Date(value as string);
    } else {
      values[column] = value;
    }
  }
  return values as ItemValues;
}

/** How many merged browser item ids a row remembers. */
const MERGED_KEPT = 20;

const JSON_COLUMNS = new Set<keyof ItemValues>(['configurations', 'details']);

/** Each inserted column from a placeholder of its name; a missing date is the database's now. */
function insertPlaceholders(list: SavedItemList) {
  return Object.fromEntries(
    INSERTED[list].map((key) => [
      key,
      JSON_COLUMNS.has(key)
        ? sql`${sql.placeholder(key)}::jsonb`
        : key === 'dateAdded'
          ? sql`coalesce(${sql.placeholder(key)}::timestamptz, now())`
          : sql.placeholder(key),
    ]),
  ) as unknown as Omit<ItemTable['$inferInsert'], 'userId'>;
}

/** The prepared insert's values: every column named, JSON as text, null where nothing was given. */
function insertParams(list: SavedItemList, input: WishlistItemInput | CartItemInput) {
  const values = toValues(list, input) as Record<string, unknown>;
  const params: Record<string, unknown> = { clientId: input.clientId ?? null };
  for (const key of INSERTED[list]) {
    const value = values[key] ?? null;
    params[key] = JSON_COLUMNS.has(key) && value !== null ? JSON.stringify(value) : value;
  }
  return params;
}

function notFound(list: SavedItemList): AppError {
  return new AppError(
    'not_found',
    list === 'cart' ? 'That item is not in your cart.' : 'That item is not in your wishlist.',
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not even a uuid names nothing; asking the database would only fail. */
function assertId(list: SavedItemList, id: string): void {
  if (!UUID.test(id)) throw notFound(list);
}

/**
 * The queries on one list. Rows are answered as the JSON text the database keeps (see SELECTIONS).
 * The list, its count and the insert, which every page and every design added ask for, are
 * prepared once, so the database plans them once per connection.
 */
export function savedItems(db: Database, list: SavedItemList) {
  const table = TABLES[list];
  const selection = { json: table.itemJson };
  const mirrored = and(
    eq(table.userId, sql.placeholder('userId')),
    eq(table.syncedWithLocal, true),
  );
  // The whole list in one row: the rows' JSON joined by the database, oldest first (null if none).
  const joined = sql<
    string | null
  >`string_agg(${table.itemJson}, ',' order by ${table.createdAt}, ${table.id})`;
  const listQuery = db
    .select({ json: joined })
    .from(table)
    .where(mirrored)
    .prepare(`${list}_items_list`);
  const insertQuery = db
    .insert(table)
    .values({
      ...insertPlaceholders(list),
      userId: sql.placeholder('userId'),
      clientId: sql.placeholder('clientId'),
    })
    .onConflictDoNothing({ target: [table.userId, table.clientId] })
    .returning(selection)
    .prepare(`${list}_items_insert`);
  const countQuery = db
    .select({ n: count() })
    .from(table)
    .where(mirrored)
    .prepare(`${list}_items_count`);

  return {
    /** The customer's rows mirrored from a browser (synced_with_local), oldest first: JSON. */
    async list(userId: string): Promise<string> {
      const [row] = await listQuery.execute({ userId });
      return `[${row?.json ?? ''}]`;
    },

    async count(userId: string): Promise<number> {
      const [row] = await countQuery.execute({ userId });
      return row?.n ?? 0;
    },

    /** Adds a row; answers it as JSON. */
    async insert(userId: string, input: WishlistItemInput | CartItemInput): Promise<string> {
      const [row] = await insertQuery.execute({ ...insertParams(list, input), userId });
      if (row) return row.json;
      const clientId = input.clientId ?? null;
      // The same browser item was inserted before (a retry after a lost answer): that row it is.
      const [existing] = await db
        .select(selection)
        .from(table)
        .where(and(eq(table.userId, userId), eq(table.clientId, clientId ?? '')));
      if (!existing) throw new Error('insert returned no row');
      return existing.json;
    },

    /**
     * Changes the fields given; answers the row as JSON. An update that merges a browser item into
     * the row (`mergedClientId`) applies once: repeated, it changes nothing and answers the row.
     */
    async update(
      userId: string,
      id: string,
      patch: WishlistItemPatch | CartItemPatch,
    ): Promise<string> {
      assertId(list, id);
      const merging = patch.mergedClientId;
      const own = and(eq(table.id, id), eq(table.userId, userId));
      // One statement: concurrent updates of one line each apply whole, never interleaved.
      const [row] = await db
        .update(table)
        .set({
          ...toValues(list, patch),
          updatedAt: sql`now()`,
          ...(merging && {
            mergedClientIds: sql`(array_append(${table.mergedClientIds}, ${merging}::text))[greatest(cardinality(${table.mergedClientIds}) + 2 - ${MERGED_KEPT}, 1):]`,
          }),
        })
        .where(
          merging ? and(own, sql`not (${merging}::text = any(${table.mergedClientIds}))`) : own,
        )
        .returning(selection);
      if (row) return row.json;
      const [merged] = merging ? await db.select(selection).from(table).where(own) : [];
      if (!merged) throw notFound(list);
      return merged.json;
    },

    async remove(userId: string, id: string): Promise<void> {
      assertId(list, id);
      const deleted = await db
        .delete(table)
        .where(and(eq(table.id, id), eq(table.userId, userId)))
        .returning({ id: table.id });
      if (deleted.length === 0) throw notFound(list);
    },

    /** Empties the customer's list; answers how many rows went. */
    async removeAll(userId: string): Promise<number> {
      const deleted = await db
        .delete(table)
        .where(eq(table.userId, userId))
        .returning({ id: table.id });
      return deleted.length;
    },
  };
}

export type SavedItems = ReturnType<typeof savedItems>;
