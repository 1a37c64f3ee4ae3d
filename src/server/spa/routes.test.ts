import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../../../test/server-harness.ts';
import { acceptedEncodings } from '../lib/compression.ts';
import { jsonForHtml } from '../lib/json-for-html.ts';

const BIG_SCRIPT = `console.log(${JSON.stringify('birch '.repeat(400))});`;

let shop: TestShop;
beforeAll(async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'shop-web-'));
  await mkdir(join(webRoot, 'assets'));
  await mkdir(join(webRoot, 'rules'));
  await writeFile(
    join(webRoot, 'index.html'),
    '<html><script id="public-config" type="application/json"><!--PUBLIC_CONFIG--></script>' +
      '<meta property="csp-nonce" nonce="CSP_NONCE_PLACEHOLDER"></html>',
  );
  await writeFile(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(webRoot, 'rules', 'config.json'), '{"ruleSets":[]}');
  // As the build leaves a large script: its brotli and gzip copies and its source map beside it.
  await writeFile(join(webRoot, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  await writeFile(join(webRoot, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
  await writeFile(join(webRoot, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_SCRIPT));
  await writeFile(join(webRoot, 'assets', 'big-abc123.js.map'), '{"version":3}');
  await writeFile(join(webRoot, 'assets', 'photo-abc123.png'), Buffer.from([137, 80, 78, 71]));
  shop = await openTestShop({ webRoot, env: { BRAND_NAME: 'Birch & Cell </script>' } });
});
afterAll(() => shop.close());

describe('the built app', () => {
  it.each([
    ['/', 200],
    ['/shop/tv-stand', 200],
    ['/profile/overview', 200],
    ['/profile', 200],
    ['/blog/caring-for-birch', 200],
    // The owner's admin: the app decides who sees it.
    ['/admin', 200],
    ['/admin/orders/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 200],
    // The app's not-found screen, with a real 404: no page, or no article the blog holds.
    ['/no/such/page', 404],
    ['/privacy', 404],
    ['/profile/no-such-page', 404],
    ['/blog/no-such-article', 404],
  ])('answers %s with index.html and the public configuration (%i)', async (path, status) => {
    const response = await shop.request(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    const json = /<script id="public-config" type="application\/json">(.*)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(json ?? '')).toMatchObject({ brandName: 'Birch & Cell </script>' });
  });

  it("keeps the admin's pages out of search engines, and no other page", async () => {
    for (const path of ['/admin', '/admin/orders?status=paid']) {
      const response = await shop.request(path);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    for (const path of ['/', '/administration', '/shop/tv-stand']) {
      expect((await shop.request(path)).headers.get('x-robots-tag')).toBeNull();
    }
  });

  it('gives every page a nonce of its own, the one its policy allows style elements by', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await shop.request('/');
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(await response.text())?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const csp = response.headers.get('content-security-policy') ?? '';
      const styleSrc = csp.split('; ').find((d) => d.startsWith('style-src ')) ?? '';
      expect(styleSrc).toContain(`'nonce-${nonce}'`);
      expect(styleSrc).not.toContain('unsafe-inline');
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
    // Answers that are not pages carry no nonce.
    const api = (await shop.request('/api/health')).headers.get('content-security-policy');
    expect(api).not.toContain('nonce-');
  });

  it('serves hashed assets for a year', async () => {
    const response = await shop.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('answers Accept-Encoding %s with %s', async (accept, encoding) => {
    const response = await shop.request('/assets/big-abc123.js', {
      headers: accept ? { 'accept-encoding': accept } : {},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    const plain =
      encoding === 'br'
        ? brotliDecompressSync(body).toString()
        : encoding === 'gzip'
          ? gunzipSync(body).toString()
          : body.toString();
    expect(plain).toBe(BIG_SCRIPT);
    if (encoding) expect(body.length).toBeLessThan(BIG_SCRIPT.length / 5);
  });

  it('answers a small file without a compressed copy plainly, and never compresses images', async () => {
    const small = await shop.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('console.log(1)');
    const image = await shop.request('/assets/photo-abc123.png', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const response = await shop.request('/shop', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain('"brandName":"Birch \\u0026 Cell \\u003c/script\\u003e"');
  });

  it.each(['/assets/big-abc123.js.map', '/assets/big-abc123.js.br', '/assets/big-abc123.js.gz'])(
    'never serves %s',
    async (path) => {
      expect((await shop.request(path)).status).toBe(404);
    },
  );

  it('serves other static files', async () => {
    const response = await shop.request('/rules/config.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ruleSets: [] });
  });

  it.each([
    '/assets/missing.js',
    '/assets/',
    '/favicon.png',
    '/assets/..%2F..%2Fetc%2Fpasswd',
    '/assets/%E0%A4%A',
    '/..%2Fpackage.json',
  ])('answers %s with a real 404', async (path) => {
    const response = await shop.request(path);
    expect(response.status).toBe(404);
  });
});

describe('jsonForHtml', () => {
  it('cannot close the script element it sits in', () => {
    const text = jsonForHtml({ a: '</script><script>alert(1)</script>', b: '&\u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text)).toEqual({ a: '</script><script>alert(1)</script>', b: '&\u2028' });
  });
});

describe('acceptedEncodings', () => {
  it('prefers brotli, honours q values and refuses what q=0 refuses', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0.1, gzip;q=0.9')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('*;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('')).toEqual([]);
  });
});
