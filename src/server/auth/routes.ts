import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { rateLimit } from '../lib/rate-limit.ts';
import type { Auth } from './auth.ts';
import { duringAuthCall } from './auth-storage.ts';
import { createSessionReader, type SessionReader } from './session-reader.ts';

const MINUTE = 60_000;

/**
 * better-auth at /api/auth/*, behind per-client limits on the endpoints worth guessing at: sign-in,
 * sign-up and both halves of a password reset answer 429 with a message a customer can act on.
 */
export function authRoutes(auth: Auth) {
  const handle: MiddlewareHandler<AppEnv> = (c) => duringAuthCall(() => auth.handler(c.req.raw));
  return new Hono<AppEnv>()
    .post(
      '/sign-in/email',
      rateLimit({
        limit: 10,
        windowMs: MINUTE,
        message: 'Too many sign-in attempts. Please wait a minute and try again.',
      }),
    )
    .post(
      '/sign-up/email',
      rateLimit({
        limit: 10,
        windowMs: MINUTE,
        message: 'Too many sign-up attempts. Please wait a minute and try again.',
      }),
    )
    .post(
      '/request-password-reset',
      rateLimit({
        limit: 5,
        windowMs: MINUTE,
        message: 'Too many password reset requests. Please wait a minute and try again.',
      }),
    )
    .post(
      '/reset-password',
      rateLimit({
        limit: 10,
        windowMs: MINUTE,
        message: 'Too many password reset attempts. Please wait a minute and try again.',
      }),
    )
    .on(['GET', 'POST'], '*', handle);
}

/**
 * Requests after which a kept session answer may be wrong: better-auth's writes (sign-out, password
 * reset or change, revoking sessions, account changes), confirming an address, and profile edits.
 */
function changesSessions(method: string, path: string): boolean {
  const writes = method !== 'GET' && method !== 'HEAD';
  if (path.startsWith('/api/auth/')) return writes || path === '/api/auth/verify-email';
  return writes && path.startsWith('/api/profile');
}

/** Sets `user` on every API request that carries a valid session cookie. */
export function sessionMiddleware(reader: SessionReader): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = c.req.header('cookie');
    if (cookie) {
      const user = await reader.read(cookie);
      if (user) c.set('user', user);
    }
    if (!changesSessions(c.req.method, c.req.path)) return next();
    try {
      await next();
    } finally {
      reader.forget();
    }
  };
}

/** The session reader for the cookies this better-auth instance sets. */
export async function sessionReaderFor(auth: Auth, db: Database): Promise<SessionReader> {
  const context = await auth.$context;
  return createSessionReader(db, {
    name: context.authCookies.sessionToken.name,
    secret: context.secret,
  });
}
