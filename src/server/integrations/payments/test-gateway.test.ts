import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents } from '../../../domain/pricing/money.ts';
import { openTestDatabase } from '../../../../test/server-harness.ts';
import { rejectionOf } from '../../../../test/rejection.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { testPayments } from '../../db/schema.ts';
import { outcomeOf, PaymentError } from './gateway.ts';
import { TEST_MODE_NOTICE, TestGateway } from './test-gateway.ts';

let database: DatabaseHandle;
let gateway: TestGateway;
const now = new Date('2026-11-23T15:00:00Z');

const order = (orderId: string) => ({
  orderId,
  orderNumber: 'BC-261123-7M4Q9K',
  amountCents: cents(125_437),
  email: 'ada@example.com',
});
const card = (number: string) => ({ number, expiry: '12/30', cvc: '123' });
const failure = (promise: Promise<unknown>) => rejectionOf(promise, PaymentError);

beforeAll(async () => {
  database = await openTestDatabase();
  gateway = new TestGateway(database.db, { now: () => now });
});
afterAll(async () => {
  await database.close();
});

async function rowOf(paymentId: string) {
  const [row] = await database.db.select().from(testPayments).where(eq(testPayments.id, paymentId));
  return row;
}

describe('the test gateway', () => {
  it('tells the customer it is in test mode', () => {
    expect(gateway.mode).toBe('test');
    expect(gateway.clientInfo).toEqual({ mode: 'test', notice: TEST_MODE_NOTICE });
    expect(TEST_MODE_NOTICE).toMatch(/^Test mode: no real payment is taken/);
  });

  it('creates one payment per order and amount, however many times it is asked', async () => {
    const payments = await Promise.all([
      gateway.createPayment(order('one')),
      gateway.createPayment(order('one')),
      gateway.createPayment(order('one')),
    ]);
    expect(new Set(payments.map((payment) => payment.id)).size).toBe(1);
    expect(payments[0]).toEqual({
      id: expect.stringMatching(/^tpi_[0-9a-f]{24}$/),
      status: 'requires_payment_method',
      amountCents: 125_437,
      currency: 'usd',
      clientSecret: null,
      lastError: null,
      orderId: 'one',
    });
    expect(await gateway.retrievePayment(payments[0]!.id)).toEqual(payments[0]);
    const rows = await database.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.idempotencyKey, 'order-one-payment-125437'));
    expect(rows).toHaveLength(1);
  });

  it('takes 4242 4242 4242 4242, and then nothing more for that payment', async () => {
    const payment = await gateway.createPayment(order('paid'));
    const paid = await gateway.confirmCard(payment.id, card('4242 4242 4242 4242'));
    expect(paid).toMatchObject({ ok: true, payment: { status: 'succeeded', lastError: null } });
    // A second press of the button, or another card: still one charge.
    const again = await gateway.confirmCard(payment.id, card('4000 0000 0000 0002'));
    expect(again).toMatchObject({ ok: true, payment: { status: 'succeeded' } });
    expect(await rowOf(payment.id)).toMatchObject({
      attempts: 1,
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(outcomeOf(await gateway.retrievePayment(payment.id))?.kind).toBe('succeeded');
  });

  it('charges once when the same card is sent twice at once', async () => {
    const payment = await gateway.createPayment(order('double-click'));
    const results = await Promise.all([
      gateway.confirmCard(payment.id, card('4242424242424242')),
      gateway.confirmCard(payment.id, card('4242424242424242')),
    ]);
    expect(results.map((result) => result.ok && result.payment.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
    expect((await rowOf(payment.id))?.attempts).toBe(1);
  });

  it('declines 4000 0000 0000 0002 with the card’s message and keeps the payment payable', async () => {
    const payment = await gateway.createPayment(order('declined'));
    const declined = await gateway.confirmCard(payment.id, card('4000000000000002'));
    expect(declined).toEqual({
      ok: true,
      payment: expect.objectContaining({
        status: 'requires_payment_method',
        lastError: {
          code: 'card_declined',
          declineCode: 'generic_decline',
          message: 'Your card was declined.',
        },
      }),
    });
    expect(outcomeOf(declined.ok ? declined.payment : (null as never))).toEqual({
      kind: 'failed',
      paymentId: payment.id,
      message: 'Your card was declined.',
    });
    const paid = await gateway.confirmCard(payment.id, card('4242424242424242'));
    expect(paid).toMatchObject({ ok: true, payment: { status: 'succeeded', lastError: null } });
    expect((await rowOf(payment.id))?.attempts).toBe(2);
  });

  it.each([
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    [
      '4111 1111 1111 1111',
      'Your card was declined. This shop is in test mode and takes only test cards, such as 4242 4242 4242 4242.',
    ],
  ])('refuses %s: %s', async (number, message) => {
    const payment = await gateway.createPayment(order(`refused-${number}`));
    const result = await gateway.confirmCard(payment.id, card(number));
    expect(result.ok && result.payment.lastError?.message).toBe(message);
  });

  it('answers a card the form refuses beside its fields, without an attempt', async () => {
    const payment = await gateway.createPayment(order('typo'));
    expect(
      await gateway.confirmCard(payment.id, {
        number: '4242 4242 4242 4241',
        expiry: '01/26',
        cvc: '1',
      }),
    ).toEqual({
      ok: false,
      fields: {
        number: 'Your card number is invalid.',
        expiry: 'Your card’s expiration date is in the past.',
        cvc: 'Your card’s security code is incomplete.',
      },
    });
    expect((await rowOf(payment.id))?.attempts).toBe(0);
  });

  it('keeps no card number, only the brand and last four digits', async () => {
    const payment = await gateway.createPayment(order('stored'));
    await gateway.confirmCard(payment.id, card('4000 0000 0000 9995'));
    const row = await rowOf(payment.id);
    expect(JSON.stringify(row)).not.toContain('4000000000009995');
    expect(row).toMatchObject({ cardBrand: 'visa', cardLast4: '9995' });
  });

  it('says an unknown payment is unknown', async () => {
    await expect(gateway.retrievePayment('tpi_nothing')).rejects.toThrow(PaymentError);
    await expect(gateway.confirmCard('tpi_nothing', card('4242424242424242'))).rejects.toThrow(
      'No such payment: tpi_nothing',
    );
  });

  it('refuses to create a payment of nothing', async () => {
    await expect(
      gateway.createPayment({ ...order('free'), amountCents: cents(0) }),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('the test gateway gives money back', () => {
  it('refunds once per key, never more than the payment took', async () => {
    const payment = await gateway.createPayment(order('refunded'));
    await gateway.confirmCard(payment.id, card('4242 4242 4242 4242'));
    const ask = { paymentId: payment.id, amountCents: cents(25_000), idempotencyKey: 'refund-a' };
    const first = await gateway.refund(ask);
    const again = await gateway.refund(ask);
    expect(first).toMatchObject({ amountCents: 25_000, status: 'succeeded' });
    expect(again).toEqual(first);
    const rest = await gateway.refund({ ...ask, amountCents: cents(100_437), idempotencyKey: 'b' });
    expect(rest.status).toBe('succeeded');
    expect(
      (await failure(gateway.refund({ ...ask, amountCents: cents(1), idempotencyKey: 'c' })))
        .message,
    ).toBe('Only 0 cents of this payment are left to refund; 1 were asked.');
    // The same key for another amount is another refund: refused, not answered as the first.
    expect((await failure(gateway.refund({ ...ask, amountCents: cents(10) }))).message).toMatch(
      /used for another refund/,
    );
  });

  it('refunds nothing of a payment that took no money, and ends an unpaid one', async () => {
    const payment = await gateway.createPayment(order('never-paid'));
    const refused = await failure(
      gateway.refund({ paymentId: payment.id, amountCents: cents(1), idempotencyKey: 'n' }),
    );
    expect(refused.message).toBe('This payment took no money, so none can be given back.');
    expect((await gateway.cancelPayment(payment.id)).status).toBe('canceled');
    const paid = await gateway.createPayment(order('paid-then-cancelled'));
    await gateway.confirmCard(paid.id, card('4242 4242 4242 4242'));
    // A payment that succeeded is answered as it is: the order is paid, not cancelled.
    expect((await gateway.cancelPayment(paid.id)).status).toBe('succeeded');
  });
});
