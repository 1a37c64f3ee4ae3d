import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../../../test/server-harness.ts';

let shop: TestShop;
let dir: string;
const cacheDir = () => join(dir, 'data', 'image-cache');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shop-images-'));
  await mkdir(join(dir, 'images', 'products'), { recursive: true });
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#c8a97e' } })
      .png()
      .toBuffer();
  await writeFile(join(dir, 'images', 'products', 'wide-sideboard.png'), await picture(2400, 1200));
  await writeFile(join(dir, 'images', 'small.png'), await picture(800, 600));
  await writeFile(join(dir, 'images', 'products', 'black-sideboard.png'), await picture(40, 30));
  await mkdir(join(dir, 'images', 'categories'));
  await writeFile(join(dir, 'images', 'categories', 'sideboard.png'), await picture(40, 30));
  await writeFile(join(dir, 'secret.png'), await picture(10, 10));
  shop = await openTestShop({
    env: { IMAGES_DIR: join(dir, 'images'), DATA_DIR: join(dir, 'data') },
  });
});
afterAll(async () => {
  await shop.close();
  await rm(dir, { recursive: true, force: true });
});

async function picture(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe('GET /api/images', () => {
  it('serves a stored picture as WebP at the width asked for, cached on disk and by browsers', async () => {
    const response = await shop.request('/api/images/products/wide-sideboard.png?w=500&q=70');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=604800, stale-while-revalidate=2592000',
    );
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await picture(response)).toMatchObject({ format: 'webp', width: 500, height: 250 });
    expect(await readdir(cacheDir())).toHaveLength(1);

    const again = await shop.request('/api/images/products/wide-sideboard.png?w=500&q=70', {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('makes each of the shop’s sizes, never enlarging a smaller source', async () => {
    for (const [w, q, width] of [
      [1920, 85, 1920],
      [1920, 90, 1920],
      [500, 60, 500],
      [1200, 80, 1200],
    ] as const) {
      const response = await shop.request(`/api/images/products/wide-sideboard.png?w=${w}&q=${q}`);
      expect((await picture(response)).width, `${w}/${q}`).toBe(width);
    }
    const small = await shop.request('/api/images/small.png?w=1200&q=80');
    expect((await picture(small)).width).toBe(800);
  });

  it('refuses a size the shop does not use', async () => {
    const response = await shop.request('/api/images/small.png?w=4000&q=100');
    expect(response.status).toBe(400);
    expect((await response.json()) as unknown).toMatchObject({ error: { kind: 'invalid' } });
    expect((await shop.request('/api/images/small.png')).status).toBe(400);
  });

  it('answers 404 for a missing picture and for any path outside the image store', async () => {
    for (const path of [
      'products/missing.png',
      '..%2Fsecret.png',
      '%2E%2E/secret.png',
      'products/..%2F..%2Fsecret.png',
      '%2Fetc%2Fpasswd.png',
      'products%5C..%5C..%5Csecret.png',
      'Products/wide-sideboard.png',
      'products/wide-sideboard.svg',
      '%E0%A4%A.png',
    ]) {
      const response = await shop.request(`/api/images/${path}?w=500&q=70`);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('pictures in the catalogue', () => {
  it('names a design’s or a category’s picture only when the store holds it', async () => {
    const { products } = (await (
      await shop.request('/api/products?category=sideboard')
    ).json()) as { products: { slug: string; imageUrl: string | null }[] };
    const pictured = products.filter((product) => product.imageUrl !== null);
    expect(pictured).toEqual([
      expect.objectContaining({
        slug: 'black-sideboard',
        imageUrl: '/api/images/products/black-sideboard.png',
      }),
    ]);
    const { categories } = (await (await shop.request('/api/categories')).json()) as {
      categories: { slug: string; imageUrl: string | null }[];
    };
    expect(categories.filter((category) => category.imageUrl !== null)).toEqual([
      expect.objectContaining({
        slug: 'sideboard',
        imageUrl: '/api/images/categories/sideboard.png',
      }),
    ]);
  });
});
