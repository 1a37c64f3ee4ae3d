import { Hono } from 'hono';
import { SITE_PAGES } from '../../contract/site-pages.ts';
import type { AppEnv } from '../app-env.ts';

/** What the sitemap lists beyond the fixed pages, read from the shop at each request. */
export interface SitemapSource {
  publicUrl: string;
  /** Active category slugs. */
  categories(): Promise<string[]>;
  /** Active products of active categories. */
  products(): Promise<{ categorySlug: string; slug: string }[]>;
  articles(): { slug: string; date: string }[];
}

/** Paths no search engine needs: one customer's pages, the API and the developer pages. */
export const ROBOTS_DISALLOW = ['/profile', '/checkout', '/api', '/dev'] as const;

/**
 * Below a disallowed path, what crawlers may still read (the longest matching rule wins): the
 * pictures, which product pages name in their Open Graph tags and Product data, and which link
 * previews and image search fetch.
 */
export const ROBOTS_ALLOW = ['/api/images/'] as const;

const CACHE = 'public, max-age=3600';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

export async function sitemapXml(source: SitemapSource): Promise<string> {
  const [categories, products] = await Promise.all([source.categories(), source.products()]);
  const entries = new Map<string, string | undefined>();
  const add = (path: string, lastmod?: string) => {
    if (!entries.has(path)) entries.set(path, lastmod);
  };
  for (const path of SITE_PAGES) add(path);
  for (const slug of categories) add(`/shop/${encodeURIComponent(slug)}`);
  for (const product of products) {
    add(
      `/shop/${encodeURIComponent(product.categorySlug)}/product/${encodeURIComponent(product.slug)}`,
    );
  }
  for (const article of source.articles()) add(`/blog/${article.slug}`, article.date);
  const urls = [...entries].map(
    ([path, lastmod]) =>
      `  <url><loc>${xml(source.publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** `/sitemap.xml` and `/robots.txt` at the site's root, for search engines. */
export function seoRoutes(source: SitemapSource) {
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      c.header('Cache-Control', CACHE);
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(await sitemapXml(source));
    })
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', CACHE);
      return c.text(robotsTxt(source.publicUrl));
    });
}
