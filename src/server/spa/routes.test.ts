import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../../../test/server-harness.ts';
import { jsonForHtml } from './routes.ts';

let shop: TestShop;
beforeAll(async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'shop-web-'));
  await mkdir(join(webRoot, 'assets'));
  await mkdir(join(webRoot, 'rules'));
  await writeFile(
    join(webRoot, 'index.html'),
    '<html><script id="public-config" type="application/json"><!--PUBLIC_CONFIG--></script></html>',
  );
  await writeFile(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(webRoot, 'rules', 'config.json'), '{"ruleSets":[]}');
  shop = await openTestShop({ webRoot, env: { BRAND_NAME: 'Birch & Cell </script>' } });
});
afterAll(() => shop.close());

describe('the built app', () => {
  it.each(['/', '/shop/tv-stand', '/profile/overview', '/blog/some-article', '/no/such/page'])(
    'answers %s with index.html and the public configuration',
    async (path) => {
      const response = await shop.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      const json = /<script id="public-config" type="application\/json">(.*)<\/script>/.exec(
        html,
      )?.[1];
      expect(JSON.parse(json ?? '')).toMatchObject({ brandName: 'Birch & Cell </script>' });
    },
  );

  it('serves hashed assets for a year', async () => {
    const response = await shop.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

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
