import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AppError } from '../errors.ts';

export interface RateLimitOptions {
  /** Requests allowed per window for one client. */
  limit: number;
  windowMs: number;
  message: string;
  now?: () => number;
  /** Whom a window counts for; the client's address unless given (a customer's id, say). */
  key?: (c: Parameters<MiddlewareHandler>[0]) => string;
}

/**
 * A fixed-window limit per client address. It slows abuse of one server; a deployment of many
 * servers multiplies the allowance by their number, which is acceptable for the endpoints it
 * guards (newsletter sign-ups, violation reports).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const at = now();
    if (windows.size > 10_000) {
      for (const [key, window] of windows) {
        if (at - window.start >= options.windowMs) windows.delete(key);
      }
    }
    const key = options.key?.(c) ?? clientAddress(c);
    const window = windows.get(key);
    if (!window || at - window.start >= options.windowMs) {
      windows.set(key, { start: at, count: 1 });
    } else if (++window.count > options.limit) {
      c.header('Retry-After', String(Math.ceil((window.start + options.windowMs - at) / 1000)));
      throw new AppError('rate_limited', options.message);
    }
    await next();
  };
}

function clientAddress(c: Parameters<MiddlewareHandler>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests) have no socket.
    return 'local';
  }
}
