import type { ParsedItems } from '../../../domain/items/model.ts';
import type { Clock } from './clock.ts';
import {
  createItemSync,
  type ItemSync,
  type ItemSyncOptions,
  type ItemTransport,
  type SyncableItem,
  type SyncOutcome,
  type SyncSession,
} from './item-sync.ts';
import { createPersistedListStore } from './persisted-list.ts';

/** What a list kept in the browser and mirrored to the server needs from around it. */
export interface SyncedListDeps<T extends SyncableItem> {
  clock: Clock;
  transport: ItemTransport<T>;
  getSession: () => SyncSession | null | Promise<SyncSession | null>;
  refreshSession: () => Promise<void>;
  storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

export interface SyncedListOptions<T extends SyncableItem> extends Pick<
  ItemSyncOptions<T>,
  'isSimilar' | 'mergeInto' | 'onFailure'
> {
  /** The storage key (docs/rules/browser-storage.md). */
  name: string;
  parse: (stored: unknown) => ParsedItems<T>;
  /** How the list is named in the log, as `Cart`. */
  label: string;
}

/** This browser's localStorage, when there is one and it may be used. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The cart's and the wishlist's common part: the persisted store, the sync engine that mirrors it
 * (a full sync is scheduled once the stored list has been read), and what both lists do alike.
 */
export function createSyncedList<T extends SyncableItem>(
  deps: SyncedListDeps<T>,
  options: SyncedListOptions<T>,
) {
  const store = createPersistedListStore<T>({
    name: options.name,
    parse: options.parse,
    getStorage: deps.storage,
    onRestored: () => {
      store.setState({ restored: true });
      sync.scheduleRestoreSync();
    },
  });
  const sync: ItemSync = createItemSync<T>({
    store,
    transport: deps.transport,
    clock: deps.clock,
    getSession: deps.getSession,
    refreshSession: deps.refreshSession,
    isSimilar: options.isSimilar,
    mergeInto: options.mergeInto,
    onFailure: options.onFailure,
    log: (message, error) => console.warn(`${options.label}: ${message}`, error),
  });

  /** Takes an item out, remembering its saved row for removal at the next sync. */
  function takeOut(id: string): T | undefined {
    const item = store.getState().items.find((entry) => entry.id === id);
    if (!item) return undefined;
    store.setState((state) => ({
      items: state.items.filter((entry) => entry.id !== id),
      ...(item.remoteId === undefined
        ? {}
        : { pendingRemovals: [...state.pendingRemovals, item.remoteId] }),
    }));
    sync.scheduleSync();
    return item;
  }

  /** Sign-out: the local list goes; the saved one stays on the server. */
  function clearLocal(): void {
    sync.reset();
    store.setState({ items: [], pendingRemovals: [] });
  }

  return {
    store,
    sync,
    restore: () => store.persist.rehydrate(),
    takeOut,
    clearLocal,
    syncOnPanelOpen: (): Promise<SyncOutcome> => sync.requestSync('panel'),
  };
}
