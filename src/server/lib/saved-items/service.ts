import { randomUUID } from 'node:crypto';
import { and, count, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DESIGN_FIELDS,
  LIST_FIELDS,
  MAX_CART_LINES,
  MAX_WISHLIST_ITEMS,
} from '../../../contract/saved-item.ts';
import type {
  SavedItemField,
  SavedItemInput,
  SavedItemPatch,
  SavedList,
} from '../../../contract/saved-item.ts';
import { designDetails, designDimensionsText } from '../../../domain/design/facts.ts';
import type { Design } from '../../../domain/design/model.ts';
import { storedDesignOf } from '../../../domain/design/parse.ts';
import type { StoredDesign } from '../../../domain/design/parse.ts';
import type { Database } from '../../db/client.ts';
import { cartItems, wishlistItems } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { acceptDesign } from '../design-check.ts';
import { rowJsonWriter } from './row-json.ts';

// One implementation for the two tables of the spec, cart_items and wishlist_items: the same
// fields (src/contract/saved-item.ts), and the cart adds a quantity. Every query is filtered by
// the signed-in customer's id: another customer's id is simply not found.

export type { SavedList } from '../../../contract/saved-item.ts';

// The wishlist table has every cart column but quantity; treating both as the cart's type keeps one
// set of queries, and quantity is only ever named for the cart.
type ItemTable = typeof cartItems;

/** Where a list is kept: its table, and the contract's fields that are its columns. */
export interface SavedItemShape {
  readonly table: ItemTable;
  readonly fields: Readonly<Record<string, SavedItemField>>;
}

const SHAPES: Record<SavedList, SavedItemShape> = {
  cart: { table: cartItems, fields: LIST_FIELDS.cart },
  wishlist: { table: wishlistItems as unknown as ItemTable, fields: LIST_FIELDS.wishlist },
};

/** How many lines a customer's list may hold. */
export const LIST_CAPS: Record<SavedList, number> = {
  cart: MAX_CART_LINES,
  wishlist: MAX_WISHLIST_ITEMS,
};

/** Rows a list reads at a time, so a long list is answered in parts of a bounded size. */
export const LIST_BATCH = 25;

/** A field's column; the contract's fields are the table's columns by the same names. */
function column(table: ItemTable, field: string): PgColumn {
  return (table as unknown as Record<string, PgColumn>)[field]!;
}

const JSON_STORAGE = 'jsonb';

const EMPTY_SAVE_MESSAGE = 'There is no design to save. Please create a design first.';

function fullMessage(list: SavedList): string {
  return list === 'cart'
    ? `Your cart is full: it holds ${MAX_CART_LINES} lines. Check out or remove a line to add another.`
    : `Your wishlist is full: it holds ${MAX_WISHLIST_ITEMS} designs. Remove one to save another.`;
}

function notFound(list: SavedList): AppError {
  return new AppError(
    'not_found',
    list === 'cart' ? 'That item is not in your cart.' : 'That item is not in your wishlist.',
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not even a uuid names nothing; asking the database would only fail. */
function assertId(list: SavedList, id: string): void {
  if (!UUID.test(id)) throw notFound(list);
}

type Fields = Record<string, unknown>;

/** The product an item was added from, as its details name it. */
function productOf(details: unknown) {
  if (typeof details !== 'object' || details === null) return undefined;
  const { productId, productPageUrl } = details as Record<string, unknown>;
  const product: { productId?: string; productPageUrl?: string } = {};
  if (typeof productId === 'string' && productId.length <= 100) product.productId = productId;
  if (typeof productPageUrl === 'string' && productPageUrl.startsWith('/shop/')) {
    product.productPageUrl = productPageUrl.slice(0, 300);
  }
  return product;
}

/**
 * The design fields as the shop keeps them: the design read and checked by the domain, written
 * back whole (so nothing unknown or inconsistent is stored), with the details and dimensions that
 * follow from it. The price the browser showed is kept as it was sent, a display cache only.
 */
function keptDesignFields(design: Design, details: unknown): Fields {
  return {
    ...storedDesignOf(design),
    details: designDetails(design, productOf(details)),
    dimensions: designDimensionsText(design),
  };
}

/**
 * The queries on one list. Rows are answered as the JSON text each keeps (item_json), written with
 * the row by `rowJsonWriter` from the list's fields. The list, its count and the insert, which
 * every page and every design added ask for, are prepared once, so the database plans them once
 * per connection. `shape` is the list's own table and fields unless given.
 */
export function savedItems(db: Database, list: SavedList, shape: SavedItemShape = SHAPES[list]) {
  const { table, fields } = shape;
  const names = Object.keys(fields);
  const tableName = getTableName(table);
  const rowJson = rowJsonWriter(fields);
  const cap = LIST_CAPS[list];
  const selection = { json: table.itemJson };
  const mirrored = and(
    eq(table.userId, sql.placeholder('userId')),
    eq(column(table, 'syncedWithLocal'), true),
  );

  // One part of the list, oldest first, after the row given: its rows' JSON joined by the
  // database, how many there were and where the part ended.
  const partQuery = db
    .select({
      json: sql<
        string | null
      >`string_agg(${sql.raw('part.item_json')}, ',' order by ${sql.raw('part.created_at, part.id')})`,
      rows: sql<number>`count(*)::int`,
      lastAt: sql<string | null>`max(${sql.raw('part.created_at')})::text`,
      lastId: sql<
        string | null
      >`(array_agg(${sql.raw('part.id')}::text order by ${sql.raw('part.created_at desc, part.id desc')}))[1]`,
    })
    .from(
      db
        .select({ item_json: table.itemJson, created_at: table.createdAt, id: table.id })
        .from(table)
        .where(
          and(
            mirrored,
            sql`(${table.createdAt}, ${table.id}) > (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
          ),
        )
        .orderBy(table.createdAt, table.id)
        .limit(LIST_BATCH)
        .as('part'),
    )
    .prepare(`${tableName}_part`);

  const placeholders: Record<string, SQL> = Object.fromEntries(
    names.map((name) => {
      const field = fields[name]!;
      const value = sql.placeholder(name);
      return [
        name,
        field.storage === JSON_STORAGE
          ? sql`${value}::jsonb`
          : 'defaultNow' in field
            ? sql`coalesce(${value}::timestamptz, now())`
            : sql`${value}`,
      ];
    }),
  );
  // Every column of a new row, in the table's order: the row's own, then the fields.
  const newRow: Record<string, SQL> = {
    id: sql`${sql.placeholder('id')}::uuid`,
    userId: sql`${sql.placeholder('userId')}`,
    clientId: sql`${sql.placeholder('clientId')}`,
    mergedClientIds: sql`'{}'::text[]`,
    createdAt: sql`now()`,
    updatedAt: sql`now()`,
    itemJson: sql`${sql.placeholder('itemJson')}`,
    ...placeholders,
  };
  // One statement: the row goes in only while the customer's list is under its cap.
  const insertQuery = db
    .insert(table)
    .select(
      sql`select ${sql.join(
        Object.keys(getTableColumns(table)).map((name) => newRow[name]!),
        sql`, `,
      )} where (select count(*) from ${table} where ${table.userId} = ${sql.placeholder('userId')}) < ${sql.raw(String(cap))}`,
    )
    .onConflictDoNothing({ target: [table.userId, table.clientId] })
    .returning(selection)
    .prepare(`${tableName}_insert`);
  const countQuery = db
    .select({ n: count() })
    .from(table)
    .where(mirrored)
    .prepare(`${tableName}_count`);

  /** The prepared insert's values: every field named, JSON as text, null where nothing was given. */
  function insertParams(values: Fields) {
    return Object.fromEntries(
      names.map((name) => {
        const value = values[name] ?? null;
        const json = fields[name]!.storage === JSON_STORAGE;
        return [name, json && value !== null ? JSON.stringify(value) : value];
      }),
    );
  }

  /**
   * What an update of these fields writes, in one statement: each field given, read by its column
   * and by the row's JSON from one derived row (`changes`, so a design is sent once), the merged
   * item's id, the time, and the row's JSON from those and the columns left as they are.
   */
  function updateOf(values: Fields, merging: string | undefined, now: Date) {
    const given: Record<string, SQL> = {};
    const held: SQL[] = [];
    for (const [name, value] of Object.entries(values)) {
      const field = fields[name];
      if (field === undefined || value === undefined) continue;
      if (field.defaultNow && value === null) {
        given[name] = sql`${now.toISOString()}::timestamptz`;
        continue;
      }
      const stored = column(table, name);
      // A moment arrives as ISO text and is kept to the millisecond, as an insert keeps it.
      const param = sql.param(
        field.storage === 'timestamptz' ? new Date(value as string) : value,
        stored,
      );
      held.push(sql`${param}::${sql.raw(stored.getSQLType())} as ${sql.identifier(stored.name)}`);
      given[name] = sql`${CHANGES}.${sql.identifier(stored.name)}`;
    }
    if (merging) {
      given['mergedClientIds'] =
        sql`(array_append(${table.mergedClientIds}, ${merging}::text))[greatest(cardinality(${table.mergedClientIds}) + 2 - ${MERGED_KEPT}, 1):]`;
    }
    return {
      set: {
        ...given,
        updatedAt: sql`now()`,
        itemJson: rowJson.sql((key) => given[key] ?? sql`${column(table, key)}`),
      },
      from: held.length > 0 ? sql`(select ${sql.join(held, sql`, `)}) as ${CHANGES}` : undefined,
    };
  }

  async function designOfRow(userId: string, id: string): Promise<StoredDesign & Fields> {
    const own = and(eq(table.id, id), eq(table.userId, userId));
    const [row] = await db
      .select(Object.fromEntries([...DESIGN_FIELDS, 'details'].map((f) => [f, column(table, f)])))
      .from(table)
      .where(own);
    if (!row) throw notFound(list);
    return row as unknown as StoredDesign & Fields;
  }

  return {
    /**
     * The customer's rows mirrored from a browser (synced_with_local), oldest first, as the JSON
     * text of each joined by commas, in parts of at most LIST_BATCH rows, so that reading a list
     * holds one part in memory at a time.
     */
    async *listParts(userId: string): AsyncGenerator<string> {
      let afterAt = '-infinity';
      let afterId = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const [part] = await partQuery.execute({ userId, afterAt, afterId });
        if (!part?.json) return;
        yield part.json;
        if (part.rows < LIST_BATCH || !part.lastAt || !part.lastId) return;
        afterAt = part.lastAt;
        afterId = part.lastId;
      }
    },

    async count(userId: string): Promise<number> {
      const [row] = await countQuery.execute({ userId });
      return row?.n ?? 0;
    },

    /** Adds a row at `now` (the shop's clock); answers it as JSON. */
    async insert(userId: string, input: SavedItemInput, now: Date): Promise<string> {
      const design = acceptDesign(input, EMPTY_SAVE_MESSAGE);
      // The moment kept is the one the JSON gives, to the millisecond; absent, the clock's.
      const dateAdded = (input.dateAdded ? new Date(input.dateAdded) : now).toISOString();
      const values = { ...input, ...keptDesignFields(design, input.details), dateAdded };
      const params = {
        ...insertParams(values),
        id: randomUUID(),
        clientId: input.clientId ?? null,
        mergedClientIds: [],
      };
      const [row] = await insertQuery.execute({
        ...params,
        itemJson: rowJson.text(params),
        userId,
      });
      if (row) return row.json;
      // The same browser item was inserted before (a retry after a lost answer): that row it is.
      const [existing] = params.clientId
        ? await db
            .select(selection)
            .from(table)
            .where(and(eq(table.userId, userId), eq(table.clientId, params.clientId)))
        : [];
      if (existing) return existing.json;
      throw new AppError('conflict', fullMessage(list));
    },

    /**
     * Changes the fields given; answers the row as JSON. A change to the design is checked whole:
     * the fields sent over the ones kept. An update that merges a browser item into the row
     * (`mergedClientId`) applies once: repeated, it changes nothing and answers the row. A
     * `dateAdded` of null sets it to `now` (the shop's clock).
     */
    async update(userId: string, id: string, patch: SavedItemPatch, now: Date): Promise<string> {
      assertId(list, id);
      const { mergedClientId: merging, ...changes } = patch as SavedItemPatch & {
        mergedClientId?: string;
      };
      let values: Fields = changes;
      if ([...DESIGN_FIELDS, 'details'].some((field) => field in changes)) {
        const kept = await designOfRow(userId, id);
        const merged = { ...kept, ...stripUndefined(changes) } as StoredDesign & Fields;
        values = {
          ...changes,
          ...keptDesignFields(acceptDesign(merged, EMPTY_SAVE_MESSAGE), merged.details),
        };
      }
      const own = and(eq(table.id, id), eq(table.userId, userId));
      // One statement, its JSON included: concurrent updates of one line each apply whole, never
      // interleaved, and the JSON is written from the row each leaves.
      const { set, from } = updateOf(values, merging, now);
      const which = merging
        ? and(own, sql`not (${merging}::text = any(${table.mergedClientIds}))`)
        : own;
      const update = db.update(table).set(set);
      const [row] = await (from
        ? update.from(from).where(which).returning(selection)
        : update.where(which).returning(selection));
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

/** How many merged browser item ids a row remembers. */
const MERGED_KEPT = 20;

/** The derived row of an update's new values. */
const CHANGES = sql.identifier('changes');

function stripUndefined(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export type SavedItems = ReturnType<typeof savedItems>;
