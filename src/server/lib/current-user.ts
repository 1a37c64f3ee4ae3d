import type { Context } from 'hono';
import type { AppEnv, SessionUser } from '../app-env.ts';
import { AppError } from '../errors.ts';

/** The signed-in customer, or an `unauthorized` answer for a visitor who is not signed in. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return user;
}
