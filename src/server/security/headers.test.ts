import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, postJson, type TestShop } from '../../../test/server-harness.ts';

let shop: TestShop;

beforeAll(async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'shop-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<html><!--PUBLIC_CONFIG--></html>');
  await writeFile(join(webRoot, 'assets', 'app-abc123.js'), 'export {}');
  shop = await openTestShop({ webRoot });
});
afterAll(() => shop.close());

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

describe('security headers', () => {
  const requests: [string, () => Promise<Response>, number][] = [
    ['an app page', () => shop.request('/shop/bookshelf'), 200],
    ['the home page', () => shop.request('/'), 200],
    ['a hashed asset', () => shop.request('/assets/app-abc123.js'), 200],
    ['a missing asset', () => shop.request('/assets/missing.js'), 404],
    ['a missing static file', () => shop.request('/robots.txt'), 404],
    ['the health check', () => shop.request('/api/health'), 200],
    ['an API read', () => shop.request('/api/categories'), 200],
    ['an API write', () => postJson(shop, '/api/newsletter', { email: 'h@example.com' }), 202],
    ['a refused API write', () => postJson(shop, '/api/newsletter', { email: 'nope' }), 400],
    ['an unknown API path', () => shop.request('/api/nothing-here'), 404],
    [
      'a body that is not JSON',
      () =>
        shop.request('/api/newsletter', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{',
        }),
      400,
    ],
    [
      'a body sent as text',
      () => shop.request('/api/newsletter', { method: 'POST', body: '{}' }),
      415,
    ],
  ];

  it.each(requests)('are on %s', async (_name, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    for (const [header, value] of Object.entries(EXPECTED)) {
      expect(response.headers.get(header), header).toBe(value);
    }
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('report-uri /api/csp-report');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('allow only the shop itself and the vendors it loads', async () => {
    const csp = (await shop.request('/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc.split(' ').slice(1).sort()).toEqual(
      [
        "'self'",
        'https://js.stripe.com',
        'https://widget.intercom.io',
        'https://js.intercomcdn.com',
        'https://www.googletagmanager.com',
      ].sort(),
    );
    expect(scriptSrc).not.toContain('unsafe');
  });

  it('add HSTS only in production', async () => {
    expect((await shop.request('/')).headers.get('strict-transport-security')).toBeNull();
  });
});
