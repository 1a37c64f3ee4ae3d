import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { listActiveCategories, listActiveProducts } from './service.ts';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Choose a category, such as tv-stand.')
  .max(60);

export function catalogRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/categories', async (c) => {
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ categories: await listActiveCategories(db) });
    })
    .get('/products', async (c) => {
      const parsed = slug.safeParse(c.req.query('category'));
      if (!parsed.success) {
        throw new AppError('invalid', parsed.error.issues[0]?.message ?? 'Choose a category.');
      }
      return c.json({ products: await listActiveProducts(db, parsed.data) });
    });
}
