import { Hono } from 'hono';
import { z } from 'zod';
import { CATEGORY_SLUG, PRODUCT_SLUG } from '../../contract/catalog.ts';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import {
  findProduct,
  listActiveCategories,
  listActiveProducts,
  listFeaturedProducts,
} from './service.ts';

const categorySlug = z
  .string({ error: 'Choose a category, such as tv-stand.' })
  .max(60, 'Choose a category, such as tv-stand.')
  .regex(CATEGORY_SLUG, 'Choose a category, such as tv-stand.');
const productSlug = z.string().max(80).regex(PRODUCT_SLUG); // a slug, or a product's id

function read<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('invalid', parsed.error.issues[0]?.message ?? 'Choose a category.');
  }
  return parsed.data;
}

const NO_PRODUCT = 'We could not find that design. It may have been retired: see the others below.';

/** The storefront's catalogue: categories, a category's designs, Best Designs, one design. */
export function catalogRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/categories', async (c) => {
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ categories: await listActiveCategories(db) });
    })
    .get('/products', async (c) => {
      const category = read(categorySlug, c.req.query('category'));
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ products: await listActiveProducts(db, category) });
    })
    .get('/products/featured', async (c) => {
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ products: await listFeaturedProducts(db) });
    })
    .get('/products/:category/:slug', async (c) => {
      const category = read(categorySlug, c.req.param('category'));
      const slug = productSlug.safeParse(c.req.param('slug'));
      const product = slug.success ? await findProduct(db, category, slug.data) : null;
      if (!product) throw new AppError('not_found', NO_PRODUCT);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ product });
    });
}
