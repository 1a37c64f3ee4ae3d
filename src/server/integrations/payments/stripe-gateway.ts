import Stripe from 'stripe';
import { cents } from '../../../domain/pricing/money.ts';
import type { PaymentOutcome } from '../../../domain/orders/payment-outcome.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { PaymentError, paymentIdempotencyKey } from './gateway.ts';
import type {
  CreatePayment,
  CreateRefund,
  Payment,
  PaymentGateway,
  PaymentStatus,
  Refund,
} from './gateway.ts';

export type StripeKeys = {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
};

/** Where the Stripe client sends its calls; tests point it at a local stand-in. */
export type StripeEndpoint = {
  readonly host?: string | undefined;
  readonly port?: number | undefined;
  readonly protocol?: 'http' | 'https' | undefined;
  readonly maxNetworkRetries?: number | undefined;
  readonly timeoutMs?: number | undefined;
  /** The shop's clock, against which a webhook's signature must be recent; the machine's if not given. */
  readonly clock?: Clock | undefined;
};

/** A verified webhook event: what it says about which payment, if it concerns one. */
export type StripeWebhookEvent = {
  readonly eventId: string;
  readonly type: string;
  readonly orderId: string | null;
  /** Null for an event the shop does not act on. */
  readonly outcome: PaymentOutcome | null;
};

const UNAVAILABLE =
  'Card payments are unavailable for a moment. Nothing was charged; please try again in a few minutes.';

function paymentOf(intent: Stripe.PaymentIntent): Payment {
  if (intent.currency !== 'usd') {
    throw new PaymentError('invalid', `Payment ${intent.id} is in ${intent.currency}, not usd`);
  }
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status: intent.status as PaymentStatus,
    amountCents: cents(intent.amount),
    currency: 'usd',
    clientSecret: intent.client_secret,
    lastError: error
      ? {
          code: error.code ?? 'card_declined',
          declineCode: error.decline_code ?? null,
          message: error.message ?? 'Your card was declined.',
        }
      : null,
    orderId: intent.metadata?.orderId ?? null,
  };
}

/** Stripe's failures in the shop's two kinds; the details go to the log, not to the customer. */
function paymentErrorOf(error: unknown): PaymentError {
  if (error instanceof PaymentError) return error;
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new PaymentError('invalid', error.message);
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new PaymentError('invalid', error.message);
  }
  return new PaymentError('unavailable', UNAVAILABLE);
}

/**
 * Stripe PaymentIntents. A payment is created once per order and amount (the idempotency key
 * is derived from both, so a retried or doubled request gets the same PaymentIntent); the
 * browser confirms it with the Payment Element; Stripe's signed webhooks report the outcome.
 */
export class StripeGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  readonly clientInfo;
  private readonly stripe: Stripe;
  private readonly clock: Clock;

  constructor(
    private readonly keys: StripeKeys,
    endpoint: StripeEndpoint = {},
  ) {
    this.clientInfo = { mode: 'stripe' as const, publishableKey: keys.publishableKey };
    this.clock = endpoint.clock ?? systemClock;
    this.stripe = new Stripe(keys.secretKey, {
      maxNetworkRetries: endpoint.maxNetworkRetries ?? 2,
      timeout: endpoint.timeoutMs ?? 20_000,
      appInfo: { name: 'Birch & Cell' },
      ...(endpoint.host !== undefined && { host: endpoint.host }),
      ...(endpoint.port !== undefined && { port: endpoint.port }),
      ...(endpoint.protocol !== undefined && { protocol: endpoint.protocol }),
    });
  }

  async createPayment(input: CreatePayment): Promise<Payment> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentError('invalid', 'A payment must be for a positive amount of cents.');
    }
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          description: `Order ${input.orderNumber}`,
          receipt_email: input.email,
          metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
        },
        { idempotencyKey: paymentIdempotencyKey(input) },
      );
      return paymentOf(intent);
    } catch (error) {
      throw paymentErrorOf(error);
    }
  }

  async retrievePayment(paymentId: string): Promise<Payment> {
    try {
      return paymentOf(await this.stripe.paymentIntents.retrieve(paymentId));
    } catch (error) {
      throw paymentErrorOf(error);
    }
  }

  /** A Stripe Refund on the order's PaymentIntent, with the shop's key as Stripe's idempotency key. */
  async refund(input: CreateRefund): Promise<Refund> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentError('invalid', 'A refund must be for a positive amount of cents.');
    }
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.paymentId, amount: input.amountCents },
        { idempotencyKey: `refund-${input.idempotencyKey}` },
      );
      return {
        id: refund.id,
        amountCents: cents(refund.amount),
        status:
          refund.status === 'succeeded'
            ? 'succeeded'
            : refund.status === 'failed' || refund.status === 'canceled'
              ? 'failed'
              : 'pending',
      };
    } catch (error) {
      throw paymentErrorOf(error);
    }
  }

  async cancelPayment(paymentId: string): Promise<Payment> {
    try {
      return paymentOf(await this.stripe.paymentIntents.cancel(paymentId));
    } catch (error) {
      // A payment that succeeded (or was cancelled) meanwhile cannot be cancelled: answer it as it is.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'payment_intent_unexpected_state'
      ) {
        return this.retrievePayment(paymentId);
      }
      throw paymentErrorOf(error);
    }
  }

  /**
   * Verifies a webhook's Stripe-Signature against the raw body (as received, before any JSON
   * parsing) and reads it. A missing or wrong signature, or an old one, is an `invalid` error.
   */
  parseWebhook(rawBody: Uint8Array | string, signature: string | undefined): StripeWebhookEvent {
    if (!signature) throw new PaymentError('invalid', 'The webhook has no Stripe-Signature.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.keys.webhookSecret,
        undefined,
        undefined,
        // Stripe's library would read the machine's clock for the signature's age; it takes ours.
        this.clock().getTime(),
      );
    } catch {
      throw new PaymentError('invalid', 'The webhook signature does not match.');
    }
    if (
      event.type !== 'payment_intent.succeeded' &&
      event.type !== 'payment_intent.payment_failed'
    ) {
      return { eventId: event.id, type: event.type, orderId: null, outcome: null };
    }
    const intent = event.data.object as Stripe.PaymentIntent;
    const orderId = intent.metadata?.orderId ?? null;
    if (event.type === 'payment_intent.succeeded') {
      return {
        eventId: event.id,
        type: event.type,
        orderId,
        outcome: {
          kind: 'succeeded',
          paymentId: intent.id,
          amountCents: cents(intent.amount_received || intent.amount),
          currency: intent.currency,
        },
      };
    }
    return {
      eventId: event.id,
      type: event.type,
      orderId,
      outcome: {
        kind: 'failed',
        paymentId: intent.id,
        message: intent.last_payment_error?.message ?? 'Your payment did not go through.',
      },
    };
  }
}
