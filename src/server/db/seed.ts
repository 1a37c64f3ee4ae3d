import { count } from 'drizzle-orm';
import type { Database } from './client.ts';
import { DEMO_PRODUCTS } from './demo-catalog.ts';
import { products, shopCategories } from './schema.ts';
import { seedCheckoutTables } from './seed-checkout.ts';
import { seedContentTables } from './seed-content.ts';

/** The shop's eleven categories (docs/rules/storefront.md), in the order the shop lists them. */
export const SHOP_CATEGORIES = [
  { name: 'Bookshelf', slug: 'bookshelf' },
  { name: 'Sideboard', slug: 'sideboard' },
  { name: 'TV Stand', slug: 'tv-stand' },
  { name: 'Vinyl Collection Shelf', slug: 'vinyl-collection-shelf' },
  { name: 'Shoe Rack', slug: 'shoe-rack' },
  { name: 'Wall Storage', slug: 'wall-storage' },
  { name: 'Dresser', slug: 'dresser' },
  { name: 'Nightstand', slug: 'night-stand' },
  { name: 'Office Desk', slug: 'office-desk' },
  { name: 'Closet', slug: 'closet' },
  { name: 'Free Form', slug: 'free-form' },
] as const;

/**
 * Fills a new database with the demo catalogue's categories. A database that already has
 * categories is left alone, so the owner's edits survive restarts. The tax table and the
 * storefront content (home, banner, About) are seeded the same way, each while its own table is
 * empty; `demo` (true but in production) adds the demo discount code and the banner's demo
 * promotion, which a live shop never starts with, counting down from the day of `now`.
 */
export async function seedDatabase(
  db: Database,
  { demo = true, now }: { demo?: boolean; now: Date },
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await seedCheckoutTables(tx, { demo });
    await seedContentTables(tx, { demo, now });
    const [row] = await tx.select({ n: count() }).from(shopCategories);
    if ((row?.n ?? 0) > 0) {
      await seedDemoProducts(tx);
      return { seeded: false };
    }
    await tx
      .insert(shopCategories)
      .values(
        SHOP_CATEGORIES.map((category, index) => ({
          ...category,
          sortOrder: (index + 1) * 10,
          isActive: true,
        })),
      )
      .onConflictDoNothing();
    await seedDemoProducts(tx);
    return { seeded: true };
  });
}

/** The demo catalogue's designs, while the products table is empty, in categories that exist. */
async function seedDemoProducts(tx: Pick<Database, 'select' | 'insert'>) {
  const [row] = await tx.select({ n: count() }).from(products);
  if ((row?.n ?? 0) > 0) return;
  const existing = new Set(
    (await tx.select({ slug: shopCategories.slug }).from(shopCategories)).map((c) => c.slug),
  );
  const rows = DEMO_PRODUCTS.filter((product) => existing.has(product.categorySlug)).map(
    (product, index) => ({
      categorySlug: product.categorySlug,
      name: product.name,
      slug: product.slug,
      description: product.description,
      preset: product.preset,
      featured: product.featured,
      sortOrder: (index + 1) * 10,
    }),
  );
  if (rows.length > 0) await tx.insert(products).values(rows).onConflictDoNothing();
}
