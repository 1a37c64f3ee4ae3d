import type { QueryClient } from '@tanstack/react-query';
import type { CartItem } from '../../../domain/items/model.ts';
import { cart } from '../cart/cart-store.ts';
import { invalidateAccountOrders } from './order-api.ts';
import { CHECKOUT_KEY_PREFIX, forgetCheckoutsHere } from './checkout-keys.ts';

/**
 * What a checkout keeps for the browser tab (sessionStorage), so that neither a reload nor a
 * return through the cart loses anything: what the customer typed, the order the checkout placed,
 * the cart lines that went into it and the cart as it was then. The tab's current checkout is the
 * latest one opened; once an order a checkout placed is paid, the tab forgets its checkouts. Storage
 * that is full or blocked keeps nothing, and the checkout works without it
 * (docs/rules/browser-storage.md).
 */

// Every key starts with the prefix sign-out clears (checkout-keys.ts).
const CURRENT_KEY = `${CHECKOUT_KEY_PREFIX}current`;
const typedKey = (checkoutId: string) => `${CHECKOUT_KEY_PREFIX}details:${checkoutId}`;
const placedKey = (checkoutId: string) => `${CHECKOUT_KEY_PREFIX}order:${checkoutId}`;
const orderedKey = (checkoutId: string) => `${CHECKOUT_KEY_PREFIX}items:${checkoutId}`;
const placedCartKey = (checkoutId: string) => `${CHECKOUT_KEY_PREFIX}cart:${checkoutId}`;

function readText(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeText(key: string, text: string): void {
  try {
    sessionStorage.setItem(key, text);
  } catch {
    // Full or blocked: nothing is kept.
  }
}

function read(key: string): unknown {
  const text = readText(key);
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  writeText(key, JSON.stringify(value));
}

function remove(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Blocked: nothing was kept.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The checkout on screen becomes the tab's current one. */
export function enterCheckout(checkoutId: string): void {
  writeText(CURRENT_KEY, checkoutId);
}

/**
 * What was typed into this checkout, else into the tab's current one (a new checkout opened after
 * the current one placed an order and the cart changed); unchecked.
 */
export function keptTyped(checkoutId: string | undefined): Record<string, unknown> {
  const own = checkoutId ? read(typedKey(checkoutId)) : null;
  if (isRecord(own)) return own;
  const current = readText(CURRENT_KEY);
  const carried = current ? read(typedKey(current)) : null;
  return isRecord(carried) ? carried : {};
}

export function keepTyped(checkoutId: string, typed: unknown): void {
  write(typedKey(checkoutId), typed);
}

/** The cart as an order was placed from it: its lines and their quantities. */
function cartKey(items: readonly CartItem[]): string {
  return items
    .map((item) => `${item.id}×${item.quantity}`)
    .sort()
    .join(',');
}

export function keepPlaced(checkoutId: string, orderId: string, items: readonly CartItem[]): void {
  writeText(placedKey(checkoutId), orderId);
  write(
    orderedKey(checkoutId),
    items.map((item) => item.id),
  );
  writeText(placedCartKey(checkoutId), cartKey(items));
}

/** The order this checkout placed, for a reload to return to its payment. */
export function placedOrderId(checkoutId: string): string | null {
  return readText(placedKey(checkoutId)) || null;
}

/** The placed order is gone or can no longer be paid: the checkout starts again from its form. */
export function forgetPlaced(checkoutId: string): void {
  remove(placedKey(checkoutId));
  remove(orderedKey(checkoutId));
  remove(placedCartKey(checkoutId));
}

/**
 * An order is paid, here or on its own page. If a checkout of this tab placed it, the tab's
 * checkouts are forgotten — the purchase is over, and the next one starts from nothing typed — and
 * the cart lines that went into the order are returned, to be taken out of the cart.
 */
export function settlePaidOrder(orderId: string): string[] {
  let ordered: string[] | null = null;
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (!key.startsWith(placedKey('')) || sessionStorage.getItem(key) !== orderId) continue;
      const kept = read(orderedKey(key.slice(placedKey('').length)));
      ordered = Array.isArray(kept)
        ? kept.filter((id): id is string => typeof id === 'string')
        : [];
    }
  } catch {
    // Blocked: nothing was kept.
  }
  if (ordered === null) return [];
  forgetCheckoutsHere();
  return ordered;
}

/**
 * What paying for an order changes in the browser, wherever it was paid (checkout, the order's
 * page): the designs a checkout of this tab put into it leave the cart, once — anything added
 * since stays — and the account's order lists are read again.
 */
export function settlePayment(orderId: string, queryClient: QueryClient): void {
  for (const id of settlePaidOrder(orderId)) cart.takeOut(id);
  void invalidateAccountOrders(queryClient);
}

/**
 * Where going to checkout returns to: the tab's current checkout while it has placed nothing, or
 * while the order it placed came from exactly this cart (its payment, instead of a second order of
 * the same designs); null for a new checkout.
 */
export function checkoutToReturnTo(items: readonly CartItem[]): string | null {
  const current = readText(CURRENT_KEY);
  if (!current) return null;
  if (!placedOrderId(current)) return current;
  return readText(placedCartKey(current)) === cartKey(items) ? current : null;
}
