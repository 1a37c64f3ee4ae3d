/**
 * `npm run images`: renders the catalogue's pictures with the shop's own 3D scene, in Debian's
 * Chromium, into content/images (kept in the repository; the server resizes them on request):
 * - products/{slug}.png: each design's product page, its configurator showing the preset;
 * - categories/{slug}.png: the category's first design;
 * - hero/{n}.png: the featured designs, wide, for the home page.
 * Runs against the built app (`npm run build` first; built here when missing) on a new embedded
 * database seeded with the demo catalogue. `IMAGES_ONLY=slug,slug` renders just those products.
 */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import type { ListedProduct } from '../src/contract/catalog.ts';
import { startShopProcess } from '../test/shop-process.ts';

const OUT = 'content/images';
const ONLY = process.env.IMAGES_ONLY?.split(',').filter(Boolean);

/** Everything over the 3D view (toolbars, labels, handles, the chat) is hidden for the picture. */
const CLEAN_VIEW = `
  [data-frames] > :not(:has(canvas)),
  :has(> [data-frames]) > :not([data-frames]) { visibility: hidden !important; }
  body * { transition: none !important; animation: none !important; }
`;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Opens a product page and waits for its scene to settle, trying again when it does not. */
async function sceneOf(page: Page, base: string, product: ListedProduct, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await settledScene(page, base, product);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${product.slug}: the view did not settle, trying again`);
    }
  }
}

/** Opens a product page and waits for its scene to settle (frames drawn, then none for a while). */
async function settledScene(page: Page, base: string, product: ListedProduct) {
  await page.goto(`${base}/shop/${product.categorySlug}/product/${product.slug}?hideChrome=1`);
  const scene = page.locator('[data-frames]').first();
  await scene.waitFor({ timeout: 30_000 });
  await page.addStyleTag({ content: CLEAN_VIEW });
  await page.waitForFunction(
    () => {
      const el = document.querySelector<HTMLElement>('[data-frames]');
      const last = Number(el?.dataset.lastFrameAt ?? 0);
      return Number(el?.dataset.frames ?? 0) > 0 && performance.now() - last > 1500;
    },
    undefined,
    { timeout: 30_000, polling: 250 },
  );
  return scene;
}

/**
 * The part of the view the furniture stands in: the camera fits the design with room around it
 * for editing, which a picture does not need.
 */
async function framing(scene: Locator, margin = 0.08) {
  const box = await scene.boundingBox();
  if (!box) throw new Error('the 3D view is not on screen');
  return {
    x: box.x + box.width * margin,
    y: box.y + box.height * 0.06,
    width: box.width * (1 - 2 * margin),
    height: box.height * 0.88,
  };
}

async function render(browser: Browser, base: string, products: ListedProduct[]) {
  const page = await browser.newPage({
    viewport: { width: 1200, height: 900 },
    deviceScaleFactor: 1.5,
    bypassCSP: true,
  });
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  for (const product of products) {
    const scene = await sceneOf(page, base, product);
    await page.screenshot({
      path: join(OUT, 'products', `${product.slug}.png`),
      clip: await framing(scene),
    });
    console.info(`products/${product.slug}.png`);
  }
  await page.close();
}

async function renderHero(browser: Browser, base: string, featured: ListedProduct[]) {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, bypassCSP: true });
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  for (const [index, product] of featured.slice(0, 3).entries()) {
    const scene = await sceneOf(page, base, product);
    await page.screenshot({
      path: join(OUT, 'hero', `${index + 1}.png`),
      clip: await framing(scene, 0.02),
    });
    console.info(`hero/${index + 1}.png (${product.slug})`);
  }
  await page.close();
}

async function main() {
  if (!existsSync('dist/web/index.html')) spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-images-'));
  const shop = await startShopProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    for (const folder of ['products', 'categories', 'hero']) {
      await mkdir(join(OUT, folder), { recursive: true });
    }
    const { categories } = await getJson<{ categories: { slug: string }[] }>(
      `${shop.base}/api/categories`,
    );
    const byCategory = new Map<string, ListedProduct[]>();
    for (const { slug } of categories) {
      const { products } = await getJson<{ products: ListedProduct[] }>(
        `${shop.base}/api/products?category=${slug}`,
      );
      byCategory.set(slug, products);
    }
    const all = [...byCategory.values()].flat();
    await render(browser, shop.base, ONLY ? all.filter((p) => ONLY.includes(p.slug)) : all);
    for (const [slug, products] of byCategory) {
      const first = products[0];
      if (!first || !existsSync(join(OUT, 'products', `${first.slug}.png`))) continue;
      await copyFile(
        join(OUT, 'products', `${first.slug}.png`),
        join(OUT, 'categories', `${slug}.png`),
      );
    }
    if (!ONLY)
      await renderHero(
        browser,
        shop.base,
        all.filter((p) => p.featured),
      );
  } finally {
    await browser.close();
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
