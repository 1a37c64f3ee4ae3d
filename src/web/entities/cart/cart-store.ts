import { useStore } from 'zustand';
import { MAX_QUANTITY } from '../../../contract/saved-item.ts';
import type { CartItem } from '../../../domain/items/model.ts';
import { parseCartItems } from '../../../domain/items/model.ts';
import { isSimilarCartItem } from '../../../domain/items/similarity.ts';
import { addCents, multiplyCents, ZERO_CENTS, type Cents } from '../../../domain/pricing/money.ts';
import type { ItemEvents } from '../../lib/item-analytics.ts';
import { openPanel } from '../../lib/panels.ts';
import { CART_STORAGE_KEY } from '../../lib/storage-keys.ts';
import { cartTransport } from '../../lib/sync/http-transport.ts';
import type { SyncedListState } from '../../lib/sync/item-sync.ts';
import { createSyncedList, type SyncedListDeps } from '../../lib/sync/synced-list.ts';
import { restoredBrowserList } from '../saved-item/browser-list-deps.ts';

// The cart (docs/rules/saved-items.md): lines kept in browser storage under `cart`, mirrored to the server
// for a signed-in customer. Adding a design identical to a line raises that line's quantity.

/** A line holds at most this many of one design, as the server keeps it. */
export { MAX_QUANTITY };

/** What a configurator or product page hands to addToCart; the cart fills in the rest. */
export type NewCartItem = Omit<
  CartItem,
  'id' | 'isSynced' | 'remoteId' | 'quantity' | 'dateAdded'
> & {
  readonly id?: string | undefined;
  readonly quantity?: number | undefined;
  readonly dateAdded?: string | undefined;
  readonly isSynced?: boolean | undefined;
  readonly remoteId?: string | undefined;
};

export interface CartDeps extends SyncedListDeps<CartItem> {
  randomId: () => string;
  events: ItemEvents;
  /** Adding an item opens the cart panel (docs/rules/saved-items.md). */
  onAdded: (line: CartItem) => void;
  notifyFailure: (message: string) => void;
}

export type CartState = SyncedListState<CartItem>;

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function lineTotalCents(item: CartItem): Cents {
  return multiplyCents(item.priceCents, item.quantity);
}

export function cartTotalCents(items: readonly CartItem[]): Cents {
  return items.reduce<Cents>((sum, item) => addCents(sum, lineTotalCents(item)), ZERO_CENTS);
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY, Math.floor(quantity));
}

export function createCart(deps: CartDeps) {
  const list = createSyncedList<CartItem>(deps, {
    name: CART_STORAGE_KEY,
    label: 'Cart',
    parse: parseCartItems,
    isSimilar: isSimilarCartItem,
    mergeInto: (saved, local) => ({
      ...saved,
      quantity: clampQuantity(saved.quantity + local.quantity),
    }),
    onFailure: (trigger) => {
      // At the panel the customer is told; elsewhere the failure is logged and retried later.
      if (trigger === 'panel') deps.notifyFailure('Failed to sync cart items');
    },
  });
  const { store, sync } = list;

  const change = (update: (items: CartItem[]) => Partial<CartState>) => {
    store.setState((state) => update(state.items));
    sync.scheduleSync();
  };

  function addToCart(input: NewCartItem): CartItem {
    const quantity = clampQuantity(Math.max(1, input.quantity ?? 1));
    const existing = store.getState().items.find((line) => isSimilarCartItem(line, input));
    let line: CartItem;
    if (existing) {
      line = {
        ...existing,
        quantity: clampQuantity(existing.quantity + quantity),
        isSynced: false,
      };
      change((items) => ({ items: items.map((item) => (item === existing ? line : item)) }));
    } else {
      line = {
        ...input,
        id: input.id ?? deps.randomId(),
        quantity,
        dateAdded: input.dateAdded ?? new Date(deps.clock.now()).toISOString(),
        isSynced: false,
        remoteId: undefined,
      };
      change((items) => ({ items: [...items, line] }));
    }
    // What the cart really gained: a line already at its limit gains nothing to report.
    const added = line.quantity - (existing?.quantity ?? 0);
    if (added > 0) deps.events.addedToCart(line, added);
    deps.onAdded(line);
    return line;
  }

  /** Quantity 0 or less removes the line (docs/rules/saved-items.md). */
  function setQuantity(id: string, quantity: number): void {
    const line = store.getState().items.find((item) => item.id === id);
    if (!line) return;
    if (!(quantity > 0)) {
      removeFromCart(id);
      return;
    }
    const next = clampQuantity(quantity);
    if (next === line.quantity) return;
    if (next > line.quantity) deps.events.addedToCart(line, next - line.quantity);
    change((items) => ({
      items: items.map((item) =>
        item.id === id ? { ...item, quantity: next, isSynced: false } : item,
      ),
    }));
  }

  /** The panel's stepper: up always (to the server's limit), down only while above 1. */
  function increaseQuantity(id: string): void {
    const line = store.getState().items.find((item) => item.id === id);
    if (line) setQuantity(id, line.quantity + 1);
  }

  function decreaseQuantity(id: string): void {
    const line = store.getState().items.find((item) => item.id === id);
    if (line && line.quantity > 1) setQuantity(id, line.quantity - 1);
  }

  /** Remove: takes the line out and records remove_from_cart; a move uses takeOut alone. */
  function removeFromCart(id: string): CartItem | undefined {
    const line = list.takeOut(id);
    if (line) deps.events.removedFromCart(line);
    return line;
  }

  return {
    ...list,
    addToCart,
    setQuantity,
    increaseQuantity,
    decreaseQuantity,
    removeFromCart,
  };
}

/** The shop's cart, restored from this browser's storage. */
export const cart = restoredBrowserList(createCart, {
  transport: cartTransport,
  onAdded: () => openPanel('cart'),
});
export type Cart = typeof cart;

/** Adds a design to the cart, raising the quantity of an identical line, and opens the cart. */
export function addToCart(item: NewCartItem): CartItem {
  return cart.addToCart(item);
}

export function useCartItems(): CartItem[] {
  return useStore(cart.store, (state) => state.items);
}

/** The header badge's count: every unit of every line. */
export function useCartCount(): number {
  return useStore(cart.store, (state) => cartCount(state.items));
}
