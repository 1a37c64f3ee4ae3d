import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * One database answer stands for the health checks of the next second: however often a load
 * balancer (or anyone else) asks, the database is pinged at most once a second, and the checks
 * in between cost no query.
 */
export const HEALTH_FRESH_MS = 1_000;

export function healthRoutes(
  database: Pick<DatabaseHandle, 'kind' | 'ping'>,
  { now = () => performance.now() }: { now?: () => number } = {},
) {
  let last: { at: number; answer: Promise<unknown> } | null = null;
  /** Null when the database answered, else why it did not. */
  const databaseProblem = () => {
    const at = now();
    if (last && at - last.at < HEALTH_FRESH_MS) return last.answer;
    const answer = database.ping().then(
      () => null,
      (error: unknown) => error ?? new Error('the database did not answer'),
    );
    last = { at, answer };
    return answer;
  };

  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const problem = await databaseProblem();
    if (problem === null) return c.json({ status: 'ok', database: database.kind });
    c.get('log')().error({ err: problem }, 'health check: database unreachable');
    return c.json({ status: 'unavailable', database: database.kind }, 503);
  });
}
