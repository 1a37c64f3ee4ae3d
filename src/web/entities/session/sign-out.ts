import type { QueryClient } from '@tanstack/react-query';
import { forgetCheckoutsHere } from '../order/checkout-keys.ts';
import { signOutOfServer } from './auth-client.ts';
import { emitShopEvent } from '../../lib/shop-events.ts';
import { SIGNED_OUT_STORAGE_KEYS } from './session.ts';
import { shutdownSupportChat } from '../../lib/support-chat.ts';
import { setSyncSession } from '../../lib/sync/session-bridge.ts';
import { systemClock } from '../../lib/sync/clock.ts';
import { toast } from '../../ui/toast-store.ts';

/** Shuts the chat down now and again after 250 ms and 1000 ms (docs/rules/accounts.md). */
export function shutdownChatWithRetries(win: Window = window): void {
  shutdownSupportChat(win, { force: true });
  for (const delay of [250, 1000]) {
    setTimeout(() => shutdownSupportChat(win, { force: true }), delay);
  }
}

/** The queries holding an account's own data: its profile, its orders and each order opened. */
const ACCOUNT_QUERIES = new Set(['profile', 'my-orders', 'order']);

/**
 * Forgets the account in this browser: clears its cart, wishlist and order access tokens and the
 * tab's checkouts, tells the stores (`shop:signed-out`), shuts the chat down and drops the
 * account's data (profile, orders). Used by sign-out and when the session was ended elsewhere.
 */
export function forgetAccountHere(queryClient: QueryClient): void {
  setSyncSession(null);
  for (const key of SIGNED_OUT_STORAGE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage blocked: nothing stored to clear.
    }
  }
  forgetCheckoutsHere();
  emitShopEvent('shop:signed-out', undefined);
  shutdownChatWithRetries();
  queryClient.setQueryData(['session'], null);
  queryClient.removeQueries({
    predicate: (query) => ACCOUNT_QUERIES.has(String(query.queryKey[0])),
  });
}

/** When this browser last signed out on the customer's word (0: never). */
let signedOutHereAt = 0;

/**
 * Whether the customer has just signed out here, so that a profile page they were leaving does
 * not greet them with the sign-in modal as it closes.
 */
export function justSignedOutHere(now = systemClock.now()): boolean {
  return now - signedOutHereAt < 5_000;
}

/**
 * Sign-out (docs/rules/accounts.md): ends the session on the server, then forgets the account in
 * this browser — even when the server cannot be reached.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  signedOutHereAt = systemClock.now();
  // No cart or wishlist sync may start while the session ends: it would be refused midway.
  setSyncSession(null);
  try {
    await signOutOfServer();
  } finally {
    forgetAccountHere(queryClient);
  }
}

/** Log out from the account menu or the profile: signs out and says how it went. */
export async function signOutAndNotify(queryClient: QueryClient): Promise<void> {
  try {
    await signOut(queryClient);
    toast({ title: 'Signed out' });
  } catch {
    toast({
      title: 'Signed out on this device',
      description: 'The server could not be reached.',
    });
  }
}
