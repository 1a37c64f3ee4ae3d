import {
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
