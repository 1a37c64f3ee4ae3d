import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import type { SavedList } from '../../../contract/saved-item.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { API_ROUTES } from '../api-routes.ts';
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
 * Reads of one customer's whole list (list, summary) in flight at once in this process. A customer
 * with a few tabs open never meets it; ten clients reading a full cart over and over get 429s
 * instead of the server's time, and other customers keep theirs.
 */
export const READS_IN_FLIGHT = 2;

/** Slots for whole-list reads per customer; `take` answers 429 when theirs are all in use. */
function readSlots(list: SavedList, limit: number) {
  const inFlight = new Map<string, number>();
  const release = (key: string) => {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
  };
  return {
    /** Takes a slot for the customer; the answer gives it back (once). */
    take(c: Context<AppEnv>): () => void {
      const key = requireUser(c).id;
      const now = inFlight.get(key) ?? 0;
      if (now >= limit) {
        c.header('Retry-After', '1');
        throw new AppError(
          'rate_limited',
          `Your ${list} is already loading in another window. Please try again in a moment.`,
        );
      }
      inFlight.set(key, now + 1);
      let given = false;
      return () => {
        if (!given) release(key);
        given = true;
      };
    },
  };
}

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
  const reads = readSlots(list, READS_IN_FLIGHT);
  const writes = rateLimit({
    limit: writesPerMinute,
    windowMs: 60_000,
    message: `Too many changes to your ${list} at once. Please wait a minute and try again.`,
    key: (c) => `${list}:${(c as Context<AppEnv>).get('user')?.id ?? ''}`,
  });
  // A wishlist is never paid for, so it has no summary: the route exists for the cart alone.
  const summary = new Hono<AppEnv>();
  if (list === 'cart') {
    summary.get('/', async (c) => {
      const done = reads.take(c);
      try {
        return c.json(await priceCart(items, requireUser(c).id));
      } finally {
        done();
      }
    });
  }
  return (
    new Hono<AppEnv>()
      .use(async (c, next) => {
        requireUser(c);
        c.header('Cache-Control', 'no-store');
        await next();
      })
      .get('/', async (c) => {
        const done = reads.take(c);
        let streaming = false;
        try {
          const parts = items.listParts(requireUser(c).id);
          const first = await parts.next();
          if (first.done) return jsonText(c, '{"items":[]}');
          const second = await parts.next();
          if (second.done) return jsonText(c, `{"items":[${first.value}]}`);
          // A long list goes out a part at a time, never whole in memory.
          c.header('Content-Type', 'application/json');
          streaming = true;
          return stream(c, async (out) => {
            try {
              await out.write(`{"items":[${first.value},${second.value}`);
              for await (const part of parts) {
                // A client gone (a closed tab) stops the reading, and frees its slot.
                if (out.aborted) return;
                await out.write(`,${part}`);
              }
              await out.write(']}');
            } finally {
              done();
            }
          });
        } finally {
          if (!streaming) done();
        }
      })
      .get('/count', async (c) => c.json({ count: await items.count(requireUser(c).id) }))
      // The cart as the server prices it: what any total (the panel's, checkout's) is built from.
      .route('/summary', summary)
      .post('/items', writes, async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, API_ROUTES[list].add.body.schema);
        const item = await items.insert(user.id, input, c.get('clock')());
        return jsonText(c, `{"item":${item}}`, 201);
      })
      .patch('/items/:id', writes, async (c) => {
        const user = requireUser(c);
        const patch = await readJson(c, API_ROUTES[list].update.body.schema);
        const item = await items.update(user.id, c.req.param('id'), patch, c.get('clock')());
        return jsonText(c, `{"item":${item}}`);
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
