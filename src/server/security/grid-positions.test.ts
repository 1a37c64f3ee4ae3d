import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestShop,
  signedInCustomer,
  TEST_ADDRESS as address,
  type TestShop,
} from '../../../test/server-harness.ts';
import type { CheckoutQuote } from '../../contract/checkout.ts';

// A box stands on the shop's grid: its left edge a whole number of 13 in columns from the design's
// left, its bottom a whole number of 14 in levels above the floor, against the wall, and within the
// largest design the shop makes (60 boxes side by side, each at most two columns wide: 120 columns;
// rows named A to Z: 26 levels). Every endpoint that takes a design refuses anything else the same
// way: 400, naming the position's field. Before, a box at level 2^50 answered 500, one at x = 1e308
// was ordered as `Infinity" W`, and boxes at 2^60 and 2^60 + 13 passed the collision check as one.

let shop: TestShop;
let cookie = '';
let offer: CheckoutQuote;
let checkouts = 0;

/** A box at `position`, beside a box on the floor at the left, as the browser stores them. */
function designWith(position: Record<string, number>) {
  const box = (at: Record<string, number>) => ({
    components: [
      { boxType: 'standard', position: at, hasDivider: false, modification: { type: 'door' } },
    ],
  });
  return [box({ x: 0, y: 0, z: 0 }), box({ x: 13, y: 0, z: 0, ...position })];
}

const line = (configurations: unknown[]) => ({
  name: 'Custom Bookcase',
  priceCents: 119_700,
  configurations,
  designType: 'bookcase',
  selectedColor: '#1F2937',
  discountPercentage: 30,
  quantity: 1,
});

interface Endpoint {
  path: string;
  /** The body with the design given, and where in it the design's boxes are. */
  body: (configurations: unknown[]) => unknown;
  field: string;
}

const ENDPOINTS: Record<string, Endpoint> = {
  cart: { path: '/api/cart/items', body: line, field: 'configurations' },
  wishlist: {
    path: '/api/wishlist/items',
    body: (configurations) => ({ ...line(configurations), quantity: undefined }),
    field: 'configurations',
  },
  'shared designs': {
    path: '/api/designs',
    body: (configurationData) => ({ designType: 'bookcase', configurationData }),
    field: 'configurationData',
  },
  quote: {
    path: '/api/checkout/quote',
    body: (configurations) => ({ lines: [line(configurations)], address }),
    field: 'lines.0.configurations',
  },
  estimate: {
    path: '/api/checkout/estimate',
    body: (configurations) => ({ lines: [line(configurations)], postalCode: '94105' }),
    field: 'lines.0.configurations',
  },
  orders: {
    path: '/api/orders',
    body: (configurations) => ({
      checkoutId: `grid-checkout-${(checkouts += 1)}`,
      checkoutKey: 'k'.repeat(43),
      email: 'ada@example.com',
      lines: [line(configurations)],
      address,
      choice: {
        serviceType: offer.selected?.serviceType,
        packagingType: offer.selected?.packagingType,
      },
    }),
    field: 'lines.0.configurations',
  },
};

const BAD_POSITIONS: [label: string, position: Record<string, number>, axis: string][] = [
  ['a level of 2^50', { y: 14 * 2 ** 50 }, 'y'],
  ['y at 1e16', { y: 1e16 }, 'y'],
  ['above row Z', { y: 14 * 26 }, 'y'],
  ['x at 1e308', { x: 1e308 }, 'x'],
  ['x at 2^60', { x: 2 ** 60 }, 'x'],
  ['past the widest design', { x: 13 * 120 }, 'x'],
  ['left of the design', { x: -13 }, 'x'],
  ['half a column over', { x: 19.5 }, 'x'],
  ['below the floor', { y: -14 }, 'y'],
  ['off the wall', { z: 7 }, 'z'],
];

beforeAll(async () => {
  shop = await openTestShop();
  cookie = await signedInCustomer(shop, 'ada@example.com');
  const quoted = await shop.request('/api/checkout/quote', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lines: [line(designWith({}))], address }),
  });
  offer = (await quoted.json()) as CheckoutQuote;
});
afterAll(() => shop.close());

describe.each(Object.entries(ENDPOINTS))('%s', (_name, endpoint) => {
  it.each(BAD_POSITIONS)('refuses a box %s with 400, naming the field', async (_l, at, axis) => {
    const answer = await shop.request(endpoint.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(endpoint.body(designWith(at))),
    });
    expect(answer.status).toBe(400);
    const { error } = (await answer.json()) as {
      error: { message: string; fields: Record<string, string> };
    };
    const field = `${endpoint.field}.1.components.0.position.${axis}`;
    expect(error.fields).toEqual({ [field]: error.message });
    expect(error.message).toMatch(/^Box 2 /);
  });

  it('takes a box on the grid', async () => {
    const answer = await shop.request(endpoint.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(endpoint.body(designWith({}))),
    });
    expect(answer.status).toBeLessThan(300);
  });
});

it('refuses two boxes far along the grid that a double would take for one spot', async () => {
  const answer = await shop.request('/api/cart/items', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(
      line([...designWith({ x: 2 ** 60 }), ...designWith({ x: 2 ** 60 + 13 }).slice(1)]),
    ),
  });
  expect(answer.status).toBe(400);
  expect(
    Object.keys(((await answer.json()) as { error: { fields: object } }).error.fields),
  ).toEqual([
    'configurations.1.components.0.position.x',
    'configurations.2.components.0.position.x',
  ]);
});
