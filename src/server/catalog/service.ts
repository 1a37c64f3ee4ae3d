import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Product } from '../../contract/catalog.ts';
import {
  designDimensionsText,
  designFinishText,
  designMaterialsText,
  designWeightLb,
} from '../../domain/design/facts.ts';
import { designParcels } from '../../domain/checkout/shipment.ts';
import { parseDesign } from '../../domain/design/parse.ts';
import { priceDesign } from '../../domain/design/price.ts';
import type { Database } from '../db/client.ts';
import type { ImageStore } from '../lib/image-store.ts';
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

/**
 * The active categories, each with its picture: the one its row names, else
 * `categories/{slug}.png` from the image store when there is one.
 */
export async function listPicturedCategories(db: Database, pictures: Pick<ImageStore, 'urlOf'>) {
  const categories = await listActiveCategories(db);
  return Promise.all(
    categories.map(async (category) => ({
      ...category,
      imageUrl: category.imageUrl ?? (await pictures.urlOf(`categories/${category.slug}.png`)),
    })),
  );
}

type ProductRow = typeof products.$inferSelect;

/** A product as the database and the domain describe it; its picture comes from the image store. */
export type ProductFacts = Omit<Product, 'imageUrl'>;

/**
 * A product as the storefront shows it, priced by the domain from its preset at the product
 * page's discount. A preset the domain cannot read is left out of every list (and logged by the
 * caller), never shown with a made-up price.
 */
export function productView(row: ProductRow): ProductFacts | null {
  const design = parseDesign(row.preset);
  if (!design.ok) return null;
  const price = priceDesign(design.value, 'product-page');
  return {
    id: row.id,
    slug: row.slug,
    categorySlug: row.categorySlug,
    name: row.name,
    description: row.description,
    kind: design.value.kind,
    featured: row.featured,
    listCents: price.listCents,
    saleCents: price.saleCents,
    discountPercent: price.discountPercent,
    dimensions: designDimensionsText(design.value),
    weightLb: designWeightLb(design.value),
    parcels: designParcels(design.value).map(({ dimensionsIn, weightLb }) => ({
      dimensionsIn,
      weightLb,
    })),
    preset: {
      ...row.preset,
      configurations: [...row.preset.configurations],
      inchConfig: row.preset.inchConfig ? { ...row.preset.inchConfig } : null,
    },
    finish: {
      color: row.preset.selectedColor,
      texture: row.preset.selectedTexture,
      name: designFinishText(design.value),
    },
    materials: designMaterialsText(design.value),
  };
}

const views = (rows: ProductRow[]) =>
  rows.map(productView).filter((view): view is ProductFacts => view !== null);

/** Active products of active categories that also meet `where`, in the order given, priced. */
async function activeProducts(
  db: Database,
  where: SQL | undefined,
  order: SQL[] = [asc(products.sortOrder), asc(products.name)],
) {
  const rows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(shopCategories, eq(shopCategories.slug, products.categorySlug))
    .where(and(eq(products.isActive, true), eq(shopCategories.isActive, true), where))
    .orderBy(...order);
  return views(rows.map((row) => row.product));
}

/** Active products of an active category, in the owner's order. */
export function listActiveProducts(db: Database, categorySlug: string) {
  return activeProducts(db, eq(products.categorySlug, categorySlug));
}

/** Featured products of active categories, for Best Designs, in category then product order. */
export function listFeaturedProducts(db: Database) {
  return activeProducts(db, eq(products.featured, true), [
    asc(shopCategories.sortOrder),
    asc(products.sortOrder),
    asc(products.name),
  ]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One active product by its slug (or its id) within its category, or null. */
export async function findProduct(db: Database, categorySlug: string, slugOrId: string) {
  const [product] = await activeProducts(
    db,
    and(
      UUID.test(slugOrId) ? eq(products.id, slugOrId) : eq(products.slug, slugOrId),
      eq(products.categorySlug, categorySlug),
    ),
  );
  return product ?? null;
}
