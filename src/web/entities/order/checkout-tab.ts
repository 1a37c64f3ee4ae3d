import type { CartItem } from '../../../domain/items/model.ts';
import { CHECKOUT_KEY_PREFIX } from './checkout-keys.ts';

/**
 * What a checkout keeps for the browser tab (sessionStorage), so that neither a reload nor a
 * return through the cart loses anything: what the customer typed, the order the checkout placed
 * and the cart lines that went into it. Storage that is full or blocked keeps nothing, and the
 * checkout works without it.
 */

// Every key starts with the prefix sign-out clears (checkout-keys.ts).
const typedKey = (checkoutId: string) => `${CHECKOUT_KEY_PREFIX}details:${checkoutId}`;
/** What was typed into the tab's latest checkout: a new checkout starts from it. */
const LAST_TYPED_KEY = `${CHECKOUT_KEY_PREFIX}details:last`;
const placedKey = (checkoutId: string) => `${CHECKOUT_KEY_PREFIX}order:${checkoutId}`;
const orderedKey = (checkoutId: string) => `${CHECKOUT_KEY_PREFIX}items:${checkoutId}`;
/** The tab's latest placed checkout and the cart it was placed from. */
const LAST_PLACED_KEY = `${CHECKOUT_KEY_PREFIX}placed:last`;

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

/** What was typed into this checkout, else into the tab's latest one; unchecked. */
export function keptTyped(checkoutId: string | undefined): Record<string, unknown> {
  const own = checkoutId ? read(typedKey(checkoutId)) : null;
  const kept = isRecord(own) ? own : read(LAST_TYPED_KEY);
  return isRecord(kept) ? kept : {};
}

export function keepTyped(checkoutId: string, typed: unknown): void {
  write(typedKey(checkoutId), typed);
  write(LAST_TYPED_KEY, typed);
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
  write(LAST_PLACED_KEY, { checkoutId, cart: cartKey(items) });
}

/** The order this checkout placed, for a reload to return to its payment. */
export function placedOrderId(checkoutId: string): string | null {
  return readText(placedKey(checkoutId)) || null;
}

/** The placed order is gone or can no longer be paid: the checkout starts again from its form. */
export function forgetPlaced(checkoutId: string): void {
  remove(placedKey(checkoutId));
  remove(orderedKey(checkoutId));
  const last = read(LAST_PLACED_KEY);
  if (isRecord(last) && last.checkoutId === checkoutId) remove(LAST_PLACED_KEY);
}

/** The cart lines that went into the order this checkout placed, handed over once it is paid. */
export function takeOrderedItemIds(checkoutId: string): string[] {
  const kept = read(orderedKey(checkoutId));
  forgetPlaced(checkoutId);
  return Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * The tab's latest checkout if it placed an order from exactly this cart: going to checkout again
 * returns to that order's payment instead of placing a second order of the same designs.
 */
export function resumableCheckout(items: readonly CartItem[]): string | null {
  const last = read(LAST_PLACED_KEY);
  if (!isRecord(last) || typeof last.checkoutId !== 'string') return null;
  if (items.length === 0 || last.cart !== cartKey(items)) return null;
  return placedOrderId(last.checkoutId) ? last.checkoutId : null;
}
