import type { Context } from 'hono';
import type { AppEnv, SessionUser } from '../app-env.ts';
import { AppError } from '../errors.ts';

/** The signed-in customer, or an `unauthorized` answer for a visitor who is not signed in. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return user;
}

/**
 * The signed-in owner: `unauthorized` for a visitor, `forbidden` for a customer. Every
 * /api/admin call starts here (src/server/admin/routes.ts).
 */
export function requireAdmin(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'admin') {
    throw new AppError('forbidden', 'This part of the shop is for its owner.');
  }
  return user;
}
