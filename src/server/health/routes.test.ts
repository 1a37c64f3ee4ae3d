import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { createLogger } from '../logger.ts';
import { openTestShop, sharedTestShop } from '../../../test/server-harness.ts';
import { HEALTH_FRESH_MS, healthRoutes } from './routes.ts';

const shop = sharedTestShop();

describe('GET /api/health', () => {
  it('answers ok with the database engine', async () => {
    const response = await shop.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers 503 when the database is unreachable', async () => {
    const other = await openTestShop({ seed: false });
    await other.database.close();
    const response = await other.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable' });
  });

  it('pings the database at most once a second, however often it is asked', async () => {
    let pings = 0;
    let up = true;
    let clock = 0;
    const database = {
      kind: 'postgres' as const,
      ping: async () => {
        pings += 1;
        if (!up) throw new Error('connection refused');
      },
    };
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        const log = createLogger('silent');
        c.set('log', () => log);
        await next();
      })
      .route('/', healthRoutes(database, { now: () => clock }));
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await app.request('/')).status),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(pings).toBe(1);
    // The database goes down: the next second's checks say so, after one ping.
    up = false;
    clock += HEALTH_FRESH_MS - 1;
    expect((await app.request('/')).status).toBe(200);
    clock += 1;
    expect((await app.request('/')).status).toBe(503);
    expect((await app.request('/')).status).toBe(503);
    expect(pings).toBe(2);
    up = true;
    clock += HEALTH_FRESH_MS;
    expect((await app.request('/')).status).toBe(200);
    expect(pings).toBe(3);
  });
});
