import type { AccountRole } from '../contract/admin.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './logger.ts';

/** The signed-in customer, as every feature sees them. */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  /** `admin` opens the owner's admin (src/server/admin). */
  role: AccountRole;
}

/** What every request carries through the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The request's logger (its lines carry the request id), made on first use. */
    log: () => Logger;
    /** How many proxies in front of the shop add X-Forwarded-For (lib/client-address.ts). */
    trustProxy: number;
    /** The shop's clock (lib/clock.ts), for whatever a request decides by the time. */
    clock: Clock;
    /** Set by the session middleware; null for a visitor who is not signed in. */
    user: SessionUser | null;
    /** The page's Content-Security-Policy nonce, set when a page is answered (spa/routes.ts). */
    cspNonce?: string;
  };
}
