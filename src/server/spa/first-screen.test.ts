import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { escapeHtml } from '../lib/escape-html.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, signedInCustomer, type TestShop } from '../../../test/server-harness.ts';

// The real writer (src/web/first-screen.tsx) with the app's own components, on a database with
// the demo catalogue and content; the page template is the built one's shape.
let shop: TestShop;
beforeAll(async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'shop-first-screen-'));
  await writeFile(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="CSP_NONCE_PLACEHOLDER">' +
      '<title>Birch &amp; Cell</title><meta name="description" content="The shop." />' +
      '<script id="public-config" type="application/json"><!--PUBLIC_CONFIG--></script></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  // A brand name with replacement patterns in it (`$&`, `$'`), which must arrive as written.
  shop = await openTestShop({ webRoot, env: { BRAND_NAME: "Birch & Cell $' $&" } });
});
afterAll(() => shop.close());

interface Answer {
  status: number;
  nonce: string | undefined;
  policy: string;
  /** What the page's root element holds, and whether it is inert until the app takes over. */
  root: string;
  inert: boolean;
  /** The first paint waits for the element after the written screen. */
  paintWaitsForScreen: boolean;
  styles: string | undefined;
  title: string | undefined;
  description: string | undefined;
  data:
    | { state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }; styles: string[] }
    | undefined;
}

async function page(path: string, init?: RequestInit): Promise<Answer> {
  const response = await shop.request(path, init);
  const html = await response.text();
  const [, inert, root = ''] =
    /<div id="root"( inert)?>([\s\S]*?)<\/div>(?:<span id="written-screen-end" hidden><\/span>)?<script type="module"/.exec(
      html,
    ) ?? [];
  const data = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  return {
    status: response.status,
    nonce: /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1],
    policy: response.headers.get('content-security-policy') ?? '',
    root,
    inert: inert !== undefined,
    paintWaitsForScreen:
      html.includes('<link rel="expect" href="#written-screen-end" blocking="render">') &&
      html.includes('</div><span id="written-screen-end" hidden></span>'),
    styles: /<style nonce="([^"]+)">/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    data: data === undefined ? undefined : (JSON.parse(data) as Answer['data']),
  };
}

const keys = (answer: Answer) => answer.data?.state.queries.map((query) => query.queryKey) ?? [];

describe("a storefront page's first screen", () => {
  it('is written into the home page, inert until the app takes over, with what it was written from', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.inert).toBe(true);
    expect(home.paintWaitsForScreen).toBe(true);
    expect(home.root).toContain('<h1');
    expect(home.root).toContain('Start Designing');
    // The first hero slide's picture alone: the hidden slides' pictures come with the app.
    expect(home.root).toMatch(/src="[^"]*\/hero\/1\.png/);
    expect(home.root).not.toMatch(/\/hero\/[23]\.png/);
    // The owner's banner and home content, as the API answers them.
    expect(keys(home)).toEqual(expect.arrayContaining([['banner'], ['home']]));
    const banner = (await (await shop.request('/api/banner')).json()) as {
      banners: { segments: { text: string }[] }[];
    };
    const firstText = banner.banners[0]?.segments[0]?.text;
    expect(firstText).toBeTruthy();
    expect(home.root).toContain(firstText);
  });

  it("keeps the page's Content-Security-Policy: no inline style attribute, one style element with the page's nonce", async () => {
    const home = await page('/');
    expect(home.root).not.toMatch(/\sstyle="/);
    expect(home.root).toContain('data-first-style="0"');
    // The browser gives each element its style back from the page's data (set through the DOM).
    expect(home.data?.styles.length).toBeGreaterThan(0);
    expect(home.root).toContain(`data-first-style="${(home.data?.styles.length ?? 0) - 1}"`);
    expect(home.styles).toBe(home.nonce);
    expect(home.policy).toContain(`'nonce-${home.nonce}'`);
    expect(home.policy).not.toContain('unsafe-inline');
  });

  it("writes a category's designs, read through the catalogue's own API", async () => {
    const category = await page('/shop/sideboard');
    const { products } = (await (
      await shop.request('/api/products?category=sideboard')
    ).json()) as {
      products: { name: string }[];
    };
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(category.root).toContain(product.name);
    expect(keys(category)).toContainEqual(['products', 'category', 'sideboard']);
    // Named as the app names it, for link previews and search engines that read only the answer.
    expect(category.title).toBe('Sideboards | Birch &amp; Cell $&#39; $&amp;');
    expect(category.description).toBe(
      'Sideboards made to order from Baltic birch in California: browse the designs or change one to fit your space.',
    );
  });

  it('writes a product page around its configurator, which the browser draws', async () => {
    const { products } = (await (await shop.request('/api/products/featured')).json()) as {
      products: { categorySlug: string; slug: string }[];
    };
    const { categorySlug, slug } = products[0]!;
    const { product } = (await (
      await shop.request(`/api/products/${categorySlug}/${slug}`)
    ).json()) as {
      product: { name: string; description: string; categorySlug: string; slug: string };
    };
    const answer = await page(`/shop/${product.categorySlug}/product/${product.slug}`);
    expect(answer.status).toBe(200);
    expect(answer.inert).toBe(true);
    expect(answer.root).toContain(`<h1`);
    expect(answer.root).toContain(escapeHtml(product.name));
    expect(answer.root).toContain(escapeHtml(product.description));
    expect(answer.root).toContain('Loading the configurator…');
    // How it arrives is there before anyone asks; the doorway check's form is not, until opened.
    expect(answer.root).toMatch(/Arrives flat in \d+ parcels?, /);
    expect(answer.root).toContain('Will it get through your door?');
    expect(answer.root).not.toContain('Door width');
    expect(answer.root).not.toContain('<canvas');
    expect(keys(answer)).toContainEqual(['products', 'one', product.categorySlug, product.slug]);
  });

  it('writes nothing for a product that does not exist: a 404 the app explains', async () => {
    const missing = await page('/shop/tv-stand/product/no-such-design');
    expect(missing.status).toBe(404);
    expect(missing.root).toBe('');
  });

  it.each([
    ['/configurator', 'Cell Configurator'],
    ['/configurator-inch', 'Inch Configurator'],
    ['/shop/free-form/product/free-form', 'Cell Configurator'],
  ])('writes %s’s heading and loading line; the browser draws the tool', async (path, heading) => {
    const answer = await page(path);
    expect(answer.status).toBe(200);
    expect(answer.inert).toBe(true);
    expect(answer.paintWaitsForScreen).toBe(true);
    expect(answer.root).toContain(`${heading}</h1>`);
    expect(answer.root).toContain('Loading the configurator…');
    expect(answer.root).not.toContain('<canvas');
  });

  it('writes the sign-in page as anyone sees it first: the form, nothing of an account', async () => {
    const cookie = await signedInCustomer(shop, 'first-screen-auth@example.com');
    const anonymous = await page('/auth');
    expect(anonymous.inert).toBe(true);
    expect(anonymous.root).toContain('Sign In</h1>');
    expect(anonymous.root).toContain('Create an account');
    expect((await page('/auth', { headers: { cookie } })).root).toBe(anonymous.root);
  });

  it.each(['/checkout', '/profile/overview'])(
    'leaves %s to the browser (the customer’s own)',
    async (path) => {
      const answer = await page(path);
      expect(answer.root).toBe('');
      expect(answer.inert).toBe(false);
      expect(answer.paintWaitsForScreen).toBe(false);
      expect(answer.data).toBeUndefined();
    },
  );

  it('reads of the query only the flags of a chrome-less view', async () => {
    const banner = (await (await shop.request('/api/banner')).json()) as {
      banners: { segments: { text: string }[] }[];
    };
    const text = banner.banners[0]?.segments[0]?.text ?? '';
    const plain = await page('/faq');
    const tracked = await page('/faq?utm_source=newsletter&page=2');
    const embedded = await page('/faq?hideBanner=1');
    expect(plain.root).toContain(text);
    expect(tracked.root).toBe(plain.root);
    expect(embedded.root).not.toContain(text);
    expect(embedded.root).toContain('<h1');
  });

  it('writes nothing for an address that names no category: a 404 the app explains', async () => {
    const missing = await page('/shop/no-such-category');
    expect(missing.status).toBe(404);
    expect(missing.root).toBe('');
  });

  it('writes the same screen for a signed-in customer: nothing of theirs is in it', async () => {
    const cookie = await signedInCustomer(shop, 'first-screen@example.com');
    const signedIn = await page('/about', { headers: { cookie } });
    const anonymous = await page('/about');
    expect(signedIn.root).toBe(anonymous.root);
    for (const key of keys(signedIn)) expect(JSON.stringify(key)).not.toMatch(/session|profile/);
  });
});
