import { CATEGORY_SLUG, PRODUCT_SLUG, type Product } from '../../contract/catalog.ts';
import { imageAt } from '../../contract/images.ts';
import { BANNER_DATA_ID } from '../../contract/storefront.ts';
import { formatPageTitle, SITE_PAGES } from '../../contract/site-pages.ts';
import type { Database } from '../db/client.ts';
import { millisecondsOf, systemClock, type Clock } from '../lib/clock.ts';
import type { ImageStore } from '../lib/image-store.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { jsonForHtml } from '../lib/json-for-html.ts';
import { findProduct, listActiveCategories } from './service.ts';
import { readBanner } from './storefront-service.ts';

/** What the page for a path needs from the server: its status, and tags for its head. */
export interface PageHead {
  status: 200 | 404;
  head: string;
  /** The page's own title (brand included) and description, from what it shows: a product's. */
  title?: string;
  description?: string;
}

const CATEGORY_PAGE = /^\/shop\/([^/]+)\/?$/;
const PRODUCT_PAGE = /^\/shop\/([^/]+)\/product\/([^/]+)\/?$/;
const FIXED_PAGES: ReadonlySet<string> = new Set(SITE_PAGES);
const NOT_FOUND: PageHead = { status: 404, head: '' };

/** Open Graph and Twitter card tags, so a shared product link shows the design. */
export function productHead(
  product: Product,
  site: { publicUrl: string; brandName: string },
): string {
  const url = new URL(`/shop/${product.categorySlug}/product/${product.slug}`, site.publicUrl);
  const tags: [string, string][] = [
    ['og:type', 'product'],
    ['og:site_name', site.brandName],
    ['og:title', product.name],
    ['og:description', product.description],
    ['og:url', url.toString()],
    ['product:price:amount', (product.saleCents / 100).toFixed(2)],
    ['product:price:currency', 'USD'],
  ];
  if (product.imageUrl) {
    tags.push(
      ['og:image', new URL(imageAt(product.imageUrl, 'large'), site.publicUrl).toString()],
      ['og:image:alt', `The ${product.name}, drawn in our 3D configurator`],
    );
  }
  const card = product.imageUrl ? 'summary_large_image' : 'summary';
  return [
    ...tags.map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`,
    ),
    `<meta name="twitter:card" content="${card}" />`,
  ].join('');
}

/**
 * The catalogue's part of a page answer: a category or product address that names nothing the
 * shop sells answers 404 (the app still shows its not-found screen), and a product page carries
 * its sharing tags. Other paths are not the catalogue's (null).
 */
export function catalogPageHead(
  db: Database,
  pictures: Pick<ImageStore, 'urlOf'>,
  site: { publicUrl: string; brandName: string },
) {
  return async (path: string): Promise<PageHead | null> => {
    if (FIXED_PAGES.has(path)) return null;
    const product = PRODUCT_PAGE.exec(path);
    if (product) {
      const [, category = '', slug = ''] = product;
      if (!CATEGORY_SLUG.test(category) || !PRODUCT_SLUG.test(slug)) return NOT_FOUND;
      const found = await findProduct(db, category, slug);
      if (!found) return NOT_FOUND;
      const imageUrl = await pictures.urlOf(`products/${found.slug}.png`);
      return {
        status: 200,
        head: productHead({ ...found, imageUrl }, site),
        title: formatPageTitle(found.name, site.brandName),
        description: found.description,
      };
    }
    const category = CATEGORY_PAGE.exec(path);
    if (category) {
      const slug = category[1] ?? '';
      const known = (await listActiveCategories(db)).some((c) => c.slug === slug);
      return known ? null : NOT_FOUND;
    }
    return null;
  };
}

/** How long a page answer may reuse the content it last read: pages stay cheap under load. */
const CONTENT_REUSE_MS = 5000;

/**
 * One read of owner-managed content as an inline JSON script, reused for CONTENT_REUSE_MS. A
 * failed read leaves it out (''): the browser then asks the API itself.
 */
function inlineData(id: string, read: () => Promise<unknown>, now: () => number) {
  let kept: { at: number; script: Promise<string> } | null = null;
  return () => {
    if (!kept || now() - kept.at > CONTENT_REUSE_MS) {
      const script = read().then(
        (data) => `<script type="application/json" id="${id}">${jsonForHtml(data)}</script>`,
        () => '',
      );
      kept = { at: now(), script };
    }
    return kept.script;
  };
}

/**
 * Every page's head: the catalogue's status and tags (above), and the running banner as inline
 * data on every page — the pages the server does not write too (decision 020) — so the first
 * paint has it in place instead of the page moving when its own request returns.
 */
export function storefrontPageHead(
  db: Database,
  pictures: Pick<ImageStore, 'urlOf'>,
  site: { publicUrl: string; brandName: string },
  pages: ShopPages,
  /** The shop's clock: how long the banner's content is reused. */
  clock: Clock = systemClock,
) {
  const catalog = catalogPageHead(db, pictures, site);
  const banner = inlineData(BANNER_DATA_ID, () => readBanner(db), millisecondsOf(clock));
  return async (path: string): Promise<PageHead> => {
    const [found, data] = await Promise.all([
      namesNoPage(path, pages) ? NOT_FOUND : catalog(path),
      banner(),
    ]);
    return { ...found, status: found?.status ?? 200, head: (found?.head ?? '') + data };
  };
}

/** What the shop's pages are, besides its catalogue: the app's routes and the blog's articles. */
export interface ShopPages {
  /** Whether the app shows one of its pages at a path, rather than its not-found screen. */
  isAppPage: (path: string) => boolean;
  hasArticle: (slug: string) => boolean;
}

const ARTICLE_PAGE = /^\/blog\/([^/]+)\/?$/;

/**
 * An address the app answers with its not-found screen, which the server answers with a real 404
 * too (search engines drop it; a link checker reports it): no page of the app, or an article the
 * blog does not hold.
 */
function namesNoPage(path: string, pages: ShopPages): boolean {
  if (!pages.isAppPage(path)) return true;
  const article = ARTICLE_PAGE.exec(path);
  return article !== null && !pages.hasArticle(article[1] ?? '');
}
