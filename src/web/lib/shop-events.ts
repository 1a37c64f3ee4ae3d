import type { InchConfig } from '../../domain/inch/model.ts';
import type { WishlistItem } from '../../domain/items/model.ts';

// The few signals one part of the shop sends another without importing it, each with its detail's
// type. They travel on `window` as CustomEvents under these names, so a page script or a browser
// test can listen too. Everything else is a direct call (openPanel, the stores' own methods).

/** A design and its name, for the inch configurator that is already open. */
export interface InchLoadDetail {
  readonly name: string;
  readonly inchConfig: InchConfig;
  /** The item's kind of piece (`inch-tv-stand`), when it names one. */
  readonly designType?: string | undefined;
}

export interface ShopEventMap {
  /** The customer signed out: the cart and wishlist forget this browser's copy. */
  'shop:signed-out': undefined;
  /** The server refused the session (a sync answered 401 and the session is gone): check it again. */
  'shop:session-check': undefined;
  /** Load this saved design into the cell configurator that is already open. */
  'configurator:load-design': WishlistItem;
  /** Load this inch design into the inch configurator that is already open. */
  'configurator-inch:load-design': InchLoadDetail;
}

export type ShopEventName = keyof ShopEventMap;

/** The event for `name`, to pass to `dispatchEvent` (or an injected `dispatch`). */
export function shopEvent<K extends ShopEventName>(name: K, detail: ShopEventMap[K]): CustomEvent {
  return new CustomEvent<ShopEventMap[K]>(name, { detail });
}

export function emitShopEvent<K extends ShopEventName>(
  name: K,
  detail: ShopEventMap[K],
  target: Pick<EventTarget, 'dispatchEvent'> = window,
): void {
  target.dispatchEvent(shopEvent(name, detail));
}

/** Calls `handler` with each event's detail until the returned function is called. */
export function onShopEvent<K extends ShopEventName>(
  name: K,
  handler: (detail: ShopEventMap[K]) => void,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<ShopEventMap[K]>).detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
