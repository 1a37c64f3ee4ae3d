import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestShop,
  signedInCustomer,
  TEST_ADDRESS as address,
  type TestShop,
} from '../../../test/server-harness.ts';
import { CROSS_SITE_MESSAGE, NOT_JSON_MESSAGE } from './same-origin.ts';

// Cross-site writes: a page on another origin (another port or subdomain of the same site shares
// SameSite cookies) must not change a customer's cart, addresses or anything else.

let shop: TestShop;
let cookie: string;
beforeAll(async () => {
  shop = await openTestShop();
  cookie = await signedInCustomer(shop, 'ada@example.com');
});
afterAll(() => shop.close());

/** Every state-changing call of the shop's own API, with a body it would accept. */
const WRITES: [method: string, path: string, body: unknown][] = [
  ['POST', '/api/cart/items', { name: 'x' }],
  ['DELETE', '/api/cart', undefined],
  ['POST', '/api/wishlist/items', { name: 'x' }],
  ['PATCH', '/api/profile', { firstName: 'Eve', lastName: 'Attacker' }],
  ['POST', '/api/profile/addresses', address],
  ['POST', '/api/newsletter', { email: 'ada@example.com' }],
  ['POST', '/api/designs', { designType: 'tvStand', configurationData: [] }],
  ['POST', '/api/checkout/quote', { lines: [], address }],
  ['POST', '/api/orders', { lines: [] }],
];

/** A request straight to the app as it arrives over HTTP, with exactly the headers given. */
function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  const length: Record<string, string> =
    body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
  return shop.app.request(path, { method, headers: { cookie, ...length, ...headers }, body });
}

/** Saves the test address from the shop's own pages, its body labelled `contentType`. */
function saveAddress(contentType: string) {
  return send(
    'POST',
    '/api/profile/addresses',
    { origin: shop.config.publicUrl, 'content-type': contentType },
    JSON.stringify(address),
  );
}

describe('a state-changing call', () => {
  it.each(WRITES)('%s %s from another origin is refused', async (method, path, body) => {
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null']) {
      const answer = await send(
        method,
        path,
        { origin, 'content-type': 'application/json' },
        body === undefined ? undefined : JSON.stringify(body),
      );
      expect(answer.status, origin).toBe(403);
      expect(await answer.json()).toMatchObject({
        error: { kind: 'forbidden', message: CROSS_SITE_MESSAGE },
      });
    }
  });

  it.each(WRITES)(
    '%s %s with no Origin counts only a same-origin fetch',
    async (method, path, body) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const json = { 'content-type': 'application/json' };
      expect((await send(method, path, json, text)).status).toBe(403);
      expect(
        (await send(method, path, { ...json, 'sec-fetch-site': 'same-site' }, text)).status,
      ).toBe(403);
      const same = await send(method, path, { ...json, 'sec-fetch-site': 'same-origin' }, text);
      expect([403, 415]).not.toContain(same.status);
    },
  );

  it.each(WRITES.filter(([, , body]) => body !== undefined))(
    '%s %s with a body that is not JSON is refused, even from the shop',
    async (method, path, body) => {
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        '',
      ]) {
        const answer = await send(
          method,
          path,
          { origin: shop.config.publicUrl, ...(type && { 'content-type': type }) },
          JSON.stringify(body),
        );
        expect(answer.status, type).toBe(415);
        expect(await answer.json()).toMatchObject({
          error: { kind: 'unsupported_media_type', message: NOT_JSON_MESSAGE },
        });
      }
    },
  );

  it('lets a DELETE with an empty body stream and no length through, as Node hands a browser’s over', async () => {
    const created = await saveAddress('application/json');
    const saved = (await created.json()) as { id: string };
    const empty = new ReadableStream({ start: (controller) => controller.close() });
    const request = new Request(`${shop.config.publicUrl}/api/profile/addresses/${saved.id}`, {
      method: 'DELETE',
      headers: { origin: shop.config.publicUrl, cookie },
      body: empty,
      duplex: 'half',
    } as RequestInit);
    const answer = await shop.app.fetch(request);
    expect(answer.status).toBeLessThan(300);
  });

  it('from the shop’s own pages goes through', async () => {
    const answer = await saveAddress('application/json; charset=utf-8');
    expect(answer.status).toBe(201);
  });

  it('leaves reads, CSP reports and the auth endpoints’ own origin check alone', async () => {
    expect((await send('GET', '/api/cart', { origin: 'https://evil.example' })).status).toBe(200);
    const report = await shop.app.request('/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'blocked-uri': 'https://x.example/a.js' } }),
    });
    expect(report.status).toBe(204);
    const signOut = await send(
      'POST',
      '/api/auth/sign-out',
      {
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      '{}',
    );
    expect(signOut.status).toBe(403);
  });
});
