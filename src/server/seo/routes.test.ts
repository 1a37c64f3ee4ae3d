import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../../contract/site-pages.ts';
import { DEMO_PRODUCTS } from '../db/demo-catalog.ts';
import { SHOP_CATEGORIES } from '../db/seed.ts';
import { openTestShop, type TestShop } from '../../../test/server-harness.ts';

const PUBLIC_URL = 'https://shop.example';
let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop({ env: { PUBLIC_URL } });
});
afterAll(() => shop.close());

/** A crawler file's text, checked to be served with its type and cached for an hour. */
async function cachedText(path: string, contentType: RegExp): Promise<string> {
  const response = await shop.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(contentType);
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  return response.text();
}

describe('GET /sitemap.xml', () => {
  it('lists the fixed pages, categories, products and articles as absolute URLs', async () => {
    const xml = await cachedText('/sitemap.xml', /^application\/xml/);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.every((loc) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of SITE_PAGES) expect(locs).toContain(`${PUBLIC_URL}${path}`);
    for (const category of SHOP_CATEGORIES) {
      expect(locs).toContain(`${PUBLIC_URL}/shop/${category.slug}`);
    }
    for (const product of DEMO_PRODUCTS) {
      expect(locs).toContain(`${PUBLIC_URL}/shop/${product.categorySlug}/product/${product.slug}`);
    }
    expect(locs).toContain(`${PUBLIC_URL}/blog/why-baltic-birch`);
    expect(xml).toContain(
      `<loc>${PUBLIC_URL}/blog/why-baltic-birch</loc><lastmod>2026-09-15</lastmod>`,
    );
    // Pages about one customer are not for search engines.
    expect(locs.some((loc) => /\/(profile|checkout|auth|api)\b/.test(loc))).toBe(false);
  });
});

describe('GET /robots.txt', () => {
  it('allows the shop and its pictures, keeps crawlers out of private paths and names the sitemap', async () => {
    expect(await cachedText('/robots.txt', /^text\/plain/)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Allow: /api/images/',
        'Disallow: /profile',
        'Disallow: /checkout',
        'Disallow: /api',
        'Disallow: /dev',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
