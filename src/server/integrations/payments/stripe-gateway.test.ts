import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { cents } from '../../../domain/pricing/money.ts';
import { paymentEffect } from '../../../domain/orders/payment-outcome.ts';
import type { OrderPaymentState } from '../../../domain/orders/payment-outcome.ts';
import { MONDAY_MORNING, testClock } from '../../../../test/clock.ts';
import { StripeFake } from '../../../../test/stripe-fake.ts';
import { rejectionOf } from '../../../../test/rejection.ts';
import { outcomeOf, PaymentError } from './gateway.ts';
import { StripeGateway } from './stripe-gateway.ts';
import type { StripeWebhookEvent } from './stripe-gateway.ts';
import { stripeWebhookRoutes } from './webhook.ts';

const keys = {
  secretKey: 'sk_test_birchandcell',
  publishableKey: 'pk_test_birchandcell',
  webhookSecret: 'whsec_birchandcell',
};
// Stripe's stand-in and the gateway read one clock: a webhook's age is counted on it.
const clock = testClock(MONDAY_MORNING);
const fake = new StripeFake(keys.secretKey, clock);
const gateway = () =>
  new StripeGateway(keys, {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    clock,
  });
const order = {
  orderId: '6f1c2a9e-51f4-4c36-8a55-2f3c1b0b7d10',
  orderNumber: 'BC-261123-7M4Q9K',
  amountCents: cents(125_437),
  email: 'ada@example.com',
};

const failure = (promise: Promise<unknown>) => rejectionOf(promise, PaymentError);

function signed(payload: string, secret = keys.webhookSecret, ageSeconds = 0) {
  return fake.signature(payload, secret, ageSeconds);
}

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.failing = false;
});

describe('StripeGateway payments', () => {
  it('creates a PaymentIntent for the order, in cents, with the order in its metadata', async () => {
    const stripe = gateway();
    expect(stripe.clientInfo).toEqual({ mode: 'stripe', publishableKey: 'pk_test_birchandcell' });
    const payment = await stripe.createPayment(order);
    expect(payment).toEqual({
      id: expect.stringMatching(/^pi_/),
      status: 'requires_payment_method',
      amountCents: 125_437,
      currency: 'usd',
      clientSecret: expect.stringMatching(/^pi_\w+_secret_/),
      lastError: null,
      orderId: order.orderId,
    });
    expect(fake.intents.get(payment.id)).toMatchObject({
      amount: 125_437,
      currency: 'usd',
      description: 'Order BC-261123-7M4Q9K',
      receipt_email: 'ada@example.com',
      metadata: { orderId: order.orderId, orderNumber: order.orderNumber },
      automatic_payment_methods: { enabled: true },
    });
  });

  it('creates one PaymentIntent however often, or however many at once, the order asks', async () => {
    const stripe = gateway();
    const same = { ...order, orderId: 'double-submit' };
    const before = fake.created;
    const payments = await Promise.all([
      stripe.createPayment(same),
      stripe.createPayment(same),
      gateway().createPayment(same),
    ]);
    const again = await stripe.createPayment(same);
    expect(new Set([...payments, again].map((payment) => payment.id)).size).toBe(1);
    expect(fake.created - before).toBe(1);
  });

  it('reads the outcome of the customer’s card', async () => {
    const stripe = gateway();
    const paid = await stripe.createPayment({ ...order, orderId: 'paid' });
    fake.confirm(paid.id, '4242424242424242');
    const succeeded = await stripe.retrievePayment(paid.id);
    expect(outcomeOf(succeeded)).toEqual({
      kind: 'succeeded',
      paymentId: paid.id,
      amountCents: 125_437,
      currency: 'usd',
    });

    const declined = await stripe.createPayment({ ...order, orderId: 'declined' });
    fake.confirm(declined.id, '4000000000009995');
    const refused = await stripe.retrievePayment(declined.id);
    expect(refused).toMatchObject({
      status: 'requires_payment_method',
      lastError: {
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    expect(outcomeOf(refused)).toEqual({
      kind: 'failed',
      paymentId: declined.id,
      message: 'Your card has insufficient funds.',
    });
    expect(outcomeOf(await stripe.createPayment({ ...order, orderId: 'waiting' }))).toBeNull();
  });

  it('says an unknown payment is unknown', async () => {
    const error = await failure(gateway().retrievePayment('pi_nothing'));
    expect(error).toMatchObject({
      kind: 'invalid',
      message: "No such payment_intent: 'pi_nothing'",
    });
  });

  it('refuses to charge nothing without asking Stripe', async () => {
    const before = fake.created;
    expect((await failure(gateway().createPayment({ ...order, amountCents: cents(0) }))).kind).toBe(
      'invalid',
    );
    expect(fake.created).toBe(before);
  });

  it('tells the customer nothing was charged when Stripe fails or is out of reach', async () => {
    const message =
      'Card payments are unavailable for a moment. Nothing was charged; please try again in a few minutes.';
    fake.failing = true;
    expect(await failure(gateway().createPayment(order))).toMatchObject({
      kind: 'unavailable',
      message,
    });
    fake.failing = false;
    const wrongKey = new StripeGateway(
      { ...keys, secretKey: 'sk_test_wrong' },
      { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 },
    );
    expect((await failure(wrongKey.createPayment(order))).kind).toBe('unavailable');
    const nowhere = new StripeGateway(keys, {
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    expect(await failure(nowhere.createPayment(order))).toMatchObject({
      kind: 'unavailable',
      message,
    });
  });
});

describe('StripeGateway webhooks', () => {
  it('reads a signed payment_intent.succeeded and payment_intent.payment_failed', async () => {
    const stripe = gateway();
    const paid = await stripe.createPayment({ ...order, orderId: 'webhook-paid' });
    const payload = fake.event(
      'payment_intent.succeeded',
      fake.confirm(paid.id, '4242424242424242'),
    );
    expect(stripe.parseWebhook(Buffer.from(payload), signed(payload))).toEqual({
      eventId: expect.stringMatching(/^evt_/),
      type: 'payment_intent.succeeded',
      orderId: 'webhook-paid',
      outcome: { kind: 'succeeded', paymentId: paid.id, amountCents: 125_437, currency: 'usd' },
    });

    const declined = await stripe.createPayment({ ...order, orderId: 'webhook-declined' });
    const failed = fake.event(
      'payment_intent.payment_failed',
      fake.confirm(declined.id, '4000000000000002'),
    );
    expect(stripe.parseWebhook(failed, signed(failed)).outcome).toEqual({
      kind: 'failed',
      paymentId: declined.id,
      message: 'Your card was declined.',
    });
  });

  it('passes over events the shop does not act on', async () => {
    const stripe = gateway();
    const intent = await stripe.createPayment({ ...order, orderId: 'other-event' });
    const payload = fake.event('payment_intent.created', fake.intents.get(intent.id)!);
    expect(stripe.parseWebhook(payload, signed(payload))).toMatchObject({
      type: 'payment_intent.created',
      outcome: null,
    });
  });

  it.each<[string, (payload: string) => [string, string | undefined]]>([
    ['no signature', (payload) => [payload, undefined]],
    ['another secret', (payload) => [payload, signed(payload, 'whsec_someone_else')]],
    ['a changed body', (payload) => [payload.replace('125437', '1'), signed(payload)]],
    [
      'an old signature (a replay from long ago)',
      (payload) => [payload, signed(payload, keys.webhookSecret, 3600)],
    ],
  ])('refuses a webhook with %s', async (_name, tamper) => {
    const stripe = gateway();
    const intent = await stripe.createPayment({ ...order, orderId: `tampered-${_name}` });
    const payload = fake.event(
      'payment_intent.succeeded',
      fake.confirm(intent.id, '4242424242424242'),
    );
    const [body, signature] = tamper(payload);
    expect(() => stripe.parseWebhook(body, signature)).toThrow(PaymentError);
  });

  it('serves Stripe’s webhook: a replayed event changes the order once, a forged one not at all', async () => {
    const stripe = gateway();
    const payment = await stripe.createPayment({ ...order, orderId: 'webhook-route' });
    // The order as the checkout keeps it; each event goes through paymentEffect.
    let state: OrderPaymentState = {
      status: 'pending_payment',
      totalCents: order.amountCents,
      paymentId: payment.id,
    };
    const changes: string[] = [];
    const app = new Hono().route(
      '/api/payments/stripe/webhook',
      stripeWebhookRoutes(stripe, async (event: StripeWebhookEvent) => {
        if (event.outcome === null) return;
        const effect = paymentEffect(state, event.outcome);
        changes.push(effect.action);
        if (effect.action === 'mark_paid') state = { ...state, status: 'paid' };
      }),
    );
    const payload = fake.event(
      'payment_intent.succeeded',
      fake.confirm(payment.id, '4242424242424242'),
    );
    const post = (signature: string) =>
      app.request('/api/payments/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
    expect((await post(signed(payload))).status).toBe(200);
    expect((await post(signed(payload))).status).toBe(200);
    const forged = await post(signed(payload, 'whsec_forger'));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({
      error: { kind: 'invalid', message: 'The webhook signature does not match.' },
    });
    expect(changes).toEqual(['mark_paid', 'none']);
    expect(state.status).toBe('paid');
  });
});

describe('StripeGateway refunds', () => {
  it('refunds through Stripe once per key, and ends a payment no one made', async () => {
    const stripe = gateway();
    const payment = await stripe.createPayment({ ...order, orderId: 'refunds-order' });
    fake.confirm(payment.id, '4242424242424242');
    const ask = { paymentId: payment.id, amountCents: cents(5_000), idempotencyKey: 'r-1' };
    const first = await stripe.refund(ask);
    expect(first).toEqual({
      id: expect.stringMatching(/^re_/),
      amountCents: 5_000,
      status: 'succeeded',
    });
    expect(await stripe.refund(ask)).toEqual(first);
    expect(fake.refunds.filter((refund) => refund.payment_intent === payment.id)).toHaveLength(1);
    const tooMuch = await failure(
      stripe.refund({ ...ask, amountCents: order.amountCents, idempotencyKey: 'r-2' }),
    );
    expect(tooMuch.kind).toBe('invalid');

    const unpaid = await stripe.createPayment({ ...order, orderId: 'unpaid-order' });
    expect((await stripe.cancelPayment(unpaid.id)).status).toBe('canceled');
    // Paid meanwhile: Stripe will not cancel it, and the gateway answers it as it is.
    expect((await stripe.cancelPayment(payment.id)).status).toBe('succeeded');
  });
});
