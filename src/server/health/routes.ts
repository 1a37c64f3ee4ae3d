import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { DatabaseHandle } from '../db/client.ts';

export function healthRoutes(database: DatabaseHandle) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch (error) {
      c.get('log').error({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'unavailable', database: database.kind }, 503);
    }
  });
}
