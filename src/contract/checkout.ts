import * as z from 'zod/mini';
import {
  companyField,
  deliverableZipCode,
  shippingAddressSchema,
  ZIP_CODE_PATTERN,
} from '../domain/account/address.ts';
import { DISCOUNT_CODE_MAX_LENGTH } from '../domain/checkout/discount-code.ts';
import { ORDER_STATUSES } from '../domain/orders/status.ts';
import { ADDRESS_CLASSIFICATIONS } from '../domain/shipping/delivery-kind.ts';
import type { DeliveryBasis } from '../domain/shipping/delivery-kind.ts';
import { CARRIERS } from '../domain/orders/tracking.ts';
import { postalAddressOutput } from './profile.ts';
import { MAX_CART_LINES, savedItemInput } from './saved-item.ts';

// Checkout and orders (`/api/checkout/*`, `/api/orders/*`): what the browser sends and what the
// server answers. The lines are cart lines as the cart keeps them; the server reads each design
// and prices it itself, so the prices a browser sends are never what anyone pays.

/** A cart line as the checkout sends it: the saved-item contract's cart line. */
export const checkoutLine = savedItemInput.cart;
export type CheckoutLineInput = z.input<typeof checkoutLine>;

export const checkoutLines = z
  .array(checkoutLine, { error: 'The cart must be a list of lines.' })
  .check(
    z.minLength(1, 'Your cart is empty.'),
    z.maxLength(MAX_CART_LINES, `A cart has at most ${MAX_CART_LINES} lines.`),
  );

/**
 * The shipping address: a US address and, if the parcel goes to one, a company. Whether it is a
 * home or a business is the shop's to decide (orders/quotes.ts `deliveryKindFor`): `residential`
 * is still taken from older pages, and decides nothing.
 */
export const checkoutAddress = z.extend(shippingAddressSchema, {
  company: companyField,
  residential: z._default(z.optional(z.boolean()), true),
});
export type CheckoutAddressInput = z.input<typeof checkoutAddress>;
export type OrderAddress = z.output<typeof checkoutAddress>;

/**
 * An order's address as the order keeps it: `residential` is the shop's decision and
 * `deliveryBasis` why. Orders placed before the shop kept a company or a basis have neither: their
 * `residential` was the customer's checkbox.
 */
export type StoredOrderAddress = Omit<OrderAddress, 'company'> & {
  readonly company?: string | null | undefined;
  readonly deliveryBasis?: DeliveryBasis | undefined;
};

/** An order's address as its pages are told it. */
export function orderAddressView(stored: StoredOrderAddress): OrderAddressView {
  return {
    fullName: stored.fullName,
    company: stored.company ?? null,
    line1: stored.line1,
    line2: stored.line2,
    city: stored.city,
    state: stored.state,
    postalCode: stored.postalCode,
    phone: stored.phone,
    residential: stored.residential,
    deliveryBasis: stored.deliveryBasis ?? { by: 'customer', company: false },
  };
}

/** The quote the customer picked: its packaging and service. */
export const quoteChoice = z.strictObject({
  serviceType: z.string().check(z.minLength(1), z.maxLength(64)),
  packagingType: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type QuoteChoice = z.output<typeof quoteChoice>;

const discountCodeInput = z.nullish(
  z.string().check(z.maxLength(DISCOUNT_CODE_MAX_LENGTH * 2, 'That code is too long.')),
);

/** `POST /api/checkout/quote`: the cart and the address; the choices are optional. */
export const checkoutQuoteInput = z.strictObject({
  lines: checkoutLines,
  address: checkoutAddress,
  choice: z.nullish(quoteChoice),
  discountCode: discountCodeInput,
});
export type CheckoutQuoteInput = z.input<typeof checkoutQuoteInput>;

/** `POST /api/checkout/estimate`: what the cart panel asks with only a ZIP code. */
export const shippingEstimateInput = z.strictObject({
  lines: checkoutLines,
  postalCode: z.string({ error: 'Enter a 5-digit ZIP code' }).check(
    z.trim(),
    z.regex(ZIP_CODE_PATTERN, { error: 'Enter a 5-digit ZIP code' }),
    // No estimate for a place the shop does not ship to, in checkout's words.
    deliverableZipCode,
  ),
});
export type ShippingEstimateInput = z.input<typeof shippingEstimateInput>;

/** `POST /api/orders`: a checkout placed; the checkout id makes a repeat find the first order. */
/** A checkout's secret key, as its browser makes it. */
export const CHECKOUT_KEY_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export const placeOrderInput = z.strictObject({
  checkoutId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'The checkout id is not valid.')),
  /**
   * A secret the checkout's browser keeps (never in an address, unlike the checkout id): placing
   * the same checkout again answers its order, with a new token, only to whoever holds it.
   */
  checkoutKey: z.string().check(z.regex(CHECKOUT_KEY_PATTERN, 'The checkout key is not valid.')),
  email: z.email({ error: 'Enter a valid email address' }).check(z.maxLength(254)),
  lines: checkoutLines,
  address: checkoutAddress,
  choice: quoteChoice,
  discountCode: discountCodeInput,
  /**
   * The total the customer was shown: the order is placed only at that total (a shipping quote
   * asked again, or a code used up meanwhile, would otherwise change it unseen).
   */
  expectedTotalCents: z.nullish(z.int().check(z.nonnegative())),
});
export type PlaceOrderInput = z.input<typeof placeOrderInput>;

/** `POST /api/orders/:id/pay`: a card for the test gateway. */
export const testCardInput = z.strictObject({
  number: z.string().check(z.maxLength(40)),
  expiry: z.string().check(z.maxLength(10)),
  cvc: z.string().check(z.maxLength(8)),
  token: z.nullish(z.string().check(z.maxLength(200))),
});
export type TestCardInput = z.input<typeof testCardInput>;

/** A line as the server priced it. */
export const pricedCheckoutLine = z.object({
  index: z.number(),
  name: z.string(),
  quantity: z.number(),
  unitCents: z.number(),
  lineCents: z.number(),
  dimensions: z.string(),
});
export type PricedCheckoutLine = z.infer<typeof pricedCheckoutLine>;

/** A carrier quote with the days the order would leave the workshop and arrive with it. */
export const datedQuote = z.object({
  serviceType: z.string(),
  serviceName: z.string(),
  packagingType: z.string(),
  isOneRate: z.boolean(),
  totalNetChargeCents: z.number(),
  transitDays: z.nullable(z.number()),
  source: z.enum(['fedex', 'sandbox']),
  shipsOn: z.string(),
  arrivesBy: z.string(),
});
export type DatedQuote = z.infer<typeof datedQuote>;

export const parcelOutput = z.object({
  weightLb: z.number(),
  boxCount: z.number(),
  dimensionsIn: z.object({ lengthIn: z.number(), widthIn: z.number(), heightIn: z.number() }),
});

export const checkoutTotals = z.object({
  subtotalCents: z.number(),
  discountCents: z.number(),
  shippingCents: z.number(),
  taxCents: z.number(),
  totalCents: z.number(),
});

/** The answer to a quote: the lines re-priced, the parcels, the quotes and the totals. */
export const checkoutQuoteOutput = z.object({
  lines: z.array(pricedCheckoutLine),
  parcels: z.array(parcelOutput),
  quotes: z.array(datedQuote),
  packagingOptions: z.array(
    z.object({ packagingType: z.string(), label: z.string(), isOneRate: z.boolean() }),
  ),
  /** The quote the totals use: the customer's choice when offered, else the cheapest. */
  selected: z.nullable(datedQuote),
  discount: z.union([
    z.object({ ok: z.literal(true), code: z.nullable(z.string()) }),
    z.object({ ok: z.literal(false), message: z.string() }),
  ]),
  taxRatePercent: z.nullable(z.number()),
  totals: checkoutTotals,
  source: z.enum(['fedex', 'sandbox']),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteOutput>;

export const shippingEstimateOutput = z.object({
  parcels: z.array(parcelOutput),
  cheapest: z.nullable(datedQuote),
});
export type ShippingEstimate = z.infer<typeof shippingEstimateOutput>;

/** The shipping an order was placed with: the quote it chose, without its price, and the parcels. */
export const orderShipping = z.extend(
  z.omit(datedQuote, { isOneRate: true, totalNetChargeCents: true }),
  { parcels: z.array(parcelOutput) },
);
export type OrderShipping = z.infer<typeof orderShipping>;

/** What an order line keeps beside its design, for pages and mail. */
export const orderLineFacts = z.object({
  dimensions: z.string(),
  weightLb: z.number(),
  kind: z.enum(['cell', 'inch']),
  /** The finish in words, as the cart named it; orders placed before it was kept have none. */
  finish: z.optional(z.string()),
});
export type OrderLineFacts = z.infer<typeof orderLineFacts>;

const orderStatus = z.enum(ORDER_STATUSES);

/** Why the shop counts an order's address as a home or a business (domain/shipping/delivery-kind.ts). */
export const deliveryBasisOutput = z.discriminatedUnion('by', [
  z.object({ by: z.literal('customer'), company: z.boolean() }),
  z.object({ by: z.literal('fedex'), classification: z.enum(ADDRESS_CLASSIFICATIONS) }),
  z.object({ by: z.literal('fedex-unanswered') }),
]);

export const orderAddressOutput = z.extend(postalAddressOutput, {
  company: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** A home (the residential price) or a business, as the shop decided it. */
  residential: z.boolean(),
  deliveryBasis: deliveryBasisOutput,
});
export type OrderAddressView = z.infer<typeof orderAddressOutput>;

/** A consignment that left the workshop: its carrier and each parcel's tracking. */
export const consignmentOutput = z.object({
  id: z.string(),
  /** 1 for the first consignment of the order, 2 for the next… */
  number: z.number(),
  carrier: z.enum(CARRIERS),
  carrierName: z.string(),
  createdAt: z.string(),
  parcels: z.array(
    z.object({
      trackingNumber: z.string(),
      /** The carrier's tracking page; null for a carrier without one. */
      trackingUrl: z.nullable(z.string()),
    }),
  ),
});
export type ConsignmentView = z.infer<typeof consignmentOutput>;

export const orderOutput = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatus,
  statusLabel: z.string(),
  email: z.string(),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  address: orderAddressOutput,
  shipping: orderShipping,
  lines: z.array(
    z.extend(
      z.pick(pricedCheckoutLine, { name: true, quantity: true, unitCents: true, lineCents: true }),
      { facts: orderLineFacts },
    ),
  ),
  discountCode: z.nullable(z.string()),
  totals: checkoutTotals,
  payment: z.object({
    mode: z.enum(['stripe', 'test']),
    payable: z.boolean(),
    /** The card's message from the last declined attempt. */
    message: z.nullable(z.string()),
    /** Stripe's client secret while the order is payable; null for the test gateway. */
    clientSecret: z.nullable(z.string()),
  }),
  history: z.array(z.object({ status: orderStatus, at: z.string() })),
  /** What has left the workshop, with the carriers' tracking links. */
  consignments: z.array(consignmentOutput),
  /** Money given back, in cents (a refund of part of the order leaves its status as it was). */
  refundedCents: z.number(),
  /**
   * Each refund that reached the card, first first, with when it went back: a refund of part of
   * the order leaves no step in the history, so the customer reads its day here.
   */
  refunds: z.array(z.object({ amountCents: z.number(), at: z.string() })),
  /**
   * Why a cancelled order was called off: `expired` (left unpaid too long), `shop` (by the shop);
   * null while it is not cancelled.
   */
  cancelledBecause: z.nullable(z.enum(['expired', 'shop'])),
});
export type OrderView = z.infer<typeof orderOutput>;

/** `POST /api/orders`'s answer: the order and the token that opens it without an account. */
export const placedOrderOutput = z.object({ order: orderOutput, accessToken: z.string() });
export type PlacedOrder = z.infer<typeof placedOrderOutput>;

export const orderSummaryOutput = z.extend(
  z.pick(orderOutput, { id: true, number: true, status: true, statusLabel: true, createdAt: true }),
  { totalCents: z.number(), itemCount: z.number() },
);
export type OrderSummary = z.infer<typeof orderSummaryOutput>;
export const orderListOutput = z.object({ orders: z.array(orderSummaryOutput) });

/** `GET /api/orders/:id/designs`: each line's design, for the assembly instructions. */
export const orderDesignsOutput = z.object({
  number: z.string(),
  lines: z.array(
    z.object({ name: z.string(), quantity: z.number(), design: z.record(z.string(), z.unknown()) }),
  ),
});
