import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../current-user.ts';
import { readJson } from '../validate.ts';
import { cartItemInput, cartItemPatch, wishlistItemInput, wishlistItemPatch } from './schemas.ts';
import {
  countItems,
  deleteAllItems,
  deleteItem,
  insertItem,
  listItems,
  updateItem,
  type SavedItemList,
} from './service.ts';

const SCHEMAS = {
  cart: { input: cartItemInput, patch: cartItemPatch },
  wishlist: { input: wishlistItemInput, patch: wishlistItemPatch },
} as const;

/**
 * The §7 calls on one list as endpoints: list, count, insert, update by id, delete by id, delete
 * all. Signed-in customers only; every call works on the session's own rows.
 */
export function savedItemRoutes(db: Database, list: SavedItemList) {
  const schemas = SCHEMAS[list];
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireUser(c);
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', async (c) => c.json({ items: await listItems(db, list, requireUser(c).id) }))
    .get('/count', async (c) => c.json({ count: await countItems(db, list, requireUser(c).id) }))
    .post('/items', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, schemas.input);
      return c.json({ item: await insertItem(db, list, user.id, input) }, 201);
    })
    .patch('/items/:id', async (c) => {
      const user = requireUser(c);
      const patch = await readJson(c, schemas.patch);
      return c.json({ item: await updateItem(db, list, user.id, c.req.param('id'), patch) });
    })
    .delete('/items/:id', async (c) => {
      await deleteItem(db, list, requireUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    })
    .delete('/', async (c) =>
      c.json({ deleted: await deleteAllItems(db, list, requireUser(c).id) }),
    );
}
