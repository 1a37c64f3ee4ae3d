import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowKeys } from '../../contract/saved-item.ts';
import type { SavedItemRow, SavedList } from '../../contract/saved-item.ts';
import { appWithTestUser } from '../../../test/server-harness.ts';
import type { AppEnv } from '../app-env.ts';
import { cartRoutes } from '../cart/routes.ts';
import { wishlistRoutes } from '../wishlist/routes.ts';
import type { DatabaseHandle } from './client.ts';
import { openRelease } from '../../../test/release-database.ts';
import { cartItems, wishlistItems } from './schema.ts';

// A database as the release at migration 0019 left it, when the server wrote a new row's JSON and
// the database's triggers an updated row's: two customers' carts and wishlists written through
// that release's service — lines as inserted, a quantity stepped, a line renamed beyond ASCII and
// merged at a sign-in, an inch design recoloured, a wishlist design changed
// (fixtures/release-0019.sql) — with the lists as it answered them
// (fixtures/release-0019-answers.json). Migration 0020 drops the triggers and leaves each row's
// JSON as it is: every list reads back as it was, and a row's next update writes its JSON from the
// contract's fields.

type Lists = Record<SavedList, { items: SavedItemRow[] }>;
interface Answers {
  ada: Lists;
  bob: Lists;
}

let database: DatabaseHandle;
let app: Hono<AppEnv>;
let answers: Answers;
let customers: Record<string, string>;

beforeAll(async () => {
  ({ database, answers, customers } = await openRelease<Answers>(19));
  app = appWithTestUser();
  app.route('/api/cart', cartRoutes(database.db));
  app.route('/api/wishlist', wishlistRoutes(database.db));
});
afterAll(() => database.close());

async function call(customer: string, method: string, path: string, body?: unknown) {
  const response = await app.request(path, {
    method,
    headers: { 'x-test-user': customers[customer]!, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return response.text();
}

describe('a database written at migration 0019, migrated', () => {
  it.each([
    ['ada', 'cart'],
    ['ada', 'wishlist'],
    ['bob', 'cart'],
    ['bob', 'wishlist'],
  ] as const)('reads back %s’s %s as it was answered', async (customer, list) => {
    const text = await call(customer, 'GET', `/api/${list}`);
    expect(JSON.parse(text)).toEqual(answers[customer][list]);
    expect(text).toMatch(/^[\x20-\x7e]+$/);
  });

  it('keeps each row’s JSON as the release wrote it', async () => {
    const text = await call('ada', 'GET', '/api/cart');
    // The triggers' JSON (json_build_object's spacing, the inch configuration last) and the
    // release's server's, each as it was.
    expect(text).toContain('"name" : "Quantity stepped"');
    expect(text).toMatch(/"name" : "Na\\u00efve \\"shelf\\" \\\\ \\u00d73 \\ud83e\\ude91"/);
    expect(text).toContain('{"id":');
    expect(text).toMatch(/"inchConfig" : \{[^]*\}\}/);
  });

  it('writes a migrated row’s JSON from its columns on its next update', async () => {
    const recorded = answers.ada.cart.items.find((item) => item.name === 'Quantity stepped')!;
    const stepped = JSON.parse(
      await call('ada', 'PATCH', `/api/cart/items/${recorded.id}`, { quantity: 5 }),
    ) as { item: SavedItemRow };
    expect(stepped.item).toEqual({ ...recorded, quantity: 5 });
    const kept = answers.ada.wishlist.items.find((item) => item.name === 'Redesigned')!;
    const renamed = JSON.parse(
      await call('ada', 'PATCH', `/api/wishlist/items/${kept.id}`, { name: 'Rénové 🪑' }),
    ) as { item: SavedItemRow };
    expect(renamed.item).toEqual({ ...kept, name: 'Rénové 🪑' });

    for (const [list, table, id] of [
      ['cart', cartItems, recorded.id],
      ['wishlist', wishlistItems, kept.id],
    ] as const) {
      const [row] = await database.db
        .select({ json: table.itemJson })
        .from(table)
        .where(eq(table.id, id));
      expect(row?.json).toMatch(/^[\x20-\x7e]+$/);
      expect(Object.keys(JSON.parse(row!.json) as object)).toEqual(rowKeys(list));
    }
  });
});
