import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../../../test/server-harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop.close());

// A list of designs: several kB of JSON.
const PRODUCTS = '/api/products/featured';
const get = (path: string, acceptEncoding?: string) =>
  shop.request(path, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});

describe('API answers compressed on the fly', () => {
  it('sends a large JSON answer with brotli or gzip, as the browser accepts, and plain otherwise', async () => {
    const plain = await get(PRODUCTS);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);

    const br = await get(PRODUCTS, 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.byteLength).toBeLessThan(text.length / 3);
    expect(brotliDecompressSync(brBody).toString()).toBe(text);

    const gz = await get(PRODUCTS, 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
  });

  it('keeps every promised header on a compressed answer', async () => {
    const response = await get(PRODUCTS, 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeTruthy();
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('leaves small answers, errors under the threshold and pictures as they are', async () => {
    const health = await get('/api/health', 'br');
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(((await health.json()) as { status: string }).status).toBe('ok');
    const missing = await get('/api/products/bookshelf/no-such-design', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBeNull();
    const picture = await get('/api/images/products/black-sideboard.png?w=500&q=70', 'br, gzip');
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('content-encoding')).toBeNull();
  });

  it('compresses the sitemap', async () => {
    const response = await get('/sitemap.xml', 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    const xml = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(xml).toContain('<urlset');
  });
});
