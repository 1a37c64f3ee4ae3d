import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { products, shopCategories } from '../db/schema.ts';

export function listActiveCategories(db: Database) {
  return db
    .select({
      id: shopCategories.id,
      name: shopCategories.name,
      slug: shopCategories.slug,
      imageUrl: shopCategories.imageUrl,
    })
    .from(shopCategories)
    .where(eq(shopCategories.isActive, true))
    .orderBy(asc(shopCategories.sortOrder), asc(shopCategories.name));
}

export function listActiveProducts(db: Database, categorySlug: string) {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.categorySlug, categorySlug), eq(products.isActive, true)))
    .orderBy(asc(products.sortOrder), asc(products.name));
}
