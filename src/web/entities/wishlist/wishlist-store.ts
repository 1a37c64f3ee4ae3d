import { useStore } from 'zustand';
import type { WishlistItem } from '../../../domain/items/model.ts';
import { parseWishlistItems } from '../../../domain/items/model.ts';
import {
  findWishlistDuplicate,
  isRepeatWishlistAdd,
  isSameWishlistDesign,
  type WishlistAdd,
} from '../../../domain/items/similarity.ts';
import type { ItemEvents } from '../../lib/item-analytics.ts';
import { WISHLIST_STORAGE_KEY } from '../../lib/storage-keys.ts';
import { wishlistTransport } from '../../lib/sync/http-transport.ts';
import type { SyncedListState } from '../../lib/sync/item-sync.ts';
import { createSyncedList, type SyncedListDeps } from '../../lib/sync/synced-list.ts';
import { restoredBrowserList } from '../saved-item/browser-list-deps.ts';

// The wishlist (docs/rules/saved-items.md): saved designs in browser storage under `wishlist`, mirrored to
// the server for a signed-in customer. A repeat press within 500 ms, an equal design and a similar
// inch configuration are not added twice.

export type NewWishlistItem = Omit<WishlistItem, 'id' | 'isSynced' | 'remoteId' | 'dateAdded'> & {
  readonly id?: string | undefined;
  readonly dateAdded?: string | undefined;
  readonly isSynced?: boolean | undefined;
  readonly remoteId?: string | undefined;
};

export type WishlistAddResult =
  | { readonly status: 'added'; readonly item: WishlistItem }
  | { readonly status: 'repeat' }
  | { readonly status: 'duplicate'; readonly item: WishlistItem };

export interface WishlistDeps extends SyncedListDeps<WishlistItem> {
  randomId: () => string;
  events: ItemEvents;
  notifyFailure: (message: string) => void;
}

export type WishlistState = SyncedListState<WishlistItem>;

export function createWishlist(deps: WishlistDeps) {
  const list = createSyncedList<WishlistItem>(deps, {
    name: WISHLIST_STORAGE_KEY,
    label: 'Wishlist',
    parse: parseWishlistItems,
    isSimilar: isSameWishlistDesign,
    // The saved design already stands for the new one.
    mergeInto: () => null,
    onFailure: () => deps.notifyFailure('Failed to sync wishlist items'),
  });
  const { store, sync } = list;

  let lastAdd: WishlistAdd | undefined;

  /**
   * Saves a design. A press repeated within 500 ms is ignored (docs/rules/saved-items.md); a move from the cart is no
   * press, and says so with `pressed: false`, so two lines moved in quick succession both arrive.
   */
  function addToWishlist(
    input: NewWishlistItem,
    { pressed = true }: { pressed?: boolean } = {},
  ): WishlistAddResult {
    if (pressed) {
      const add: WishlistAdd = {
        name: input.name,
        designType: input.designType,
        selectedColor: input.selectedColor,
        atMs: deps.clock.now(),
      };
      const repeat = isRepeatWishlistAdd(lastAdd, add);
      lastAdd = add;
      if (repeat) return { status: 'repeat' };
    }
    const duplicate = findWishlistDuplicate(store.getState().items, input);
    if (duplicate) return { status: 'duplicate', item: duplicate };
    const item: WishlistItem = {
      ...input,
      id: input.id ?? deps.randomId(),
      dateAdded: input.dateAdded ?? new Date(deps.clock.now()).toISOString(),
      isSynced: false,
      remoteId: undefined,
    };
    store.setState((state) => ({ items: [...state.items, item] }));
    sync.scheduleSync();
    return { status: 'added', item };
  }

  /** Takes an item out; `removed` records the item-removed event (docs/rules/saved-items.md), a move does not. */
  function takeOut(id: string, reason: 'removed' | 'moved'): WishlistItem | undefined {
    const item = list.takeOut(id);
    if (item && reason === 'removed') deps.events.removedFromWishlist(item);
    return item;
  }

  function removeFromWishlist(id: string): WishlistItem | undefined {
    return takeOut(id, 'removed');
  }

  function clearLocal(): void {
    list.clearLocal();
    lastAdd = undefined;
  }

  return {
    ...list,
    addToWishlist,
    removeFromWishlist,
    takeOut,
    clearLocal,
  };
}

/** The shop's wishlist, restored from this browser's storage. */
export const wishlist = restoredBrowserList(createWishlist, {
  transport: wishlistTransport,
});
export type Wishlist = typeof wishlist;

/** Saves a design to the wishlist unless it is a repeat press or already saved. */
export function addToWishlist(item: NewWishlistItem): WishlistAddResult {
  return wishlist.addToWishlist(item);
}

export function useWishlistItems(): WishlistItem[] {
  return useStore(wishlist.store, (state) => state.items);
}

/** The header badge's count: the designs saved. */
export function useWishlistCount(): number {
  return useStore(wishlist.store, (state) => state.items.length);
}
