import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ParsedItems } from '../../../domain/items/model.ts';
import type { SyncableItem, SyncedListState } from './item-sync.ts';

// A cart or wishlist kept in browser storage under its key (docs/rules/browser-storage.md), in zustand's persisted
// format `{"state":{"items":[...],"pendingRemovals":[...]},"version":1}`. Restoring never throws: unreadable JSON is an empty list, unreadable entries are
// skipped and the readable ones kept.

export const LIST_STORAGE_VERSION = 1;

type Persisted = { items: unknown; pendingRemovals?: unknown };

export interface PersistedListOptions<T> {
  name: string;
  parse: (stored: unknown) => ParsedItems<T>;
  getStorage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  /** Called once the stored list was read (or found missing). */
  onRestored?: (skipped: number) => void;
}

function listStorage(
  getStorage: PersistedListOptions<unknown>['getStorage'],
): PersistStorage<Persisted> {
  return {
    getItem(name) {
      try {
        const raw = getStorage()?.getItem(name);
        if (raw == null) return null;
        const parsed: unknown = JSON.parse(raw);
        // Before version 1 the list was stored as a bare array.
        if (Array.isArray(parsed)) return { state: { items: parsed }, version: 0 };
        if (typeof parsed !== 'object' || parsed === null || !('state' in parsed)) return null;
        const value = parsed as { state: unknown; version?: unknown };
        const state =
          typeof value.state === 'object' && value.state !== null
            ? (value.state as Persisted)
            : { items: [] };
        return {
          state,
          version: typeof value.version === 'number' ? value.version : 0,
        } satisfies StorageValue<Persisted>;
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      try {
        getStorage()?.setItem(name, JSON.stringify(value));
      } catch (error) {
        // Storage full or blocked: the list still works for this visit.
        console.warn(`Could not save the ${name}`, error);
      }
    },
    removeItem(name) {
      try {
        getStorage()?.removeItem(name);
      } catch {
        // Nothing stored, nothing to lose.
      }
    },
  };
}

export function createPersistedListStore<T extends SyncableItem>(
  options: PersistedListOptions<T>,
): StoreApi<SyncedListState<T>> & {
  persist: { rehydrate(): Promise<void> | void };
} {
  let skipped = 0;
  return createStore<SyncedListState<T>>()(
    persist((): SyncedListState<T> => ({ items: [], pendingRemovals: [], restored: false }), {
      name: options.name,
      version: LIST_STORAGE_VERSION,
      storage: listStorage(options.getStorage),
      skipHydration: true,
      partialize: (state) => ({ items: state.items, pendingRemovals: state.pendingRemovals }),
      // Older versions kept the same items (possibly with dollar prices, which the domain reads);
      // the item schema does the upgrading, one entry at a time.
      migrate: (persisted) => (persisted ?? { items: [] }) as Persisted,
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Persisted;
        const parsed = options.parse(stored.items ?? []);
        skipped = parsed.skipped;
        const removals = Array.isArray(stored.pendingRemovals)
          ? stored.pendingRemovals.filter((id): id is string => typeof id === 'string')
          : [];
        return { ...current, items: [...parsed.items], pendingRemovals: removals };
      },
      onRehydrateStorage: () => (_state, error) => {
        if (error) console.warn(`Could not restore the ${options.name}`, error);
        if (skipped > 0) console.warn(`Skipped ${skipped} unreadable ${options.name} items`);
        options.onRestored?.(skipped);
      },
    }),
  ) as StoreApi<SyncedListState<T>> & { persist: { rehydrate(): Promise<void> | void } };
}
