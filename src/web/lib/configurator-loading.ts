import { CONFIGURATOR_PATH as DESIGN_CONFIGURATOR_PATH } from '../../domain/design/model.ts';
import { wishlistItemSchema } from '../../domain/items/model.ts';
import type { WishlistItem } from '../../domain/items/model.ts';
import { emitShopEvent } from './shop-events.ts';

/** docs/rules/browser-storage.md: a design on its way to the configurator, as versioned JSON. */
export const PENDING_WISHLIST_ITEM_KEY = 'pending-wishlist-item';
const PENDING_VERSION = 1;

export const CONFIGURATOR_PATH = DESIGN_CONFIGURATOR_PATH.cell;

/**
 * Load Design for a box design (docs/rules/saved-items.md): on /configurator the item is injected directly;
 * from any other page it is stored as the pending item and the visitor is sent there.
 */
export function openDesignInConfigurator(
  item: WishlistItem,
  navigate: (path: string) => void,
  pathname: string = window.location.pathname,
): void {
  if (pathname === CONFIGURATOR_PATH) {
    emitShopEvent('configurator:load-design', item);
    return;
  }
  window.localStorage.setItem(
    PENDING_WISHLIST_ITEM_KEY,
    JSON.stringify({ version: PENDING_VERSION, item }),
  );
  navigate(CONFIGURATOR_PATH);
}

/**
 * Reads and removes a pending item stored under `key`, so it loads once; anything unreadable is
 * dropped.
 */
export function takePendingItem(
  key: string,
  storage: Pick<Storage, 'getItem' | 'removeItem'> = window.localStorage,
): WishlistItem | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
    storage.removeItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    // Older releases stored the bare item.
    const candidate =
      typeof parsed === 'object' && parsed !== null && 'item' in parsed
        ? (parsed as { item: unknown }).item
        : parsed;
    const result = wishlistItemSchema.safeParse(candidate);
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The pending wishlist design for the cell configurator (docs/rules/browser-storage.md `pending-wishlist-item`). */
export function takePendingWishlistItem(
  storage: Pick<Storage, 'getItem' | 'removeItem'> = window.localStorage,
): WishlistItem | null {
  return takePendingItem(PENDING_WISHLIST_ITEM_KEY, storage);
}
