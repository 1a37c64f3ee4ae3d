import { describe, expect, it } from 'vitest';
import { cents } from '../pricing/money.ts';
import { paymentEffect } from './payment-outcome.ts';
import type { OrderPaymentState, PaymentOutcome } from './payment-outcome.ts';
import type { OrderStatus } from './status.ts';

const order = (status: OrderStatus, paymentId: string | null = 'pi_1'): OrderPaymentState => ({
  status,
  totalCents: cents(125_000),
  paymentId,
});
const succeeded: PaymentOutcome = {
  kind: 'succeeded',
  paymentId: 'pi_1',
  amountCents: cents(125_000),
  currency: 'usd',
};
const failed: PaymentOutcome = {
  kind: 'failed',
  paymentId: 'pi_1',
  message: 'Your card was declined.',
};

describe('paymentEffect by the order’s status', () => {
  it.each<[OrderStatus, string, string]>([
    ['pending_payment', 'mark_paid', 'mark_failed'],
    ['payment_failed', 'mark_paid', 'none'],
    ['paid', 'none', 'none'],
    ['in_production', 'none', 'none'],
    ['shipped', 'none', 'none'],
    ['delivered', 'none', 'none'],
    ['refunded', 'none', 'none'],
    ['cancelled', 'review', 'none'],
  ])('on a %s order: a success does %s, a failure %s', (status, onSuccess, onFailure) => {
    expect(paymentEffect(order(status), succeeded).action).toBe(onSuccess);
    expect(paymentEffect(order(status), failed).action).toBe(onFailure);
  });
});

describe('paymentEffect of a success', () => {
  it('changes an order once however often it is told', () => {
    let state = order('pending_payment');
    const effects = [];
    for (let replay = 0; replay < 3; replay += 1) {
      const effect = paymentEffect(state, succeeded);
      effects.push(effect.action);
      if (effect.action === 'mark_paid') state = { ...state, status: 'paid' };
    }
    expect(effects).toEqual(['mark_paid', 'none', 'none']);
  });

  it.each<[string, PaymentOutcome, RegExp]>([
    [
      'another amount',
      { ...succeeded, amountCents: cents(100) },
      /^The payment of \$1\.00 does not match the order total of \$[\d,]+\.\d\d\.$/,
    ],
    [
      'another currency',
      { ...succeeded, currency: 'eur' },
      /^The payment of \d+ in the smallest unit of EUR is not in US dollars; the order total is \$[\d,]+\.\d\d\.$/,
    ],
  ])('sends %s to review, saying it in money', (_name, outcome, reason) => {
    const effect = paymentEffect(order('pending_payment'), outcome);
    expect(effect).toMatchObject({ action: 'review', reason: expect.stringMatching(reason) });
  });

  it('sends a payment the order does not know of to review', () => {
    expect(paymentEffect(order('pending_payment', 'pi_2'), succeeded)).toEqual({
      action: 'review',
      reason: 'A payment the order does not know of succeeded.',
    });
    expect(paymentEffect(order('paid', 'pi_2'), succeeded)).toEqual({
      action: 'review',
      reason: 'A second payment succeeded for the order.',
    });
  });

  it('accepts the currency in any case', () => {
    expect(paymentEffect(order('pending_payment'), { ...succeeded, currency: 'USD' })).toEqual({
      action: 'mark_paid',
    });
  });
});

describe('paymentEffect of a failure', () => {
  it('keeps the card’s message', () => {
    expect(paymentEffect(order('pending_payment'), failed)).toEqual({
      action: 'mark_failed',
      message: 'Your card was declined.',
    });
  });

  it('ignores the failure of a payment that is not the order’s', () => {
    expect(paymentEffect(order('pending_payment', 'pi_2'), failed).action).toBe('none');
  });
});
