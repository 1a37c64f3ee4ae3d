import type { Cents } from '../../../domain/pricing/money.ts';
import type { PaymentOutcome } from '../../../domain/orders/payment-outcome.ts';

/**
 * The shop's card payments, behind one interface with two implementations: Stripe
 * PaymentIntents when Stripe keys are set, and the built-in test gateway otherwise. A payment is
 * created once per order (an idempotency key derived from the order), the customer confirms it
 * with a card (Stripe's Payment Element, or the test gateway's card form), and the outcome
 * reaches the order as a PaymentOutcome (src/domain/orders/payment-outcome.ts).
 */

export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export type PaymentRefusal = {
  /** Stripe's error code: card_declined, expired_card, incorrect_cvc, processing_error… */
  readonly code: string;
  /** Stripe's decline code when the bank gave one: insufficient_funds, generic_decline… */
  readonly declineCode: string | null;
  /** The card's message, for the customer. */
  readonly message: string;
};

/** A payment as the shop sees it, whichever gateway holds it. */
export type Payment = {
  readonly id: string;
  readonly status: PaymentStatus;
  readonly amountCents: Cents;
  readonly currency: 'usd';
  /** What the browser needs to confirm a Stripe payment; null for the test gateway. */
  readonly clientSecret: string | null;
  /** The last refusal of a card, while the payment waits for another. */
  readonly lastError: PaymentRefusal | null;
  /** The order it pays for, from the payment's metadata. */
  readonly orderId: string | null;
};

export type CreatePayment = {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly amountCents: Cents;
  readonly email: string;
};

/** What the checkout page is told about how it takes cards. Nothing secret. */
export type PaymentClientInfo =
  | { readonly mode: 'stripe'; readonly publishableKey: string }
  | { readonly mode: 'test'; readonly notice: string };

export type PaymentErrorKind =
  /** The gateway could not be reached or failed: try again later. */
  | 'unavailable'
  /** The request was wrong (an unknown payment id, a bad amount). */
  | 'invalid';

export class PaymentError extends Error {
  constructor(
    readonly kind: PaymentErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** Money given back on a payment: part of it, or all that is left. */
export type CreateRefund = {
  readonly paymentId: string;
  readonly amountCents: Cents;
  /**
   * The shop's key for this refund: the same key sent again (a retried request, a second click)
   * answers the first refund and gives back nothing more.
   */
  readonly idempotencyKey: string;
};

/** A refund as the provider answered it. */
export type Refund = {
  readonly id: string;
  readonly amountCents: Cents;
  /** `pending`: the provider has taken it and will finish it (Stripe's bank refunds may wait). */
  readonly status: 'succeeded' | 'pending' | 'failed';
};

export interface PaymentGateway {
  readonly mode: 'stripe' | 'test';
  readonly clientInfo: PaymentClientInfo;
  /**
   * The order's payment: created on the first call, and the same payment on every later call for
   * the same order and amount (a double submit charges once).
   */
  createPayment(input: CreatePayment): Promise<Payment>;
  retrievePayment(paymentId: string): Promise<Payment>;
  /** Gives money back; idempotent by the refund's key. */
  refund(input: CreateRefund): Promise<Refund>;
  /**
   * Ends a payment no one has made (an unpaid order cancelled or expired), so it can no longer be
   * paid; a payment that has succeeded meanwhile is answered as it is, for the caller to settle.
   */
  cancelPayment(paymentId: string): Promise<Payment>;
}

/** A payment's outcome, once it has one; null while it waits. */
export function outcomeOf(payment: Payment): PaymentOutcome | null {
  if (payment.status === 'succeeded') {
    return {
      kind: 'succeeded',
      paymentId: payment.id,
      amountCents: payment.amountCents,
      currency: payment.currency,
    };
  }
  if (payment.status === 'requires_payment_method' && payment.lastError !== null) {
    return { kind: 'failed', paymentId: payment.id, message: payment.lastError.message };
  }
  return null;
}

/** The idempotency key of an order's payment: the same order and amount give the same key. */
export function paymentIdempotencyKey(input: Pick<CreatePayment, 'orderId' | 'amountCents'>) {
  return `order-${input.orderId}-payment-${input.amountCents}`;
}
