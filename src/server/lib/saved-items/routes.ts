import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { savedItemInput, savedItemPatch } from '../../../contract/saved-item.ts';
import type { SavedList } from '../../../contract/saved-item.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../current-user.ts';
import { rateLimit } from '../rate-limit.ts';
import { readJson } from '../validate.ts';
import { AppError } from '../../errors.ts';
import { priceCart } from './pricing.ts';
import { savedItems } from './service.ts';

/** Answers JSON text the database built. */
function jsonText(c: Context<AppEnv>, text: string, status: 200 | 201 = 200) {
  return c.body(text, status, { 'Content-Type': 'application/json' });
}

/**
 * Writes a customer may make to one list a minute: a sign-in merging a long visitor's list, and
 * quick quantity steps, fit well within it; a script filling the list does not.
 */
export const WRITES_PER_MINUTE = 120;

/**
 * The calls on one list as endpoints: list, count, insert, update by id, delete by id, delete all.
 * Signed-in customers only; every call works on the session's own rows.
 */
export function savedItemRoutes(
  db: Database,
  list: SavedList,
  { writesPerMinute = WRITES_PER_MINUTE }: { writesPerMinute?: number } = {},
) {
  const items = savedItems(db, list);
  const writes = rateLimit({
    limit: writesPerMinute,
    windowMs: 60_000,
    message: `Too many changes to your ${list} at once. Please wait a minute and try again.`,
    key: (c) => `${list}:${(c as Context<AppEnv>).get('user')?.id ?? ''}`,
  });
  return (
    new Hono<AppEnv>()
      .use(async (c, next) => {
        requireUser(c);
        c.header('Cache-Control', 'no-store');
        await next();
      })
      .get('/', async (c) => {
        const parts = items.listParts(requireUser(c).id);
        const first = await parts.next();
        if (first.done) return jsonText(c, '{"items":[]}');
        const second = await parts.next();
        if (second.done) return jsonText(c, `{"items":[${first.value}]}`);
        // A long list goes out a part at a time, never whole in memory.
        c.header('Content-Type', 'application/json');
        return stream(c, async (out) => {
          await out.write(`{"items":[${first.value},${second.value}`);
          for await (const part of parts) await out.write(`,${part}`);
          await out.write(']}');
        });
      })
      .get('/count', async (c) => c.json({ count: await items.count(requireUser(c).id) }))
      // The cart as the server prices it: what any total (the panel's, checkout's) is built from.
      .get('/summary', async (c) => {
        if (list !== 'cart') throw new AppError('not_found', 'There is nothing at this address.');
        return c.json(await priceCart(items, requireUser(c).id));
      })
      .post('/items', writes, async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, savedItemInput[list]);
        return jsonText(c, `{"item":${await items.insert(user.id, input)}}`, 201);
      })
      .patch('/items/:id', writes, async (c) => {
        const user = requireUser(c);
        const patch = await readJson(c, savedItemPatch[list]);
        return jsonText(c, `{"item":${await items.update(user.id, c.req.param('id'), patch)}}`);
      })
      .delete('/items/:id', writes, async (c) => {
        await items.remove(requireUser(c).id, c.req.param('id'));
        return c.body(null, 204);
      })
      .delete('/', writes, async (c) =>
        c.json({ deleted: await items.removeAll(requireUser(c).id) }),
      )
  );
}
