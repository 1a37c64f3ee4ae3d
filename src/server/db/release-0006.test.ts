import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedItemRow } from '../../contract/saved-item.ts';
import type { SharedDesign } from '../../contract/shared-design.ts';
import { parseDesign } from '../../domain/design/parse.ts';
import { designListPrice, priceDesign, savedItemPlace } from '../../domain/design/price.ts';
import { appWithTestUser } from '../../../test/server-harness.ts';
import type { AppEnv } from '../app-env.ts';
import { cartRoutes } from '../cart/routes.ts';
import { designRoutes } from '../designs/routes.ts';
import { wishlistRoutes } from '../wishlist/routes.ts';
import type { DatabaseHandle } from './client.ts';
import { openRelease } from '../../../test/release-database.ts';
import { cartItems, wishlistItems } from './schema.ts';

// A database as the release at migration 0006 left it: two customers' carts and wishlists and two
// shared designs, written through that release's API (fixtures/release-0006.sql), with what its
// API answered for them (fixtures/release-0006-answers.json). Migrated to today's schema, every
// line must read back as it was, and the server must price each one at what the browser showed.

type OldItem = Omit<SavedItemRow, 'inchConfig'> & { details: Record<string, unknown> };
interface Answers {
  ada: { cart: { items: OldItem[] }; wishlist: { items: OldItem[] } };
  bob: { cart: { items: OldItem[] }; wishlist: { items: OldItem[] } };
  shared: Record<string, SharedDesign>;
  /** The price each item showed in the browser, by the browser's item id. */
  shown: Record<string, number>;
}

let database: DatabaseHandle;
let app: Hono<AppEnv>;
let answers: Answers;
let customers: Record<string, string>;

beforeAll(async () => {
  ({ database, answers, customers } = await openRelease<Answers>(6));
  app = appWithTestUser();
  app.route('/api/cart', cartRoutes(database.db));
  app.route('/api/wishlist', wishlistRoutes(database.db));
  app.route('/api/designs', designRoutes(database.db, 'http://localhost:3000'));
});

afterAll(() => database.close());

async function get<T>(path: string, customer?: string): Promise<T> {
  const response = await app.request(path, {
    headers: customer ? { 'x-test-user': customers[customer]! } : {},
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** What the release answered, as today's API answers it: the inch configuration in its own field. */
function today(item: OldItem): SavedItemRow {
  const { inchConfig, ...details } = item.details;
  return { ...item, details, inchConfig: inchConfig ?? null } as SavedItemRow;
}

describe('a database written at migration 0006, migrated', () => {
  it.each([
    ['ada', 'cart'],
    ['ada', 'wishlist'],
    ['bob', 'cart'],
    ['bob', 'wishlist'],
  ] as const)('reads back %s’s %s unchanged', async (customer, list) => {
    const { items } = await get<{ items: SavedItemRow[] }>(`/api/${list}`, customer);
    const recorded = answers[customer][list].items;
    expect(items).toHaveLength(recorded.length);
    expect(items).toEqual(recorded.map(today));
    expect(items.some((item) => 'inchConfig' in item.details)).toBe(false);
  });

  it('keeps every row’s JSON in ASCII, the × of its dimensions as its escape', async () => {
    const texts = [
      ...(await database.db.select({ json: cartItems.itemJson }).from(cartItems)),
      ...(await database.db.select({ json: wishlistItems.itemJson }).from(wishlistItems)),
    ];
    expect(texts).toHaveLength(7);
    for (const { json: text } of texts) {
      expect(text).toMatch(/^[\x20-\x7e]+$/);
      expect(text).toContain(String.raw`\u00d7`);
    }
  });

  it('reads back both shared designs unchanged', async () => {
    for (const [id, recorded] of Object.entries(answers.shared)) {
      expect(await get<SharedDesign>(`/api/designs/${id}`)).toEqual(recorded);
    }
  });

  it('prices every saved line at the cents the browser showed', async () => {
    let priced = 0;
    for (const customer of ['ada', 'bob'] as const) {
      for (const list of ['cart', 'wishlist'] as const) {
        const { items } = await get<{ items: SavedItemRow[] }>(`/api/${list}`, customer);
        for (const item of items) {
          const design = parseDesign(item);
          expect(design.ok, item.name).toBe(true);
          if (!design.ok) continue;
          const quote = priceDesign(
            design.value,
            savedItemPlace(design.value, item.discountPercentage),
          );
          expect(quote.saleCents).toBe(item.priceCents);
          if (item.clientId) expect(quote.saleCents).toBe(answers.shown[item.clientId]);
          priced += 1;
        }
      }
    }
    expect(priced).toBe(7);
  });

  it('totals a cart from the server’s own prices, which equal what was shown', async () => {
    const summary = await get<{ subtotalCents: number; unpriced: unknown[] }>(
      '/api/cart/summary',
      'ada',
    );
    const { items } = answers.ada.cart;
    expect(summary.unpriced).toEqual([]);
    expect(summary.subtotalCents).toBe(
      items.reduce((sum, item) => sum + item.priceCents * (item.quantity ?? 1), 0),
    );
  });

  it('prices every shared design at the list price its item showed', async () => {
    const lists = [
      ...answers.ada.cart.items,
      ...answers.ada.wishlist.items,
      ...answers.bob.wishlist.items,
    ];
    for (const shared of Object.values(answers.shared)) {
      const design = parseDesign({ ...shared, configurations: shared.configurationData });
      expect(design.ok).toBe(true);
      if (!design.ok) continue;
      const source = lists.find(
        (item) =>
          JSON.stringify([item.configurations, item.details['inchConfig'] ?? null]) ===
          JSON.stringify([shared.configurationData, shared.inchConfig]),
      );
      expect(source, shared.id).toBeDefined();
      const list = priceDesign(design.value, 'configurator').listCents;
      expect(list).toBe(source?.originalPriceCents);
      expect(designListPrice(design.value)).toBeGreaterThan(0);
    }
  });
});
