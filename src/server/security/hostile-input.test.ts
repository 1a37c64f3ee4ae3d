import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  cartItems,
  newsletterSubscribers,
  orders,
  sharedDesigns,
  users,
  wishlistItems,
} from '../db/schema.ts';
import {
  openTestShop,
  signedInCustomer,
  TEST_ADDRESS as address,
  type TestShop,
  TEST_PASSWORD,
} from '../../../test/server-harness.ts';

// Hostile bodies at every JSON endpoint: at least 2,000 each, every one of them something no field
// may hold (a NUL character, half a surrogate pair, nesting far deeper than any design, a date in
// year 0000, a body that is not an object or not JSON at all). Each must answer a 4xx with a
// message, never a 500, and store nothing.

const BODIES_PER_ENDPOINT = 2_000;
const SEED = 20261124;

let shop: TestShop;
const customers: string[] = [];
let cartLineId = '';
let addressId = '';
let clients = 0;

const line = {
  name: 'Custom Bookcase',
  priceCents: 119_700,
  originalPriceCents: 171_000,
  configurations: [
    {
      id: 'box-0',
      components: [
        {
          boxType: 'standard',
          position: { x: 0, y: 0, z: 0 },
          hasDivider: false,
          modification: { type: 'door' },
        },
      ],
    },
  ],
  designType: 'bookcase',
  selectedColor: '#1F2937',
  details: { standardBox: 1, singleDoor: 1 },
  dimensions: '13" W × 14" H × 14" D',
  discountPercentage: 30,
  dateAdded: '2026-11-20T10:00:00.000Z',
  quantity: 1,
};

interface Endpoint {
  method: 'POST' | 'PATCH' | 'PUT';
  path: () => string;
  /** A body the endpoint would take; every hostile body is a broken copy of it. */
  valid: Record<string, unknown>;
  signedIn?: boolean;
  /** Customers 20–39 instead of 0–19: their cart has its own limit of changes a minute. */
  secondPool?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: () => '/api/cart/items', valid: line, signedIn: true },
  { method: 'POST', path: () => '/api/wishlist/items', valid: line, signedIn: true },
  {
    method: 'PATCH',
    path: () => `/api/cart/items/${cartLineId}`,
    valid: { quantity: 2, name: 'Renamed' },
    signedIn: true,
    secondPool: true,
  },
  {
    method: 'PATCH',
    path: () => '/api/profile',
    valid: { firstName: 'Ada', lastName: 'Lovelace' },
    signedIn: true,
  },
  { method: 'POST', path: () => '/api/profile/addresses', valid: address, signedIn: true },
  {
    method: 'PUT',
    path: () => `/api/profile/addresses/${addressId}`,
    valid: address,
    signedIn: true,
  },
  { method: 'POST', path: () => '/api/newsletter', valid: { email: 'reader@example.com' } },
  {
    method: 'POST',
    path: () => '/api/designs',
    valid: { designType: 'bookcase', configurationData: line.configurations },
  },
  { method: 'POST', path: () => '/api/checkout/quote', valid: { lines: [line], address } },
  {
    method: 'POST',
    path: () => '/api/checkout/estimate',
    valid: { lines: [line], postalCode: '94105' },
  },
  {
    method: 'POST',
    path: () => '/api/orders',
    valid: {
      checkoutId: 'checkout-12345678',
      checkoutKey: 'k'.repeat(43),
      email: 'buyer@example.com',
      lines: [line],
      address,
      choice: { serviceType: 'FEDEX_GROUND', packagingType: 'YOUR_PACKAGING' },
    },
  },
  {
    method: 'POST',
    path: () => '/api/auth/sign-up/email',
    valid: { email: 'new@example.com', password: TEST_PASSWORD, name: '' },
  },
  {
    method: 'POST',
    path: () => '/api/auth/sign-in/email',
    valid: { email: 'ada@example.com', password: TEST_PASSWORD },
  },
  {
    method: 'POST',
    path: () => '/api/auth/update-user',
    valid: { name: 'Ada', firstName: 'Ada' },
    signedIn: true,
  },
  {
    method: 'POST',
    path: () => '/api/auth/request-password-reset',
    valid: { email: 'ada@example.com', redirectTo: '/reset-password' },
  },
];

type Leaf = { path: (string | number)[]; value: unknown };

function leaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [{ path, value }];
}

function replaced(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (
    Array.isArray(body) ? [...(body as unknown[])] : { ...(body as Record<string, unknown>) }
  ) as Record<string | number, unknown>;
  copy[head!] = replaced((body as Record<string | number, unknown>)[head!], rest, value);
  return copy;
}

const nested = (depth: number, inner = '0') => '['.repeat(depth) + inner + ']'.repeat(depth);

/** A hostile body as the text sent: a broken copy of `valid`, or no object at all. */
function hostileBodies(valid: Record<string, unknown>): string[] {
  const all = leaves(valid);
  const strings = all.filter((leaf) => typeof leaf.value === 'string');
  const leafIndex = fc.nat({ max: all.length - 1 });
  const stringIndex = fc.nat({ max: strings.length - 1 });
  const text = fc.string({ maxLength: 12 });
  const withString = (make: fc.Arbitrary<string>) =>
    fc
      .tuple(stringIndex, make)
      .map(([at, value]) => JSON.stringify(replaced(valid, strings[at]!.path, value)));
  const kinds: fc.Arbitrary<string>[] = [
    // A NUL character inside a text field.
    withString(fc.tuple(text, text).map(([a, b]) => `${a}\u0000${b}`)),
    // Half of a surrogate pair, high or low, written as a JSON escape.
    fc
      .tuple(stringIndex, text, fc.constantFrom('\\ud800', '\\udbff', '\\udc00', '\\udfff'))
      .map(([at, around, half]) =>
        JSON.stringify(replaced(valid, strings[at]!.path, `${around}@@HALF@@`)).replace(
          '@@HALF@@',
          half,
        ),
      ),
    // Any field nested far deeper than a design.
    fc
      .tuple(leafIndex, fc.integer({ min: 40, max: 5_000 }))
      .map(([at, depth]) =>
        JSON.stringify(replaced(valid, all[at]!.path, '@@DEEP@@')).replace(
          '"@@DEEP@@"',
          nested(depth),
        ),
      ),
    // A date field (any field) in year 0000.
    fc
      .tuple(leafIndex, fc.constantFrom('0000-01-01T00:00:00.000Z', '0000-00-00', '+275760-09-13'))
      .map(([at, date]) => JSON.stringify(replaced(valid, all[at]!.path, `${date}\u0000`))),
    // Not an object, not JSON, or nesting of the whole body.
    fc.oneof(
      fc.constantFrom('', 'null', '[]', '"text"', '1e999', 'true', '{', '{"a":', '\u0000'),
      fc.integer({ min: 40, max: 5_000 }).map((depth) => nested(depth)),
      fc
        .integer({ min: 40, max: 2_000 })
        .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
      fc.jsonValue().map((value) => JSON.stringify([value])),
    ),
  ];
  return fc.sample(fc.oneof(...kinds), { numRuns: BODIES_PER_ENDPOINT, seed: SEED });
}

async function rowCounts() {
  const db = shop.database.db;
  const tables = {
    cartItems,
    wishlistItems,
    addresses,
    newsletterSubscribers,
    sharedDesigns,
    orders,
    users,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

beforeAll(async () => {
  // Behind one trusted proxy each body comes from an address of its own, so no per-client limit
  // stops a body before it is read.
  shop = await openTestShop({ env: { TRUST_PROXY: '1' } });
  // Enough customers that no one of them reaches the 120 changes a minute a list allows.
  for (let i = 0; i < 40; i++) {
    customers.push(
      await signedInCustomer(shop, `fuzz${i}@example.com`, TEST_PASSWORD, {
        'x-forwarded-for': `192.0.2.${i}`,
      }),
    );
  }
  const added = await shop.request('/api/cart/items', {
    method: 'POST',
    headers: { cookie: customers[0]!, 'content-type': 'application/json' },
    body: JSON.stringify(line),
  });
  cartLineId = ((await added.json()) as { item: { id: string } }).item.id;
  const saved = await shop.request('/api/profile/addresses', {
    method: 'POST',
    headers: { cookie: customers[0]!, 'content-type': 'application/json' },
    body: JSON.stringify(address),
  });
  addressId = ((await saved.json()) as { id: string }).id;
}, 120_000);
afterAll(() => shop?.close());

/** Bodies sent at once, spread over the pool of customers. */
const IN_FLIGHT = 32;

describe('hostile bodies', () => {
  it.each(
    ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path()}`, endpoint] as const),
  )(
    '%s answers each with a 4xx and stores nothing',
    async (_, endpoint) => {
      const before = await rowCounts();
      const bodies = hostileBodies(endpoint.valid);
      expect(bodies.length).toBeGreaterThanOrEqual(BODIES_PER_ENDPOINT);
      const statuses = new Map<number, number>();
      const send = async (body: string, index: number) => {
        clients += 1;
        const client = clients;
        const answer = await shop.request(endpoint.path(), {
          method: endpoint.method,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
            ...(endpoint.signedIn && {
              cookie: customers[(index % 20) + (endpoint.secondPool ? 20 : 0)]!,
            }),
          },
          body,
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500 || answer.status < 400) {
          throw new Error(`${answer.status} for ${body.slice(0, 300)}: ${await answer.text()}`);
        }
        const text = await answer.text();
        expect(text.length, body.slice(0, 200)).toBeGreaterThan(0);
      };
      // A few at a time, as separate clients would send them (an endpoint that answers no sooner
      // than a set time, like the reset request, would otherwise take minutes).
      for (let start = 0; start < bodies.length; start += IN_FLIGHT) {
        await Promise.all(
          bodies.slice(start, start + IN_FLIGHT).map((body, offset) => send(body, start + offset)),
        );
      }
      expect(await rowCounts()).toEqual(before);
      // Most bodies reach the validation, not a limit.
      expect(statuses.get(429) ?? 0).toBeLessThan(bodies.length / 10);
    },
    180_000,
  );
});
