import { formatCents } from '../pricing/money.ts';
import type { Cents } from '../pricing/money.ts';
import { isPaid, isPayable } from './status.ts';
import type { OrderStatus } from './status.ts';

/** What a payment gateway reports about an order's payment (from a webhook or a confirmation). */
export type PaymentOutcome =
  | {
      readonly kind: 'succeeded';
      readonly paymentId: string;
      readonly amountCents: Cents;
      readonly currency: string;
    }
  | { readonly kind: 'failed'; readonly paymentId: string; readonly message: string };

export type OrderPaymentState = {
  readonly status: OrderStatus;
  readonly totalCents: Cents;
  /** The gateway's id of the payment created for the order, once there is one. */
  readonly paymentId: string | null;
};

export type PaymentEffect =
  | { readonly action: 'mark_paid' }
  | { readonly action: 'mark_failed'; readonly message: string }
  /** Nothing changes: a replay, or news the order has moved past. */
  | { readonly action: 'none'; readonly reason: string }
  /** Money arrived that the order cannot take: the owner must look, and likely refund. */
  | { readonly action: 'review'; readonly reason: string };

/**
 * What a payment outcome does to an order. It depends only on the order's state, so the same
 * outcome told twice (a replayed webhook, a double-clicked button) changes the order once.
 */
export function paymentEffect(order: OrderPaymentState, outcome: PaymentOutcome): PaymentEffect {
  if (outcome.kind === 'succeeded') {
    if (order.paymentId !== outcome.paymentId) {
      return isPayable(order.status)
        ? { action: 'review', reason: 'A payment the order does not know of succeeded.' }
        : { action: 'review', reason: 'A second payment succeeded for the order.' };
    }
    if (outcome.currency.toLowerCase() !== 'usd' || outcome.amountCents !== order.totalCents) {
      return {
        action: 'review',
        reason:
          outcome.currency.toLowerCase() === 'usd'
            ? `The payment of ${formatCents(outcome.amountCents)} does not match the order total of ${formatCents(order.totalCents)}.`
            : `The payment of ${outcome.amountCents} in the smallest unit of ${outcome.currency.toUpperCase()} is not in US dollars; the order total is ${formatCents(order.totalCents)}.`,
      };
    }
    if (isPayable(order.status)) return { action: 'mark_paid' };
    if (isPaid(order.status) || order.status === 'refunded') {
      return { action: 'none', reason: 'The order is paid already.' };
    }
    return { action: 'review', reason: 'A payment succeeded for a cancelled order.' };
  }
  if (order.paymentId !== outcome.paymentId) {
    return { action: 'none', reason: 'The failed payment is not the order’s current one.' };
  }
  if (order.status === 'pending_payment')
    return { action: 'mark_failed', message: outcome.message };
  if (order.status === 'payment_failed') {
    return { action: 'none', reason: 'The order’s payment has failed already.' };
  }
  return { action: 'none', reason: 'A failure reported after the order moved on changes nothing.' };
}
