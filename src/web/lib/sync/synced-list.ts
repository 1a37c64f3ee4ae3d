import type { ParsedItems } from '../../../domain/items/model.ts';
import type { Clock } from './clock.ts';
import {
  createItemSync,
  type ItemSync,
  type ItemSyncOptions,
  type ItemTransport,
  type SyncableItem,
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
  /** The storage key (DECISIONS D3). */
  name: string;
  parse: (stored: unknown) => ParsedItems<T>;
  /** How the list is named in the log, as `Cart`. */
  label: string;
}

/**
 * The cart's and the wishlist's common part: the persisted store, and the sync engine that
 * mirrors it, with a full sync scheduled once the stored list has been read.
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
  return { store, sync };
}
