import type { Logger } from './logger.ts';

/** The signed-in customer, as every feature sees them. */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

/** What every request carries through the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Where the request came from, as limits count it (lib/client-address.ts). */
    clientAddress: string;
    /** Set by the session middleware; null for a visitor who is not signed in. */
    user: SessionUser | null;
    /** The page's Content-Security-Policy nonce, set when a page is answered (spa/routes.ts). */
    cspNonce?: string;
  };
}
