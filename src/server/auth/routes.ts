import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from '../app-env.ts';
import { rateLimit } from '../lib/rate-limit.ts';
import type { Auth } from './auth.ts';

const MINUTE = 60_000;

/**
 * better-auth at /api/auth/*, behind per-client limits on the endpoints worth guessing at: sign-in,
 * sign-up and both halves of a password reset answer 429 with a message a customer can act on.
 */
export function authRoutes(auth: Auth) {
  const handle: MiddlewareHandler<AppEnv> = (c) => auth.handler(c.req.raw);
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

/** Sets `user` on every API request that carries a valid session cookie. */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = c.req.header('cookie');
    if (cookie?.includes('session_token=')) {
      const found = await auth.api.getSession({ headers: c.req.raw.headers });
      if (found) {
        const user: SessionUser = {
          id: found.user.id,
          email: found.user.email,
          emailVerified: found.user.emailVerified,
          name: found.user.name || null,
        };
        c.set('user', user);
      }
    }
    await next();
  };
}
