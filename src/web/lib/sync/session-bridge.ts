import { requestShop } from '../api-client.ts';
import { emitShopEvent } from '../shop-events.ts';
import type { SyncSession } from './item-sync.ts';

// The sync engines ask who is signed in through this bridge, so they do not depend on how the
// session is obtained: the app sets it from the session context (CartWishlistSync).

let current: SyncSession | null = null;

export function setSyncSession(session: SyncSession | null): void {
  current = session;
}

export function getSyncSession(): SyncSession | null {
  return current;
}

/** Asks the server for the session again, which also renews its cookie. */
export async function refreshSyncSession(): Promise<void> {
  const response = await requestShop('/api/auth/get-session');
  if (!response.ok) throw new Error(`Session refresh failed (${response.status})`);
  // No session any more: the session provider checks again and forgets the account here.
  if ((await response.json().catch(() => null)) === null) {
    emitShopEvent('shop:session-check', undefined);
  }
}
