import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shopCategories } from '../db/schema.ts';
import { SHOP_CATEGORIES, seedDatabase } from '../db/seed.ts';
import { openTestShop, type TestShop } from '../../../test/server-harness.ts';
import { eq } from 'drizzle-orm';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop.close());

describe('categories', () => {
  it('are the eleven shop categories, in order, from a new database', async () => {
    const response = await shop.request('/api/categories');
    const { categories } = (await response.json()) as {
      categories: { slug: string; name: string }[];
    };
    expect(categories.map((c) => c.slug)).toEqual([
      'bookshelf',
      'sideboard',
      'tv-stand',
      'vinyl-collection-shelf',
      'shoe-rack',
      'wall-storage',
      'dresser',
      'night-stand',
      'office-desk',
      'closet',
      'free-form',
    ]);
    expect(categories).toHaveLength(SHOP_CATEGORIES.length);
  });

  it('are seeded only into a new database, so the owner’s changes survive a restart', async () => {
    await shop.database.db
      .update(shopCategories)
      .set({ isActive: false })
      .where(eq(shopCategories.slug, 'closet'));
    expect(await seedDatabase(shop.database.db)).toEqual({ seeded: false });
    const { categories } = (await (await shop.request('/api/categories')).json()) as {
      categories: { slug: string }[];
    };
    expect(categories.map((c) => c.slug)).not.toContain('closet');
  });
});

describe('products', () => {
  it('lists the active products of a category by id and name', async () => {
    await shop.database.db.insert(products).values([
      { categorySlug: 'tv-stand', name: 'Minimalist TV Console', sortOrder: 1 },
      { categorySlug: 'tv-stand', name: 'Retired Console', isActive: false },
      { categorySlug: 'sideboard', name: 'Black Sideboard' },
    ]);
    const response = await shop.request('/api/products?category=tv-stand');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { products: { id: string; name: string }[] };
    expect(body.products.map((p) => p.name)).toEqual(['Minimalist TV Console']);
    expect(Object.keys(body.products[0] ?? {}).sort()).toEqual(['id', 'name']);
  });

  it('refuses a missing or malformed category', async () => {
    expect((await shop.request('/api/products')).status).toBe(400);
    expect((await shop.request('/api/products?category=DROP%20TABLE')).status).toBe(400);
  });
});
