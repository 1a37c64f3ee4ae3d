import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { contentSecurityPolicy, insertedStyleHashes } from './headers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, postJson, type TestShop } from '../../../test/server-harness.ts';

let shop: TestShop;
/** The same shop served by the Node server, as `npm start` serves it. */
let served: { request: TestShop['request']; close(): void };

beforeAll(async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'shop-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<html><!--PUBLIC_CONFIG--></html>');
  await writeFile(join(webRoot, 'assets', 'app-abc123.js'), 'export {}');
  shop = await openTestShop({ webRoot });
  served = await serveOverHttp(shop);
});
afterAll(async () => {
  served.close();
  await shop.close();
});

async function serveOverHttp({
  app,
  config,
}: TestShop): Promise<{ request: TestShop['request']; close(): void }> {
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  return {
    request: (path, init) => {
      const headers = new Headers(init?.headers);
      if (!headers.has('origin')) headers.set('origin', config.publicUrl);
      return fetch(`http://127.0.0.1:${port}${path}`, { ...init, headers });
    },
    close: () => server?.close(),
  };
}

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

type Send = Pick<TestShop, 'request'>;

describe.each([
  ['answered in process', () => shop as Send],
  ['served by the Node server', () => served as Send],
])('security headers, %s', (_how, to) => {
  const requests: [string, (shop: Send) => Promise<Response>, number][] = [
    ['an app page', (s) => s.request('/shop/bookshelf'), 200],
    ['the home page', (s) => s.request('/'), 200],
    ['a hashed asset', (s) => s.request('/assets/app-abc123.js'), 200],
    ['a missing asset', (s) => s.request('/assets/missing.js'), 404],
    ['a missing static file', (s) => s.request('/no-such-file.txt'), 404],
    ['the health check', (s) => s.request('/api/health'), 200],
    ['an API read', (s) => s.request('/api/categories'), 200],
    ['an API write', (s) => postJson(s, '/api/newsletter', { email: 'h@example.com' }), 202],
    ['a refused API write', (s) => postJson(s, '/api/newsletter', { email: 'nope' }), 400],
    ['an unknown API path', (s) => s.request('/api/nothing-here'), 404],
    [
      'a body that is not JSON',
      (s) =>
        s.request('/api/newsletter', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{',
        }),
      400,
    ],
    [
      'a body sent as text',
      (s) => s.request('/api/newsletter', { method: 'POST', body: '{}' }),
      415,
    ],
  ];

  it.each(requests)('are on %s', async (_name, send, status) => {
    const response = await send(to());
    expect(response.status).toBe(status);
    for (const [header, value] of Object.entries(EXPECTED)) {
      expect(response.headers.get(header), header).toBe(value);
    }
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('report-uri /api/csp-report');
    // Written once: a header set twice would arrive as two values joined by a comma.
    expect(csp).not.toContain(',');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('give a page the policy with its own nonce, once', async () => {
    const csp = (await to().request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp.match(/default-src/g)).toHaveLength(1);
  });

  it('keep the request id a caller sent', async () => {
    const answer = await to().request('/api/health', {
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(answer.headers.get('x-request-id')).toBe('trace-12345678');
  });
});

describe('security headers', () => {
  it('allow only the shop itself when no vendor is configured', async () => {
    const csp = (await shop.request('/')).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(["'none'"]);
    expect(csp).not.toMatch(/intercom|google|stripe/);
  });

  it('allow the vendors a shop loads, with no wildcard their guides do not require', () => {
    const csp = contentSecurityPolicy({ stripe: true, intercom: true, googleTags: true });
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc.split(' ').slice(1).sort()).toEqual(
      [
        "'self'",
        'https://js.stripe.com',
        'https://app.intercom.io',
        'https://widget.intercom.io',
        'https://js.intercomcdn.com',
        'https://www.googletagmanager.com',
      ].sort(),
    );
    expect(scriptSrc).not.toContain('unsafe');
    // Only GA4's regional collection hosts, as Google's CSP guide lists them.
    expect(csp.match(/[^\s;]*\*[^\s;]*/g)?.sort()).toEqual(
      [
        'https://*.analytics.google.com',
        'https://*.google-analytics.com',
        'https://*.google-analytics.com',
      ].sort(),
    );
    expect(contentSecurityPolicy({ stripe: false, intercom: true, googleTags: false })).not.toMatch(
      /stripe|google/,
    );
  });

  it('allow the toaster’s inserted stylesheet by its hash, and inline styles only with Intercom', () => {
    const hashes = insertedStyleHashes();
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    const none = { stripe: false, intercom: false, googleTags: false };
    expect(contentSecurityPolicy(none, { styleHashes: hashes })).toContain(
      `style-src 'self' ${hashes.join(' ')};`,
    );
    expect(
      contentSecurityPolicy({ ...none, intercom: true }, { nonce: 'abc', styleHashes: hashes }),
    ).toContain("style-src 'self' 'unsafe-inline';");
  });

  it('give the developer mail page a policy of its own: inline styles, no script', async () => {
    const own = await openTestShop({ env: { DEV_MAIL: 'open' } });
    const overHttp = await serveOverHttp(own);
    try {
      for (const via of [own, overHttp]) {
        const answer = await via.request('/dev/mail');
        expect(answer.status).toBe(200);
        const csp = answer.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("default-src 'none'");
        expect(csp).toContain("style-src 'unsafe-inline'");
        expect(csp).not.toContain('script-src');
      }
    } finally {
      overHttp.close();
      await own.close();
    }
  });

  it('add HSTS only in production', async () => {
    expect((await shop.request('/')).headers.get('strict-transport-security')).toBeNull();
  });
});
