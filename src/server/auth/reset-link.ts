import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { verifications } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { Auth } from './auth.ts';

/** How long a mailed reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;

/**
 * The identifier a reset link's row is stored under: better-auth keeps its links as
 * `reset-password:<token>`, hashed (SHA-256, base64url without padding) since the shop stores
 * verification identifiers hashed.
 */
function storedResetIdentifier(token: string): string {
  return createHash('sha256').update(`reset-password:${token}`).digest('base64url');
}

/**
 * Ends every reset link of the account but the one with this token: only the newest link mailed
 * works, so an older one found in a mailbox later opens nothing. The only verification rows that
 * carry a customer's id as their value are reset links.
 */
export async function endOtherResetLinks(db: Database, userId: string, token: string) {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        ne(verifications.identifier, storedResetIdentifier(token)),
      ),
    );
}

/** A new reset link for the account, on the shop's reset page; older links end. */
export async function issueResetLink(
  auth: Auth,
  db: Database,
  userId: string,
  publicUrl: string,
  now: Date,
): Promise<string> {
  const context = await auth.$context;
  const token = randomBytes(18).toString('base64url');
  await context.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(now.getTime() + RESET_LINK_SECONDS * 1000),
  });
  await endOtherResetLinks(db, userId, token);
  return resetPageUrl(publicUrl, token);
}

/** The reset page for a token: the link carries the token only (see resetLinkAccount). */
export function resetPageUrl(publicUrl: string, token: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * `GET /api/auth/reset-link?token=…`: the address whose password a mailed reset link resets, for
 * a link that can still be used. The reset page names it and signs in with it once the new
 * password is set, so neither can be changed by editing the link: the link carries only the
 * token. A bad, expired or used token answers as better-auth's own reset does (400
 * `INVALID_TOKEN`) and names no one. Whoever holds a valid link can set the account's password
 * anyway, so telling them its address gives nothing away. Whether the link is still good is
 * judged by the shop's clock; better-auth judges it again by the machine's when the password is set.
 */
export function resetLinkAccount(clock: Clock) {
  return {
    id: 'reset-link-account',
    endpoints: {
      resetLinkAccount: createAuthEndpoint(
        '/reset-link',
        {
          method: 'GET',
          query: z.object({ token: z.string().optional() }).optional(),
          // The answer names a customer: no cache or proxy keeps it.
          metadata: { noStore: true },
        },
        async (ctx) => {
          const token = ctx.query?.token;
          // better-auth's own reset endpoint keeps its links as `reset-password:<token>`.
          const link = token
            ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
            : null;
          const user =
            link && link.expiresAt > clock()
              ? await ctx.context.internalAdapter.findUserById(link.value)
              : null;
          if (!user) {
            throw new APIError('BAD_REQUEST', { message: 'Invalid token', code: 'INVALID_TOKEN' });
          }
          return ctx.json({ email: user.email });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
