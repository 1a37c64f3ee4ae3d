import { Hono } from 'hono';
import type { z } from 'zod';
import type { ListedProduct, Product } from '../../contract/catalog.ts';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { API_ROUTES } from '../lib/api-routes.ts';
import type { ImageStore } from '../lib/image-store.ts';
import { readQuery } from '../lib/validate.ts';
import {
  type ProductFacts,
  findProduct,
  listPicturedCategories,
  listActiveProducts,
  listFeaturedProducts,
} from './service.ts';

const { category: categorySlug, slug: productSlug } = API_ROUTES.catalogue.product.params;

function read<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('invalid', parsed.error.issues[0]?.message ?? 'Choose a category.');
  }
  return parsed.data;
}

const NO_PRODUCT = 'We could not find that design. It may have been retired: see the others below.';

/**
 * The storefront's catalogue: categories, a category's designs, Best Designs, one design. A design's
 * picture is `products/{slug}.png` in the image store, a category's `categories/{slug}.png` unless
 * its row names another (`npm run images` renders them).
 */
export function catalogRoutes(db: Database, pictures: Pick<ImageStore, 'urlOf'>) {
  const pictured = (product: ProductFacts): Promise<Product> =>
    pictures.urlOf(`products/${product.slug}.png`).then((imageUrl) => ({ ...product, imageUrl }));
  // A list carries what a card shows (listedProductOutput): a product's preset only when it has no
  // picture, for its card's drawing.
  const listed = async (product: ProductFacts): Promise<ListedProduct> => {
    const imageUrl = await pictures.urlOf(`products/${product.slug}.png`);
    return {
      id: product.id,
      slug: product.slug,
      categorySlug: product.categorySlug,
      name: product.name,
      kind: product.kind,
      featured: product.featured,
      listCents: product.listCents,
      saleCents: product.saleCents,
      discountPercent: product.discountPercent,
      dimensions: product.dimensions,
      finish: product.finish,
      imageUrl,
      preset: imageUrl ? null : product.preset,
    };
  };
  const allListed = (list: ProductFacts[]) => Promise.all(list.map(listed));
  return new Hono<AppEnv>()
    .get('/categories', async (c) => {
      const categories = await listPicturedCategories(db, pictures);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ categories });
    })
    .get('/products', async (c) => {
      const { category } = readQuery(c, API_ROUTES.catalogue.products.query);
      const products = await allListed(await listActiveProducts(db, category));
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ products });
    })
    .get('/products/featured', async (c) => {
      const products = await allListed(await listFeaturedProducts(db));
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ products });
    })
    .get('/products/:category/:slug', async (c) => {
      const category = read(categorySlug, c.req.param('category'));
      const slug = productSlug.safeParse(c.req.param('slug'));
      const found = slug.success ? await findProduct(db, category, slug.data) : null;
      if (!found) throw new AppError('not_found', NO_PRODUCT);
      const product = await pictured(found);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ product });
    });
}
