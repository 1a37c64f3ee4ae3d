import {
  CHECKOUT_KEY_PATTERN,
  checkoutQuoteOutput,
  placedOrderOutput,
  shippingEstimateOutput,
} from '../../../contract/checkout.ts';
import type {
  CheckoutLineInput,
  CheckoutQuoteInput,
  PlaceOrderInput,
  ShippingEstimateInput,
} from '../../../contract/checkout.ts';
import type { CartItem } from '../../../domain/items/model.ts';
import { sendJson } from '../../lib/api-client.ts';
import { savedItemBody } from '../../lib/sync/http-transport.ts';

// The checkout's calls to /api/checkout and /api/orders, typed by src/contract/checkout.ts.

/** A cart line as checkout sends it: the saved-item body without its picture. */
export function checkoutLineOf(item: CartItem): CheckoutLineInput {
  return { ...(savedItemBody(item) as CheckoutLineInput), imageUrl: null, clientId: null };
}

export const fetchQuote = (input: CheckoutQuoteInput) =>
  sendJson('POST', '/api/checkout/quote', input, checkoutQuoteOutput);

export const fetchEstimate = (input: ShippingEstimateInput) =>
  sendJson('POST', '/api/checkout/estimate', input, shippingEstimateOutput);

export const placeOrder = (input: PlaceOrderInput) =>
  sendJson('POST', '/api/orders', input, placedOrderOutput);

/** A new checkout's id: it makes placing the same checkout twice find the first order. */
export function newCheckoutId(): string {
  return crypto.randomUUID();
}

const checkoutKeyName = (checkoutId: string) => `checkout-key:${checkoutId}`;

/**
 * The checkout's secret, made in this browser and kept here (every tab shares it): the id is in
 * the page's address, so placing the checkout again answers its order only with this key.
 */
export function checkoutKeyFor(checkoutId: string, storage: Storage = localStorage): string {
  const kept = storage.getItem(checkoutKeyName(checkoutId));
  if (kept !== null && CHECKOUT_KEY_PATTERN.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  try {
    storage.setItem(checkoutKeyName(checkoutId), key);
  } catch {
    // Storage full or blocked: the key still places the order from this page.
  }
  return key;
}
