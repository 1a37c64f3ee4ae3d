// The JavaScript each page loads before it can show anything, gzipped, against its budget: the
// shop's entry with everything it imports, plus the page's own chunk with everything that imports.
// Read from the build manifest (`npm run build` writes dist/web-manifest.json), so the figure is a
// size, the same on every machine. Exits 1 when a page is over its budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = new URL('..', import.meta.url).pathname;
const WEB = join(ROOT, 'dist', 'web');
const MANIFEST = join(ROOT, 'dist', 'web-manifest.json');
const ROUTES = join(ROOT, 'src', 'web', 'app', 'routes.ts');

/** The target for every page without 3D, in kB of gzipped JavaScript. */
export const TARGET_KB = 120;

/**
 * Budgets, in kB gzipped, by the page module routes.ts loads: each page's size when its budget was
 * last set, rounded up to 5 kB with at least 1 kB to spare, so no page grows unnoticed. Each
 * budget is lowered as the shell sheds what the first paint does not need, down to TARGET_KB; a
 * page not named here has TARGET_KB. Pages hosting a 3D view are judged without the 3D code, which
 * loads beside theirs.
 */
export const BUDGETS_KB = {
  'app/home-route.tsx': 160,
  'features/about/about-page.tsx': 155,
  'features/configurator/configurator-page.tsx': 155,
  'features/inch-configurator/inch-configurator-page.tsx': 155,
  'features/checkout/checkout-page.tsx': 180,
  'features/checkout/order-confirmation-page.tsx': 160,
  'features/auth/auth-pages.tsx': 170,
  'features/catalog/shop-page.tsx': 165,
  'features/catalog/category-page.tsx': 165,
  'app/product-route.tsx': 165,
  'features/catalog/best-designs-page.tsx': 165,
  'features/blog/blog-pages.tsx': 155,
  'app/article-route.tsx': 155,
  'features/help/faq-page.tsx': 155,
  'features/help/contact-page.tsx': 170,
  'features/orders/assembly-instructions-page.tsx': 165,
  'features/orders/order-page.tsx': 160,
  'features/policies/policy-pages.tsx': 160,
  'features/content/content-pages.tsx': 155,
  'features/programs/program-pages.tsx': 175,
  'features/profile/overview-page.tsx': 175,
  'features/profile/address-page.tsx': 175,
  'features/profile/order-status-page.tsx': 160,
  'features/profile/wishlist-page.tsx': 160,
  'features/profile/update-password-page.tsx': 170,
  // The owner's admin: the shop's shell and the admin's own (its pages load apart, each on first
  // use), loaded only for an admin's session.
  'features/admin/admin-app.tsx': 155,
};

if (!existsSync(MANIFEST)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the build manifest names no entry');

/** Every chunk a module loads at once: itself and its static imports, transitively. */
function staticClosure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const gzipped = new Map();
function gzippedBytes(file) {
  if (!gzipped.has(file)) {
    const path = join(WEB, file);
    gzipped.set(
      file,
      existsSync(`${path}.gz`)
        ? readFileSync(`${path}.gz`).length
        : gzipSync(readFileSync(path), { level: 9 }).length,
    );
  }
  return gzipped.get(file);
}
const kB = (files) => [...files].reduce((sum, file) => sum + gzippedBytes(file), 0) / 1024;

/** The page modules routes.ts loads lazily, as manifest keys (paths below src/web). */
function pageModules() {
  const source = readFileSync(ROUTES, 'utf8');
  return [...source.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)].map(([, relative]) =>
    join('app', relative).replace(/^(\.\.\/)+/, ''),
  );
}

// The entry paints first and then loads the app's libraries and its start (src/web/main.tsx) at
// once, on every page: all of it counts as the page's initial JavaScript.
const started = manifest[entryKey].dynamicImports ?? [];
if (!started.some((key) => key.endsWith('start.tsx'))) {
  throw new Error("the build manifest's entry does not load start.tsx");
}
const entry = started.reduce((files, key) => staticClosure(key, files), staticClosure(entryKey));
const rows = pageModules().map((page) => {
  const files = staticClosure(page, new Set(entry));
  const size = kB(files);
  const budget = BUDGETS_KB[page] ?? TARGET_KB;
  return { page, size, budget, over: size > budget };
});

console.info(`initial JavaScript per page, gzipped (target ${TARGET_KB} kB without 3D)`);
for (const { page, size, budget, over } of rows) {
  console.info(
    `${page.padEnd(54)} ${size.toFixed(1).padStart(6)} kB   budget ${String(budget).padStart(3)} kB   ` +
      `target ${TARGET_KB} kB   ${over ? 'OVER BUDGET' : 'within budget'}`,
  );
}
const over = rows.filter((row) => row.over);
if (over.length > 0) {
  console.error(`${over.length} page(s) over budget: ${over.map((row) => row.page).join(', ')}`);
  process.exit(1);
}
