import { useSyncExternalStore } from 'react';

/**
 * Header badge counts, read straight from browser storage (DECISIONS D3 keys), where the cart and
 * wishlist stores persist themselves in zustand's format: `{"state":{"items":[...]},"version":1}`.
 */
export const CART_STORAGE_KEY = 'cart';
export const WISHLIST_STORAGE_KEY = 'wishlist';

/** Fired on `window` by code that changes the stored cart or wishlist in this tab. */
export const STORAGE_ITEMS_CHANGED_EVENT = 'storage-items-changed';

export function notifyStorageItemsChanged(target: Pick<Window, 'dispatchEvent'> = window): void {
  target.dispatchEvent(new Event(STORAGE_ITEMS_CHANGED_EVENT));
}

function storedItems(raw: string | null): unknown[] {
  if (raw == null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return [];
    const state: unknown = (parsed as { state?: unknown }).state;
    if (typeof state !== 'object' || state === null) return [];
    const items: unknown = (state as { items?: unknown }).items;
    return Array.isArray(items) ? items : [];
  } catch {
    return [];
  }
}

/** Cart count: the sum of quantities; lines without a sensible quantity count as nothing. */
export function parseCartCount(raw: string | null): number {
  let count = 0;
  for (const item of storedItems(raw)) {
    const quantity: unknown =
      typeof item === 'object' && item !== null ? (item as { quantity?: unknown }).quantity : null;
    if (typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0) {
      count += Math.floor(quantity);
    }
  }
  return count;
}

/** Wishlist count: the number of saved items. */
export function parseWishlistCount(raw: string | null): number {
  return storedItems(raw).filter((item) => typeof item === 'object' && item !== null).length;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(STORAGE_ITEMS_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(STORAGE_ITEMS_CHANGED_EVENT, onChange);
  };
}

export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => parseCartCount(readStorage(CART_STORAGE_KEY)),
    () => 0,
  );
}

export function useWishlistCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => parseWishlistCount(readStorage(WISHLIST_STORAGE_KEY)),
    () => 0,
  );
}
