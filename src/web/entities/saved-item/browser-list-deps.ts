import { analytics } from '../../lib/analytics.ts';
import { itemEvents } from '../../lib/item-analytics.ts';
import { systemClock } from '../../lib/sync/clock.ts';
import { getSyncSession, refreshSyncSession } from '../../lib/sync/session-bridge.ts';
import { browserStorage } from '../../lib/sync/synced-list.ts';
import { toast } from '../../ui/toast-store.ts';

/** A new id for an item this browser creates. */
export function randomItemId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${systemClock.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * What the shop's cart and wishlist take from this browser alike: its clock, the signed-in
 * session, localStorage, new ids, analytics, and a toast when a change cannot be saved.
 */
export const browserListDeps = {
  clock: systemClock,
  getSession: getSyncSession,
  refreshSession: refreshSyncSession,
  storage: browserStorage,
  randomId: randomItemId,
  events: itemEvents(analytics),
  notifyFailure: (message: string) => toast({ title: message, variant: 'destructive' }),
};

/**
 * The shop's own cart or wishlist: made by `create` with this browser's dependencies and the
 * list's own, and restored from this browser's storage.
 */
export function restoredBrowserList<List extends { restore(): unknown }, Own>(
  create: (deps: typeof browserListDeps & Own) => List,
  own: Own,
): List {
  const list = create({ ...browserListDeps, ...own });
  void list.restore();
  return list;
}
