import { z } from 'zod';
import { addressSchema } from '../domain/account/address.ts';
import { DISCOUNT_CODE_MAX_LENGTH } from '../domain/checkout/discount-code.ts';
import type { OrderStatus } from '../domain/orders/status.ts';
import type { Package } from '../domain/shipping/packing.ts';
import type { PackagingOption, RateQuote } from '../domain/shipping/rate-quote.ts';
import { MAX_CART_LINES, savedItemInput } from './saved-item.ts';

// Checkout and orders (`/api/checkout/*`, `/api/orders/*`): what the browser sends and what the
// server answers. The lines are cart lines as the cart keeps them; the server reads each design
// and prices it itself, so the prices a browser sends are never what anyone pays.

/** A cart line as the checkout sends it: the saved-item contract's cart line. */
export const checkoutLine = savedItemInput.cart;
export type CheckoutLineInput = z.input<typeof checkoutLine>;

export const checkoutLines = z
  .array(checkoutLine, { error: 'The cart must be a list of lines.' })
  .min(1, 'Your cart is empty.')
  .max(MAX_CART_LINES, `A cart has at most ${MAX_CART_LINES} lines.`);

/** The shipping address: a US address, a home unless `residential` is false. */
export const checkoutAddress = addressSchema
  .omit({ isDefault: true })
  .extend({ residential: z.boolean().optional().default(true) });
export type CheckoutAddressInput = z.input<typeof checkoutAddress>;
export type OrderAddress = z.output<typeof checkoutAddress>;

/** The quote the customer picked: its packaging and service. */
export const quoteChoice = z.strictObject({
  serviceType: z.string().min(1).max(64),
  packagingType: z.string().min(1).max(64),
});
export type QuoteChoice = z.output<typeof quoteChoice>;

const discountCodeInput = z
  .string()
  .max(DISCOUNT_CODE_MAX_LENGTH * 2, 'That code is too long.')
  .nullish();

/** `POST /api/checkout/quote`: the cart and the address; the choices are optional. */
export const checkoutQuoteInput = z.strictObject({
  lines: checkoutLines,
  address: checkoutAddress,
  choice: quoteChoice.nullish(),
  discountCode: discountCodeInput,
});
export type CheckoutQuoteInput = z.input<typeof checkoutQuoteInput>;

/** `POST /api/checkout/estimate`: what the cart panel asks with only a ZIP code. */
export const shippingEstimateInput = z.strictObject({
  lines: checkoutLines,
  postalCode: z
    .string({ error: 'Enter a 5-digit ZIP code' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code' }),
});
export type ShippingEstimateInput = z.input<typeof shippingEstimateInput>;

/** `POST /api/orders`: a checkout placed; the checkout id makes a repeat find the first order. */
export const placeOrderInput = z.strictObject({
  checkoutId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'The checkout id is not valid.'),
  email: z.email({ error: 'Enter a valid email address' }).max(254),
  lines: checkoutLines,
  address: checkoutAddress,
  choice: quoteChoice,
  discountCode: discountCodeInput,
});
export type PlaceOrderInput = z.input<typeof placeOrderInput>;

/** `POST /api/orders/:id/pay`: a card for the test gateway. */
export const testCardInput = z.strictObject({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
  token: z.string().max(200).nullish(),
});
export type TestCardInput = z.input<typeof testCardInput>;

/** A line as the server priced it. */
export type PricedCheckoutLine = {
  readonly index: number;
  readonly name: string;
  readonly quantity: number;
  readonly unitCents: number;
  readonly lineCents: number;
  readonly dimensions: string;
};

/** A quote with the date the order would arrive by with it. */
export type DatedQuote = RateQuote & { readonly arrivesBy: string; readonly shipsOn: string };

export type CheckoutTotals = {
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly shippingCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
};

/** The answer to a quote: the lines re-priced, the parcels, the quotes and the totals. */
export type CheckoutQuote = {
  readonly lines: readonly PricedCheckoutLine[];
  readonly parcels: readonly Pick<Package, 'weightLb' | 'dimensionsIn' | 'boxCount'>[];
  readonly quotes: readonly DatedQuote[];
  readonly packagingOptions: readonly PackagingOption[];
  /** The quote the totals use: the customer's choice when offered, else the cheapest. */
  readonly selected: DatedQuote | null;
  readonly discount:
    | { readonly ok: true; readonly code: string | null }
    | { readonly ok: false; readonly message: string };
  readonly taxRatePercent: number | null;
  readonly totals: CheckoutTotals;
  readonly source: RateQuote['source'];
};

export type ShippingEstimate = {
  readonly parcels: CheckoutQuote['parcels'];
  readonly cheapest: DatedQuote | null;
};

/** The shipping an order was placed with. */
export type OrderShipping = {
  readonly serviceType: string;
  readonly serviceName: string;
  readonly packagingType: string;
  readonly transitDays: number | null;
  readonly shipsOn: string;
  readonly arrivesBy: string;
  readonly source: RateQuote['source'];
  readonly parcels: CheckoutQuote['parcels'];
};

/** What an order line keeps beside its design, for pages and mail. */
export type OrderLineFacts = {
  readonly dimensions: string;
  readonly weightLb: number;
  readonly kind: 'cell' | 'inch';
};

export type OrderLineView = {
  readonly name: string;
  readonly quantity: number;
  readonly unitCents: number;
  readonly lineCents: number;
  readonly facts: OrderLineFacts;
};

export type OrderView = {
  readonly id: string;
  readonly number: string;
  readonly status: OrderStatus;
  readonly statusLabel: string;
  readonly email: string;
  readonly createdAt: string;
  readonly paidAt: string | null;
  readonly address: OrderAddress;
  readonly shipping: OrderShipping;
  readonly lines: readonly OrderLineView[];
  readonly discountCode: string | null;
  readonly totals: CheckoutTotals;
  readonly payment: {
    readonly mode: 'stripe' | 'test';
    readonly payable: boolean;
    /** The card's message from the last declined attempt. */
    readonly message: string | null;
    /** Stripe's client secret while the order is payable; null for the test gateway. */
    readonly clientSecret: string | null;
  };
  readonly history: readonly { readonly status: OrderStatus; readonly at: string }[];
};

/** `POST /api/orders`'s answer: the order and, for a guest, the token that opens it. */
export type PlacedOrder = { readonly order: OrderView; readonly accessToken: string };

export type OrderSummary = Pick<
  OrderView,
  'id' | 'number' | 'status' | 'statusLabel' | 'createdAt'
> & { readonly totalCents: number; readonly itemCount: number };
