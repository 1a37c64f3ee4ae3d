import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../app-env.ts';
import { cartRoutes } from '../../cart/routes.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { cartItems, users, wishlistItems } from '../../db/schema.ts';
import { AppError, STATUS_BY_KIND } from '../../errors.ts';
import { createLogger } from '../../logger.ts';
import { wishlistRoutes } from '../../wishlist/routes.ts';
import { openTestDatabase } from '../../../../test/server-harness.ts';
import { SELECTIONS, type SavedItemList } from './service.ts';

// The cart and wishlist endpoints on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). The session middleware belongs to the accounts; here a small app in front of
// the real routers takes the signed-in customer from a test header.

let database: DatabaseHandle;
let app: Hono<AppEnv>;

const ADA = 'user-ada';
const BOB = 'user-bob';

beforeAll(async () => {
  database = await openTestDatabase();
  const logger = createLogger('silent');
  app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('requestId', 'test');
    c.set('log', logger);
    const id = c.req.header('x-test-user');
    c.set('user', id ? { id, email: `${id}@example.com`, emailVerified: true, name: null } : null);
    await next();
  });
  app.route('/api/cart', cartRoutes(database.db));
  app.route('/api/wishlist', wishlistRoutes(database.db));
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

const box = (x: number) => ({
  id: `box-${x}`,
  position: { x, y: 0, z: 0 },
  components: [
    {
      boxType: 'standard',
      position: { x, y: 0, z: 0 },
      hasDivider: false,
      modification: { type: 'door' },
    },
  ],
});

const bookcase = {
  name: 'Custom Bookcase',
  priceCents: 119_700,
  originalPriceCents: 171_000,
  configurations: [box(0), box(13)],
  showBackPanel: true,
  backPanelDoubleSided: false,
  designType: 'bookcase',
  dateAdded: '2026-11-20T10:00:00.000Z',
  selectedColor: '#1F2937',
  selectedTexture: null,
  imageUrl: 'https://example.com/bookcase.webp',
  details: { standardBox: 2, singleDoor: 2, totalWeight: 28.6 },
  brandType: 'cella',
  dimensions: '26" W × 14" H × 14" D',
  productType: 'box',
  discountPercentage: 30,
};

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

  const tooManyBoxes = Array.from({ length: 61 }, (_, i) => box(i * 13));
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
      'Invalid option: expected one of "standard"|"wide"|"double-stack"',
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
    // Whichever update landed last, it landed whole.
    expect(row.priceCents).toBe(n * 100);
    if (list === 'cart') expect(row.quantity).toBe(n);
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

  it('keeps each row’s JSON equal to its columns, in the API’s order, through every write', async () => {
    const table = list === 'cart' ? cartItems : wishlistItems;
    const { item } = (await call(ADA, 'POST', `${base}/items`, bookcase)).body;
    await call(ADA, 'POST', `${base}/items`, {
      ...bookcase,
      name: 'Plain',
      originalPriceCents: null,
      dateAdded: null,
      selectedTexture: 'oak',
      discountPercentage: null,
      clientId: 'local-1',
    });
    await call(ADA, 'PATCH', `${base}/items/${item.id}`, {
      name: 'Renamed',
      configurations: [box(0)],
      customDiscountPercentage: 12.5,
      mergedClientId: 'local-2',
      ...(list === 'cart' && { quantity: 4 }),
    });
    const rows = (
      await database.db
        .select({ ...SELECTIONS[list], itemJson: table.itemJson })
        .from(table)
        .orderBy(table.createdAt)
    ).map(({ itemJson, ...columns }) => ({
      kept: JSON.parse(itemJson) as Record<string, unknown>,
      columns: { ...columns, dateAdded: columns.dateAdded.toISOString() },
    }));
    expect(rows).toHaveLength(2);
    for (const { kept, columns } of rows) {
      expect(Object.keys(kept)).toEqual(Object.keys(SELECTIONS[list]));
      expect(kept).toEqual(columns);
    }
    expect(rows[0]?.kept).toMatchObject({ name: 'Renamed', mergedClientIds: ['local-2'] });
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
