import { z } from 'zod';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import type { Clock } from '../lib/clock.ts';

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
