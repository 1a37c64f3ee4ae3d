import type { Hono } from 'hono';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../app-env.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { cartItems, users, wishlistItems } from '../../db/schema.ts';
import { AppError, STATUS_BY_KIND } from '../../errors.ts';
import { appWithTestUser, openTestDatabase } from '../../../../test/server-harness.ts';
import {
  LIST_FIELDS,
  MAX_CART_LINES,
  MAX_WISHLIST_ITEMS,
  rowKeys,
} from '../../../contract/saved-item.ts';
import { parseDesign } from '../../../domain/design/parse.ts';
import { priceDesign } from '../../../domain/design/price.ts';
import { doorBox, SAVED_BOOKCASE } from './fixtures.test-helpers.ts';
import { rowJsonWriter } from './row-json.ts';
import { savedItemRoutes } from './routes.ts';
import { LIST_BATCH } from './service.ts';
import type { SavedList as SavedItemList } from '../../../contract/saved-item.ts';
import { DEFAULT_INCH_CONFIG } from '../../../domain/inch/model.ts';

// The cart and wishlist endpoints on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). The session middleware belongs to the accounts; here a small app in front of
// the real routers takes the signed-in customer from a test header.

let database: DatabaseHandle;
let app: Hono<AppEnv>;

const ADA = 'user-ada';
const BOB = 'user-bob';

beforeAll(async () => {
  database = await openTestDatabase();
  app = appWithTestUser();
  // Far above what the tests write; the per-customer write limit has a test of its own below.
  const unlimited = { writesPerMinute: 1_000_000 };
  app.route('/api/cart', savedItemRoutes(database.db, 'cart', unlimited));
  app.route('/api/wishlist', savedItemRoutes(database.db, 'wishlist', unlimited));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json(
        {
          error: {
            kind: error.kind,
            message: error.message,
            ...(error.fields && { fields: error.fields }),
          },
        },
        STATUS_BY_KIND[error.kind],
      );
    }
    throw error;
  });
  await database.db.insert(users).values([
    { id: ADA, email: 'ada@example.com' },
    { id: BOB, email: 'bob@example.com' },
  ]);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(cartItems);
  await database.db.delete(wishlistItems);
});

async function call(user: string | null, method: string, path: string, body?: unknown) {
  const headers = new Headers();
  if (user) headers.set('x-test-user', user);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const response = await app.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  // Answers are read field by field in the assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as any) };
}

const bookcase = {
  ...SAVED_BOOKCASE,
  dateAdded: '2026-11-20T10:00:00.000Z',
  imageUrl: '/api/images/bookcase.webp',
  details: { standardBox: 2, singleDoor: 2, totalWeight: 28.6 },
  brandType: 'cella',
  dimensions: '26" W × 14" H × 14" D',
  productType: 'box',
};

/** Each of the customer's rows, oldest first: its JSON as kept, and the same keys read from its columns. */
async function keptRows(list: SavedItemList) {
  const table = list === 'cart' ? cartItems : wishlistItems;
  const rows = await database.db.select().from(table).orderBy(table.createdAt);
  return rows.map((row) => {
    const record = row as unknown as Record<string, unknown>;
    const json = record['itemJson'] as string;
    const fromColumns = Object.fromEntries(
      rowKeys(list).map((key) => [
        key,
        record[key] instanceof Date ? (record[key] as Date).toISOString() : record[key],
      ]),
    );
    return { json, kept: JSON.parse(json) as Record<string, unknown>, columns: fromColumns };
  });
}

describe.each<SavedItemList>(['cart', 'wishlist'])('/api/%s', (list) => {
  const base = `/api/${list}`;

  it('answers 401 to a visitor who is not signed in, on every endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of [
      ['GET', base],
      ['GET', `${base}/count`],
      ['POST', `${base}/items`, bookcase],
      ['PATCH', `${base}/items/${id}`, { name: 'x' }],
      ['DELETE', `${base}/items/${id}`],
      ['DELETE', base],
    ] as const) {
      const answer = await call(null, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.error.message).toBe('Please sign in to continue.');
    }
  });

  it('inserts, lists, counts, updates and deletes the customer’s rows', async () => {
    const created = await call(ADA, 'POST', `${base}/items`, bookcase);
    expect(created.status).toBe(201);
    const item = created.body.item;
    expect(item).toMatchObject({
      name: 'Custom Bookcase',
      priceCents: 119_700,
      originalPriceCents: 171_000,
      designType: 'bookcase',
      dateAdded: '2026-11-20T10:00:00.000Z',
      selectedColor: '#1F2937',
      selectedTexture: null,
      details: { standardBox: 2, singleDoor: 2, totalWeight: 28.6 },
      discountPercentage: 30,
      syncedWithLocal: true,
    });
    expect(item.configurations).toHaveLength(2);
    expect(item.configurations[0].components[0].modification.type).toBe('door');
    if (list === 'cart') expect(item.quantity).toBe(1);
    else expect(item).not.toHaveProperty('quantity');

    await call(ADA, 'POST', `${base}/items`, { ...bookcase, name: 'Second' });
    expect((await call(ADA, 'GET', `${base}/count`)).body).toEqual({ count: 2 });
    const listed = await call(ADA, 'GET', base);
    expect(listed.body.items.map((i: { name: string }) => i.name)).toEqual([
      'Custom Bookcase',
      'Second',
    ]);

    const patch = list === 'cart' ? { quantity: 3, priceCents: 100 } : { priceCents: 100 };
    const updated = await call(ADA, 'PATCH', `${base}/items/${item.id}`, patch);
    expect(updated.status).toBe(200);
    expect(updated.body.item).toMatchObject({ ...patch, name: 'Custom Bookcase' });

    // The browser's sync sends the whole item back, its date as ISO text among the fields.
    const resent = await call(ADA, 'PATCH', `${base}/items/${item.id}`, {
      ...bookcase,
      ...patch,
      dateAdded: '2026-11-21T09:30:00.000Z',
      name: 'Resent whole',
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.item).toMatchObject({
      name: 'Resent whole',
      dateAdded: '2026-11-21T09:30:00.000Z',
    });

    expect((await call(ADA, 'DELETE', `${base}/items/${item.id}`)).status).toBe(204);
    expect((await call(ADA, 'DELETE', `${base}/items/${item.id}`)).status).toBe(404);
    expect((await call(ADA, 'GET', `${base}/count`)).body).toEqual({ count: 1 });

    expect((await call(ADA, 'DELETE', base)).body).toEqual({ deleted: 1 });
    expect((await call(ADA, 'GET', base)).body).toEqual({ items: [] });
  });

  it('answers a repeated insert with the same client id by the first row', async () => {
    const first = await call(ADA, 'POST', `${base}/items`, { ...bookcase, clientId: 'local-1' });
    const again = await call(ADA, 'POST', `${base}/items`, { ...bookcase, clientId: 'local-1' });
    expect(again.status).toBe(201);
    expect(again.body.item.id).toBe(first.body.item.id);
    expect(first.body.item.clientId).toBe('local-1');
    expect((await call(ADA, 'GET', `${base}/count`)).body).toEqual({ count: 1 });
    // Another customer's browser may use the same id for its own item.
    await call(BOB, 'POST', `${base}/items`, { ...bookcase, clientId: 'local-1' });
    expect((await call(BOB, 'GET', `${base}/count`)).body).toEqual({ count: 1 });
  });

  it('lists only rows mirrored from a browser (synced_with_local)', async () => {
    await call(ADA, 'POST', `${base}/items`, { ...bookcase, syncedWithLocal: false });
    await call(ADA, 'POST', `${base}/items`, bookcase);
    expect((await call(ADA, 'GET', base)).body.items).toHaveLength(1);
    expect((await call(ADA, 'GET', `${base}/count`)).body).toEqual({ count: 1 });
  });

  it('lists the customer’s rows oldest first, and an empty list as []', async () => {
    expect((await call(ADA, 'GET', base)).body).toEqual({ items: [] });
    for (const name of ['First', 'Second', 'Third']) {
      await call(ADA, 'POST', `${base}/items`, { ...bookcase, name });
    }
    await call(BOB, 'POST', `${base}/items`, { ...bookcase, name: 'Not Ada’s' });
    const { items } = (await call(ADA, 'GET', base)).body;
    expect(items.map((item: { name: string }) => item.name)).toEqual(['First', 'Second', 'Third']);
  });

  it('gives another customer 404 for every id of the first, and changes nothing', async () => {
    const { item } = (await call(ADA, 'POST', `${base}/items`, bookcase)).body;
    expect((await call(BOB, 'GET', base)).body).toEqual({ items: [] });
    expect((await call(BOB, 'GET', `${base}/count`)).body).toEqual({ count: 0 });
    const patched = await call(BOB, 'PATCH', `${base}/items/${item.id}`, { name: 'Mine now' });
    expect(patched.status).toBe(404);
    expect(patched.body.error.kind).toBe('not_found');
    expect((await call(BOB, 'DELETE', `${base}/items/${item.id}`)).status).toBe(404);
    expect((await call(BOB, 'DELETE', base)).body).toEqual({ deleted: 0 });
    const mine = (await call(ADA, 'GET', base)).body.items;
    expect(mine).toHaveLength(1);
    expect(mine[0].name).toBe('Custom Bookcase');
  });

  it.each([
    ['an unknown uuid', '00000000-0000-4000-8000-000000000000'],
    ['an id that is not a uuid', 'not-an-id'],
  ])('answers 404 for %s', async (_, id) => {
    expect((await call(ADA, 'PATCH', `${base}/items/${id}`, { name: 'x' })).status).toBe(404);
    expect((await call(ADA, 'DELETE', `${base}/items/${id}`)).status).toBe(404);
  });

  const tooManyBoxes = Array.from({ length: 61 }, (_, i) => doorBox(i * 13));
  it.each<[string, unknown, string]>([
    ['a body that is not JSON', '{"name":', 'The request body must be JSON.'],
    ['a missing name', { ...bookcase, name: undefined }, 'Name must be text.'],
    ['an empty name', { ...bookcase, name: '  ' }, 'Name is required.'],
    ['a long name', { ...bookcase, name: 'n'.repeat(201) }, 'Name must be at most 200 characters.'],
    ['a fractional price', { ...bookcase, priceCents: 10.5 }, 'Price must be whole cents.'],
    ['a negative price', { ...bookcase, priceCents: -1 }, 'Price cannot be negative.'],
    [
      'a design of 61 boxes',
      { ...bookcase, configurations: tooManyBoxes },
      'A design has at most 60 boxes.',
    ],
    [
      'a box of an unknown type',
      {
        ...bookcase,
        configurations: [{ components: [{ boxType: 'huge', position: { x: 0, y: 0 } }] }],
      },
      'Box 1 cannot be read.',
    ],
    [
      'a box floating above nothing',
      {
        ...bookcase,
        configurations: [
          {
            ...doorBox(0),
            components: [{ ...doorBox(0).components[0], position: { x: 0, y: 14, z: 0 } }],
          },
        ],
      },
      'New box would not have adequate support below',
    ],
    [
      'a TV stand of four rows',
      {
        ...bookcase,
        designType: 'tvStand',
        configurations: [0, 14, 28, 42].map((y) => ({
          components: [{ ...doorBox(0).components[0], position: { x: 0, y, z: 0 } }],
        })),
      },
      'TV stands are limited to 3 rows maximum',
    ],
    [
      'an empty design',
      { ...bookcase, configurations: [] },
      'There is no design to save. Please create a design first.',
    ],
    [
      'an inch design the shop does not make',
      {
        ...bookcase,
        configurations: [],
        designType: 'inch-sideboard',
        inchConfig: { ...DEFAULT_INCH_CONFIG, widthIn: 90 },
      },
      'The width must be between 18 and 72 inches.',
    ],
    [
      'a field the shop does not keep',
      { ...bookcase, isAdmin: true },
      'That is not a field of a saved item.',
    ],
    [
      'a date before the shop opened',
      { ...bookcase, dateAdded: '0000-01-01T00:00:00Z' },
      'dateAdded is before the shop opened.',
    ],
    [
      'a picture that is not an image',
      { ...bookcase, imageUrl: 'javascript:alert(1)' },
      'The picture must be an image of the design.',
    ],
    ['details that are not an object', { ...bookcase, details: [1] }, 'Details must be an object.'],
    [
      'oversized details',
      { ...bookcase, details: { note: 'x'.repeat(20_001) } },
      'The details are too large to save.',
    ],
    [
      'a long texture',
      { ...bookcase, selectedTexture: 't'.repeat(65) },
      'Texture must be at most 64 characters.',
    ],
    [
      'a discount of 100 %',
      { ...bookcase, discountPercentage: 100 },
      'Discount must be below 100.',
    ],
    ['a bad date', { ...bookcase, dateAdded: 'yesterday' }, 'dateAdded must be an ISO date.'],
  ])('refuses %s with 400 and a message, storing nothing', async (_, body, message) => {
    const answer = await call(ADA, 'POST', `${base}/items`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.kind).toBe('invalid');
    expect(answer.body.error.message).toBe(message);
    expect((await call(ADA, 'GET', `${base}/count`)).body).toEqual({ count: 0 });
  });

  it('refuses an inch design whose row heights are not one for each row, naming the field', async () => {
    for (const rowHeights of [[15], [15, 12, 9]]) {
      const answer = await call(ADA, 'POST', `${base}/items`, {
        ...bookcase,
        configurations: [],
        designType: 'inch-sideboard',
        inchConfig: { ...DEFAULT_INCH_CONFIG, rows: 2, rowHeights },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual({
        'inchConfig.rowHeights': 'Give one row height for each of the 2 rows.',
      });
    }
    expect((await call(ADA, 'GET', `${base}/count`)).body).toEqual({ count: 0 });
  });

  it('refuses a malformed update with 400 and leaves the row as it was', async () => {
    const { item } = (await call(ADA, 'POST', `${base}/items`, bookcase)).body;
    for (const [patch, message] of [
      [{}, 'Say what to change.'],
      [{ name: 'n'.repeat(201) }, 'Name must be at most 200 characters.'],
      [{ configurations: tooManyBoxes }, 'A design has at most 60 boxes.'],
      ...(list === 'cart'
        ? ([
            [{ quantity: 0 }, 'Quantity must be at least 1.'],
            [{ quantity: 100 }, 'Quantity must be at most 99.'],
            [{ quantity: 1.5 }, 'Quantity must be a whole number.'],
          ] as const)
        : []),
    ] as const) {
      const answer = await call(ADA, 'PATCH', `${base}/items/${item.id}`, patch);
      expect(answer.status, JSON.stringify(patch).slice(0, 40)).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect((await call(ADA, 'GET', base)).body.items).toEqual([item]);
  });

  it('keeps one line consistent under concurrent updates', async () => {
    const { item } = (await call(ADA, 'POST', `${base}/items`, bookcase)).body;
    const patches = Array.from({ length: 12 }, (_, i) => ({
      name: `Edit ${i + 1}`,
      priceCents: (i + 1) * 100,
      ...(list === 'cart' ? { quantity: i + 1 } : {}),
    }));
    const answers = await Promise.all(
      patches.map((patch) => call(ADA, 'PATCH', `${base}/items/${item.id}`, patch)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const [row] = (await call(ADA, 'GET', base)).body.items;
    const n = Number(row.name.replace('Edit ', ''));
    // Whichever update landed last, it landed whole, its JSON with it.
    expect(row.priceCents).toBe(n * 100);
    if (list === 'cart') expect(row.quantity).toBe(n);
    const [kept] = await keptRows(list);
    expect(kept?.kept).toEqual(kept?.columns);
  });

  it('applies a merge of one browser item once, however often it is sent', async () => {
    const { item } = (await call(ADA, 'POST', `${base}/items`, bookcase)).body;
    expect(item.mergedClientIds).toEqual([]);
    const merge = {
      name: 'Merged',
      mergedClientId: 'local-7',
      ...(list === 'cart' && { quantity: 3 }),
    };
    const first = await call(ADA, 'PATCH', `${base}/items/${item.id}`, merge);
    expect(first.status).toBe(200);
    expect(first.body.item).toMatchObject({ name: 'Merged', mergedClientIds: ['local-7'] });

    // The answer was lost; the browser merges again from what it read: nothing changes.
    const again = { ...merge, name: 'Merged twice', ...(list === 'cart' && { quantity: 5 }) };
    const repeated = await call(ADA, 'PATCH', `${base}/items/${item.id}`, again);
    expect(repeated.status).toBe(200);
    expect(repeated.body.item).toEqual(first.body.item);

    const other = await call(ADA, 'PATCH', `${base}/items/${item.id}`, {
      ...again,
      mergedClientId: 'local-8',
    });
    expect(other.body.item).toMatchObject({
      name: 'Merged twice',
      mergedClientIds: ['local-7', 'local-8'],
      ...(list === 'cart' && { quantity: 5 }),
    });
    // Another customer's row is not found, merge or not.
    const foreign = await call(BOB, 'PATCH', `${base}/items/${item.id}`, {
      name: 'Mine',
      mergedClientId: 'local-9',
    });
    expect(foreign.status).toBe(404);
  });

  it('keeps each row’s JSON equal to its columns, in the API’s order and in ASCII, through every write', async () => {
    const table = list === 'cart' ? cartItems : wishlistItems;
    const { item } = (await call(ADA, 'POST', `${base}/items`, bookcase)).body;
    const plain = await call(ADA, 'POST', `${base}/items`, {
      ...bookcase,
      name: 'Plain',
      originalPriceCents: null,
      dateAdded: null,
      selectedTexture: 'coffeeOak',
      discountPercentage: null,
      clientId: 'local-1',
    });
    // Characters beyond ASCII, a moment given with an offset and finer than a millisecond, a
    // fractional discount, quotes and a backslash.
    const added = await call(ADA, 'POST', `${base}/items`, {
      ...bookcase,
      name: 'Naïve "shelf" \\ ×3 🪑',
      dateAdded: '2026-11-20T09:15:30.123456+02:00',
      discountPercentage: 12.5,
      clientId: 'local-3',
    });
    expect(added.body.item).toMatchObject({
      name: 'Naïve "shelf" \\ ×3 🪑',
      dateAdded: '2026-11-20T07:15:30.123Z',
      discountPercentage: 12.5,
      clientId: 'local-3',
      mergedClientIds: [],
    });
    // Updated: the design, a sign-in's merge, text beyond ASCII (none of it the shop's own × on
    // the second), a moment with an offset, and one given as none (the clock's).
    await call(ADA, 'PATCH', `${base}/items/${item.id}`, {
      name: 'Renamed café ×2 🪑',
      configurations: [doorBox(0)],
      customDiscountPercentage: 12.5,
      mergedClientId: 'local-2',
      ...(list === 'cart' && { quantity: 4 }),
    });
    await call(ADA, 'PATCH', `${base}/items/${added.body.item.id}`, {
      name: 'Ünïcödé \\ "quoted" 🪑🪑',
      dateAdded: '2026-11-21T23:59:59.999+05:30',
      selectedTexture: null,
    });
    await call(ADA, 'PATCH', `${base}/items/${plain.body.item.id}`, {
      dateAdded: null,
      imageUrl: '/api/images/plain.webp',
    });
    const rows = await keptRows(list);
    expect(rows).toHaveLength(3);
    for (const { json, kept, columns: fromColumns } of rows) {
      // Every other character is written as its escape: the same JSON, read and sent faster.
      expect(json).toMatch(/^[\x20-\x7e]+$/);
      // Every field of the contract and the row's own in the contract's order, nothing private
      // (user, timestamps), whether an insert or an update wrote it.
      expect(Object.keys(kept)).toEqual(rowKeys(list));
      expect(kept).toEqual(fromColumns);
    }
    expect(Object.keys(getTableColumns(table))).toEqual(expect.arrayContaining(rowKeys(list)));
    expect(rows[0]?.kept).toMatchObject({
      name: 'Renamed café ×2 🪑',
      dimensions: expect.stringContaining(' × '),
      mergedClientIds: ['local-2'],
    });
    expect(rows[2]?.kept).toMatchObject({
      name: 'Ünïcödé \\ "quoted" 🪑🪑',
      dateAdded: '2026-11-21T18:29:59.999Z',
      selectedTexture: null,
    });
  });

  it('keeps no row without its JSON', async () => {
    const table = sql.identifier(list === 'cart' ? 'cart_items' : 'wishlist_items');
    const insert = (json: string | null) =>
      database.db.execute(
        json === null
          ? sql`insert into ${table} (user_id, name, price_cents, design_type)
                values (${ADA}, 'Written elsewhere', 1000, 'bookcase')`
          : sql`insert into ${table} (user_id, name, price_cents, design_type, item_json)
                values (${ADA}, 'Written elsewhere', 1000, 'bookcase', ${json})`,
      );
    // Left out, empty, or the empty object the column once defaulted to: refused.
    for (const json of [null, '', '{}']) await expect(insert(json)).rejects.toThrow();
    const { item } = (await call(ADA, 'POST', `${base}/items`, bookcase)).body;
    const emptied = database.db.execute(
      sql`update ${table} set item_json = '{}' where id = ${item.id}`,
    );
    await expect(emptied).rejects.toThrow();
    expect((await call(ADA, 'GET', base)).body.items).toEqual([item]);
  });

  it('remembers the last 20 merged browser items of a row', async () => {
    const { item } = (await call(ADA, 'POST', `${base}/items`, bookcase)).body;
    let answer;
    for (let i = 1; i <= 23; i++) {
      answer = await call(ADA, 'PATCH', `${base}/items/${item.id}`, { mergedClientId: `m${i}` });
    }
    expect(answer?.body.item.mergedClientIds).toEqual(
      Array.from({ length: 20 }, (_, i) => `m${i + 4}`),
    );
  });
});

describe('closing an account', () => {
  it('removes its cart and wishlist rows', async () => {
    await database.db.insert(users).values({ id: 'user-gone', email: 'gone@example.com' });
    await call('user-gone', 'POST', '/api/cart/items', bookcase);
    await call('user-gone', 'POST', '/api/wishlist/items', bookcase);
    await database.db.delete(users).where(eq(users.id, 'user-gone'));
    expect(await database.db.select().from(cartItems)).toEqual([]);
    expect(await database.db.select().from(wishlistItems)).toEqual([]);
  });
});

describe('what the server keeps and what it charges', () => {
  it('keeps a tampered price only as what the line showed; the summary prices the design itself', async () => {
    const honest = (await call(ADA, 'POST', '/api/cart/items', { ...bookcase, quantity: 2 })).body
      .item;
    const tampered = (await call(ADA, 'POST', '/api/cart/items', { ...bookcase, priceCents: 1 }))
      .body.item;
    expect(tampered.priceCents).toBe(1);
    const summary = await call(ADA, 'GET', '/api/cart/summary');
    expect(summary.status).toBe(200);
    const design = parseDesign(honest);
    expect(design.ok).toBe(true);
    if (!design.ok) return;
    const unit = priceDesign(design.value, 'configurator').saleCents;
    expect(summary.body).toEqual({
      lines: [
        { id: honest.id, quantity: 2, unitCents: unit, lineCents: 2 * unit, shownCents: 119_700 },
        { id: tampered.id, quantity: 1, unitCents: unit, lineCents: unit, shownCents: 1 },
      ],
      subtotalCents: 3 * unit,
      unpriced: [],
    });
    // A discount the design's configurator does not give changes nothing either.
    await call(ADA, 'PATCH', `/api/cart/items/${tampered.id}`, { discountPercentage: 99 });
    expect((await call(ADA, 'GET', '/api/cart/summary')).body.subtotalCents).toBe(3 * unit);
    // A wishlist is not priced: it has no summary.
    const wishlistSummary = await app.request('/api/wishlist/summary', {
      headers: { 'x-test-user': ADA },
    });
    expect(wishlistSummary.status).toBe(404);
  });

  it('keeps the design as the domain writes it: ids rebuilt, unknown keys and open doors gone', async () => {
    const sent = {
      ...bookcase,
      configurations: [
        {
          ...doorBox(0),
          id: 'mine-9',
          secret: 'x',
          components: [
            { ...doorBox(0).components[0], modification: { type: 'door', isOpen: true, extra: 1 } },
          ],
        },
        doorBox(13),
      ],
      details: {
        standardBox: 40,
        productId: 'p-1',
        productPageUrl: '/shop/bookshelf/product/p-1',
        note: 'x',
      },
      dimensions: 'huge',
    };
    const { item } = (await call(ADA, 'POST', '/api/wishlist/items', sent)).body;
    expect(item.configurations[0].id).toBe('box-1');
    expect(item.configurations[0]).not.toHaveProperty('secret');
    expect(item.configurations[0].components[0].modification).toEqual({
      type: 'door',
      orientation: 'vertical',
      isOpen: false,
      showBackPanel: true,
      backPanelTexture: 'birch',
    });
    expect(item.details).toMatchObject({
      standardBox: 2,
      productId: 'p-1',
      productPageUrl: '/shop/bookshelf/product/p-1',
    });
    expect(item.details).not.toHaveProperty('note');
    expect(item.dimensions).toBe('26" W × 14" H × 14" D');
  });

  it('keeps an inch design in its own column, with the details that follow from it', async () => {
    const { item } = (
      await call(ADA, 'POST', '/api/cart/items', {
        ...bookcase,
        configurations: [],
        designType: 'inch-sideboard',
        inchConfig: DEFAULT_INCH_CONFIG,
        details: {},
      })
    ).body;
    expect(item.inchConfig).toMatchObject({ widthIn: 48, rows: 2, depthIn: 15 });
    expect(item.details).toMatchObject({ configurationType: 'inch', inchWidth: 48 });
    expect(item.details).not.toHaveProperty('inchConfig');
  });

  it('checks a changed design whole: the fields sent over the ones kept', async () => {
    const { item } = (await call(ADA, 'POST', '/api/cart/items', bookcase)).body;
    const refused = await call(ADA, 'PATCH', `/api/cart/items/${item.id}`, {
      designType: 'tvStand',
      configurations: [0, 14, 28, 42].map((y) => ({
        components: [{ ...doorBox(0).components[0], position: { x: 0, y, z: 0 } }],
      })),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('TV stands are limited to 3 rows maximum');
    const recoloured = await call(ADA, 'PATCH', `/api/cart/items/${item.id}`, {
      selectedColor: '#D73527',
    });
    expect(recoloured.body.item).toMatchObject({
      selectedColor: '#D73527',
      details: { boxFinishColor: '#D73527' },
    });
    expect(recoloured.body.item.configurations).toHaveLength(2);
  });
});

describe('limits that keep one customer from filling the server', () => {
  async function fill(list: SavedItemList, rows: number) {
    const table = list === 'cart' ? cartItems : wishlistItems;
    const { item } = (await call(ADA, 'POST', `/api/${list}/items`, bookcase)).body;
    const kept = (await database.db.select().from(table).where(eq(table.id, item.id)))[0]!;
    // The row's own columns are made afresh for each copy.
    const copy = Object.fromEntries(
      Object.entries(kept).filter(
        ([key]) => !['id', 'createdAt', 'updatedAt', 'itemJson', 'clientId'].includes(key),
      ),
    );
    await database.db.insert(table).values(
      Array.from({ length: rows - 1 }, (_, i) => ({
        ...copy,
        name: `Line ${i + 2}`,
        // After the first, by the database's own clock that wrote it.
        createdAt: new Date(kept.createdAt.getTime() + (i + 1) * 1000),
        itemJson: kept.itemJson,
      })) as never,
    );
    // Each copy's JSON written from its columns, as an update writes a row's.
    const rowJson = rowJsonWriter(LIST_FIELDS[list]);
    const columns = getTableColumns(table) as Record<string, unknown>;
    await database.db
      .update(table)
      .set({ itemJson: rowJson.sql((key) => sql`${columns[key]}`) })
      .where(eq(table.userId, ADA));
  }

  it.each<[SavedItemList, number, RegExp]>([
    ['cart', MAX_CART_LINES, /Your cart is full: it holds 100 lines/],
    ['wishlist', MAX_WISHLIST_ITEMS, /Your wishlist is full: it holds 200 designs/],
  ])('holds a %s to %s lines, and says so', async (list, cap, message) => {
    await fill(list, cap);
    const refused = await call(ADA, 'POST', `/api/${list}/items`, bookcase);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(message);
    expect((await call(ADA, 'GET', `/api/${list}/count`)).body).toEqual({ count: cap });
    // A retried insert of a line already kept still answers that line.
    const { items } = (await call(ADA, 'GET', `/api/${list}`)).body;
    expect(items).toHaveLength(cap);
    expect(items.map((item: { name: string }) => item.name).slice(0, 3)).toEqual([
      'Custom Bookcase',
      'Line 2',
      'Line 3',
    ]);
    // Another customer is not held to the first one's list.
    expect((await call(BOB, 'POST', `/api/${list}/items`, bookcase)).status).toBe(201);
  });

  it('reads a long list in parts and answers it whole, oldest first', async () => {
    await fill('wishlist', 3 * LIST_BATCH + 4);
    const response = await app.request('/api/wishlist', { headers: { 'x-test-user': ADA } });
    const { items } = (await response.json()) as { items: { name: string }[] };
    expect(items).toHaveLength(3 * LIST_BATCH + 4);
    expect(items.at(-1)?.name).toBe(`Line ${3 * LIST_BATCH + 4}`);
    expect(new Set(items.map((item) => item.name)).size).toBe(items.length);
  });

  it('reads one customer’s whole list at most twice at once, and never holds up another’s', async () => {
    await fill('cart', 3 * LIST_BATCH);
    const read = (user: string) => app.request('/api/cart', { headers: { 'x-test-user': user } });
    // Two long reads still being sent (nobody has taken their answers yet)...
    const first = await read(ADA);
    const second = await read(ADA);
    expect([first.status, second.status]).toEqual([200, 200]);
    // ...a third waits its turn with a message; another customer is answered at once.
    const third = await read(ADA);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(((await third.json()) as { error: { message: string } }).error.message).toBe(
      'Your cart is already loading in another window. Please try again in a moment.',
    );
    expect((await read(BOB)).status).toBe(200);
    // Once the answers are taken, the customer reads again.
    expect(((await first.json()) as { items: unknown[] }).items).toHaveLength(3 * LIST_BATCH);
    await second.arrayBuffer();
    expect((await read(ADA)).status).toBe(200);
  });

  it('limits how fast one customer writes, not others', async () => {
    const limited = appWithTestUser();
    limited.route('/api/cart', savedItemRoutes(database.db, 'cart', { writesPerMinute: 5 }));
    limited.onError((error, c) =>
      c.json(
        { error: { message: error.message } },
        error instanceof AppError ? STATUS_BY_KIND[error.kind] : 500,
      ),
    );
    const post = (user: string) =>
      limited.request('/api/cart/items', {
        method: 'POST',
        headers: { 'x-test-user': user, 'content-type': 'application/json' },
        body: JSON.stringify(bookcase),
      });
    for (let i = 0; i < 5; i++) expect((await post(ADA)).status).toBe(201);
    const refused = await post(ADA);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /Too many changes to your cart/,
    );
    expect((await post(BOB)).status).toBe(201);
  });
});
