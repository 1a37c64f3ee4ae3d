import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../current-user.ts';
import { readJson } from '../validate.ts';
import { cartItemInput, cartItemPatch, wishlistItemInput, wishlistItemPatch } from './schemas.ts';
import { savedItems, type SavedItemList } from './service.ts';

/** Answers JSON text the database built. */
function jsonText(c: Context<AppEnv>, text: string, status: 200 | 201 = 200) {
  return c.body(text, status, { 'Content-Type': 'application/json' });
}

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
  const items = savedItems(db, list);
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireUser(c);
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', async (c) => jsonText(c, `{"items":${await items.list(requireUser(c).id)}}`))
    .get('/count', async (c) => c.json({ count: await items.count(requireUser(c).id) }))
    .post('/items', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, schemas.input);
      return jsonText(c, `{"item":${await items.insert(user.id, input)}}`, 201);
    })
    .patch('/items/:id', async (c) => {
      const user = requireUser(c);
      const patch = await readJson(c, schemas.patch);
      return jsonText(c, `{"item":${await items.update(user.id, c.req.param('id'), patch)}}`);
    })
    .delete('/items/:id', async (c) => {
      await items.remove(requireUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    })
    .delete('/', async (c) => c.json({ deleted: await items.removeAll(requireUser(c).id) }));
}
