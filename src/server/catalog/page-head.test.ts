import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../../../test/server-harness.ts';

let shop: TestShop;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shop-page-head-'));
  await mkdir(join(dir, 'web'));
  await mkdir(join(dir, 'images', 'products'), { recursive: true });
  await writeFile(
    join(dir, 'web', 'index.html'),
    '<html><head><title>Shop</title><meta name="description" content="The shop." /></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dir, 'images', 'products', 'black-sideboard.png'), 'a picture');
  shop = await openTestShop({
    webRoot: join(dir, 'web'),
    env: { IMAGES_DIR: join(dir, 'images'), PUBLIC_URL: 'https://shop.example' },
  });
});
afterAll(async () => {
  await shop.close();
  await rm(dir, { recursive: true, force: true });
});

describe('catalogue pages', () => {
  it.each(['/shop/tv-stand', '/shop/free-form/product/free-form', '/shop/sideboard/'])(
    'answers %s with the app',
    async (path) => {
      const response = await shop.request(path);
      expect(response.status).toBe(200);
      // The app's root: written by the server for a category (decision 020), empty for 3D pages.
      expect(await response.text()).toMatch(/<div id="root"( inert)?>/);
    },
  );

  it.each([
    '/shop/no-such-category',
    '/shop/sideboard/product/no-such-design',
    '/shop/tv-stand/product/black-sideboard',
    '/shop/Sideboard/product/black-sideboard',
  ])('answers %s with the app and a real 404', async (path) => {
    const response = await shop.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('gives a product page its sharing tags, with the design’s picture', async () => {
    const response = await shop.request('/shop/sideboard/product/black-sideboard');
    expect(response.status).toBe(200);
    const head = (await response.text()).split('</head>')[0]!;
    expect(head).toContain('<meta property="og:type" content="product" />');
    expect(head).toContain('<meta property="og:title" content="Black Sideboard" />');
    expect(head).toContain(
      '<meta property="og:url" content="https://shop.example/shop/sideboard/product/black-sideboard" />',
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example/api/images/products/black-sideboard.png?w=1200&amp;q=80" />',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('names a product page by its design, and a missing design’s page by nothing of it', async () => {
    const head = async (path: string) =>
      (await (await shop.request(path)).text()).split('</head>')[0]!;
    const found = await head('/shop/sideboard/product/black-sideboard');
    expect(found).toContain('<title>Black Sideboard | Birch &amp; Cell</title>');
    expect(found).toMatch(/<meta name="description" content="[^"]+" \/>/);
    expect(found).not.toContain('content="The shop."');
    const missing = await head('/shop/sideboard/product/no-such-design');
    expect(missing).toContain('<title>Shop</title>');
    expect(missing).toContain('<meta name="description" content="The shop." />');
  });

  it('leaves the picture out for a design that has none', async () => {
    const response = await shop.request('/shop/tv-stand/product/minimalist-tv-console');
    const head = (await response.text()).split('</head>')[0]!;
    expect(head).toContain('<meta property="og:title" content="Minimalist TV Console" />');
    expect(head).not.toContain('og:image');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
  });
});

describe('the banner in every page', () => {
  it('is written into the page as inline data, so it paints with the header', async () => {
    for (const path of ['/', '/faq', '/shop/sideboard/product/black-sideboard']) {
      const head = (await (await shop.request(path)).text()).split('</head>')[0]!;
      const data = /<script type="application\/json" id="banner-data">(.*?)<\/script>/.exec(head);
      expect(data, path).not.toBeNull();
      const banner = JSON.parse(data![1]!) as { banners: { segments: { text: string }[] }[] };
      expect(banner.banners.map((b) => b.segments[0]?.text)).toEqual([
        'Winter sale: ',
        'We plant a tree for every custom shelf order. ',
      ]);
    }
  });
});

describe('the About sections in the About page', () => {
  // They come with the page's first screen (decision 020), as the content it was written from.
  const aboutData = (html: string) => {
    const data = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(
      html.split('</head>')[0]!,
    );
    const written = JSON.parse(data?.[1] ?? '{"state":{"queries":[]}}') as {
      state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    return written.state.queries.find((query) => query.queryKey[0] === 'about')?.state.data ?? null;
  };

  it('are written into /about as inline data, the same as GET /api/about', async () => {
    const data = aboutData(await (await shop.request('/about')).text());
    expect(data).not.toBeNull();
    const api: unknown = await (await shop.request('/api/about')).json();
    expect(data).toEqual(api);
  });

  it('are in no other page', async () => {
    for (const path of ['/', '/faq', '/shop/sideboard']) {
      expect(aboutData(await (await shop.request(path)).text()), path).toBeNull();
    }
  });
});
