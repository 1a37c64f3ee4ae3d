import type { Context, MiddlewareHandler } from 'hono';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitWindows } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { clientAddressOf } from './client-address.ts';
import { systemClock, type Clock } from './clock.ts';

/** One fixed window's count so far, and when it ends (ms since the epoch). */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/**
 * Where a limit's windows are counted: in this process (cheap; enough where a deployment of many
 * servers may multiply the allowance) or in the database (holds across every server process).
 */
export interface HitCounter {
  /** Counts one hit on `key` and answers the window's count including it. */
  hit(key: string, windowMs: number, at: number): Promise<WindowCount>;
  /** The window's count so far, without counting. */
  peek(key: string, windowMs: number, at: number): Promise<WindowCount>;
}

export interface RateLimitOptions {
  /** Requests allowed per window for one client. */
  limit: number;
  windowMs: number;
  message: string;
  /**
   * Whom a window counts for: the client's address unless given (a customer's id, an account's
   * e-mail). Null: this request is not limited here.
   */
  key?: (c: Context) => string | null | Promise<string | null>;
  /** Where the windows are kept; a window of this process's own unless given. */
  counter?: HitCounter;
  /**
   * Count only the requests this says failed, after they are answered (wrong passwords): a
   * customer who gets it right is never slowed by their own successes.
   */
  countOnly?: (c: Context) => boolean;
}

/**
 * A fixed-window limit per client (or per the key given), timed by the app's clock (the request's
 * `clock`, set by createApp).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const counter = options.counter ?? memoryCounter();
  const refuse = (c: Context, window: WindowCount, at: number): never => {
    c.header('Retry-After', String(Math.max(1, Math.ceil((window.resetAt - at) / 1000))));
    throw new AppError('rate_limited', options.message);
  };
  return async (c, next) => {
    const key = options.key ? await options.key(c) : clientAddress(c);
    if (key === null) return next();
    const clock = (c.var as { clock?: Clock }).clock ?? systemClock;
    const at = clock().getTime();
    const { countOnly } = options;
    if (countOnly) {
      const window = await counter.peek(key, options.windowMs, at);
      if (window.count >= options.limit) refuse(c, window, at);
      await next();
      if (countOnly(c)) await counter.hit(key, options.windowMs, clock().getTime());
      return;
    }
    const window = await counter.hit(key, options.windowMs, at);
    if (window.count > options.limit) refuse(c, window, at);
    await next();
  };
}

/** The client's address behind the app's trusted proxies (TRUST_PROXY), or the socket's. */
export function clientAddress(c: Context): string {
  return clientAddressOf(c, (c.var as { trustProxy?: number }).trustProxy ?? 0);
}

/** Windows kept in this process's memory; old ones are swept once there are many. */
export function memoryCounter(): HitCounter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, windowMs: number, at: number) => {
    const window = windows.get(key);
    return window && at - window.start < windowMs ? window : undefined;
  };
  return {
    async hit(key, windowMs, at) {
      if (windows.size > 10_000) {
        for (const [stale, window] of windows) {
          if (at - window.start >= windowMs) windows.delete(stale);
        }
      }
      let window = current(key, windowMs, at);
      if (window) window.count += 1;
      else windows.set(key, (window = { start: at, count: 1 }));
      return { count: window.count, resetAt: window.start + windowMs };
    },
    async peek(key, windowMs, at) {
      const window = current(key, windowMs, at);
      return window
        ? { count: window.count, resetAt: window.start + windowMs }
        : { count: 0, resetAt: at + windowMs };
    },
  };
}

/** Windows older than this are deleted; longer than any window the shop counts. */
const DATABASE_WINDOW_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Windows kept in the database, under `scope` so limits sharing the table never share a count.
 * One upsert counts a hit atomically, so two server processes on one database see one count.
 */
export function databaseCounter(db: Database, scope: string): HitCounter {
  let hitsSinceSweep = 0;
  const sweep = async (at: number) => {
    hitsSinceSweep = 0;
    await db
      .delete(rateLimitWindows)
      .where(lt(rateLimitWindows.windowStart, new Date(at - DATABASE_WINDOW_RETENTION_MS)));
  };
  return {
    async hit(key, windowMs, at) {
      if (++hitsSinceSweep >= 1_000) await sweep(at);
      const start = new Date(at);
      const expired = sql`${rateLimitWindows.windowStart} <= ${new Date(at - windowMs).toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ key: `${scope}:${key}`, windowStart: start, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitWindows.hits} + 1 end`,
            windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimitWindows.windowStart} end`,
          },
        })
        .returning({ hits: rateLimitWindows.hits, windowStart: rateLimitWindows.windowStart });
      return {
        count: row?.hits ?? 1,
        resetAt: (row?.windowStart.getTime() ?? at) + windowMs,
      };
    },
    async peek(key, windowMs, at) {
      const [row] = await db
        .select({ hits: rateLimitWindows.hits, windowStart: rateLimitWindows.windowStart })
        .from(rateLimitWindows)
        .where(eq(rateLimitWindows.key, `${scope}:${key}`));
      return row && at - row.windowStart.getTime() < windowMs
        ? { count: row.hits, resetAt: row.windowStart.getTime() + windowMs }
        : { count: 0, resetAt: at + windowMs };
    },
  };
}
