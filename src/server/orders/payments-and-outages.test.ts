import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderInput, type CheckoutLineInput } from '../../contract/checkout.ts';
import { cents, formatCents } from '../../domain/pricing/money.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { mailOutbox, orderStatusHistory, orders } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';
import { AppError } from '../errors.ts';
import { FedexClient } from '../integrations/fedex/client.ts';
import { DEFAULT_SHIPPER } from '../integrations/fedex/rate-request.ts';
import { createFedexSandbox, SANDBOX_CREDENTIALS } from '../integrations/fedex/sandbox.ts';
import { StripeGateway } from '../integrations/payments/stripe-gateway.ts';
import { stripeWebhookRoutes } from '../integrations/payments/webhook.ts';
import { createLogger } from '../logger.ts';
import { orderMail } from '../mail/order-mail.ts';
import { selectedChoice } from './fixtures.test-helpers.ts';
import { quoteCheckout } from './quotes.ts';
import { orderService } from './service.ts';
import { MONDAY_MORNING, testClock } from '../../../test/clock.ts';
import { openTestDatabase } from '../../../test/server-harness.ts';
import { StripeFake } from '../../../test/stripe-fake.ts';

// The order service with the third parties it talks to replaced at the network edge: Stripe by a
// local fake of its endpoints (webhooks signed as Stripe signs them), FedEx by the shop's sandbox
// behind a connection that can be cut. The shop and both stand-ins read one clock.

const keys = {
  secretKey: 'sk_test_orders',
  publishableKey: 'pk_test_orders',
  webhookSecret: 'whsec_orders',
};
const clock = testClock(MONDAY_MORNING);
const fake = new StripeFake(keys.secretKey, clock);
const SHOP_INBOX = 'orders@birchandcell.example';
let database: DatabaseHandle;
let fedexDown = false;

const line: CheckoutLineInput = {
  name: 'Custom Bookcase',
  priceCents: 1,
  designType: 'bookcase',
  configurations: [
    {
      id: 'box-0',
      position: { x: 0, y: 0, z: 0 },
      components: [
        { boxType: 'standard', position: { x: 0, y: 0, z: 0 }, modification: { type: 'open' } },
      ],
    },
  ],
  quantity: 1,
};
const address = {
  fullName: 'Ada Lovelace',
  line1: '1 Market St',
  line2: null,
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  phone: null,
  residential: true,
};

function deps() {
  const sandbox = createFedexSandbox({ clients: [SANDBOX_CREDENTIALS], now: clock });
  const fedex = new FedexClient({
    baseUrl: 'https://fedex.test',
    ...SANDBOX_CREDENTIALS,
    shipper: DEFAULT_SHIPPER,
    source: 'sandbox',
    fetch: async (url, init) => {
      if (fedexDown) throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
      return sandbox.request(url.slice('https://fedex.test'.length), init);
    },
    now: clock,
  });
  const payments = new StripeGateway(keys, {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    clock,
  });
  return {
    db: database.db,
    fedex,
    payments,
    logger: createLogger('silent'),
    mail: orderMail(
      { brandName: 'Birch & Cell', publicUrl: 'http://shop.test' },
      SHOP_INBOX,
      clock,
    ),
    mailWaiting: () => {},
    productionLeadBusinessDays: 10,
    now: clock,
  };
}

beforeAll(async () => {
  await fake.start();
  database = await openTestDatabase();
  await seedDatabase(database.db, { now: clock() });
});
afterAll(async () => {
  await database.close();
  await fake.stop();
});

describe('a FedEx outage', () => {
  it('answers a clear message, and checkout quotes again once FedEx is back', async () => {
    const checkout = deps();
    fedexDown = true;
    const failure = await quoteCheckout(checkout, { lines: [line], address }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).kind).toBe('unavailable');
    expect((failure as AppError).message).toMatch(
      /^Failed to get shipping rates\. .*FedEx.*connection refused.*\. Please try again in a minute\.$/,
    );
    fedexDown = false;
    const quote = await quoteCheckout(checkout, { lines: [line], address });
    expect(quote.quotes.length).toBeGreaterThan(0);
  });
});

describe('Stripe payments', () => {
  it('creates one PaymentIntent per order; a replayed webhook pays the order and mails once', async () => {
    const checkout = deps();
    const service = orderService(checkout);
    const quote = await quoteCheckout(checkout, { lines: [line], address });
    const input = placeOrderInput.parse({
      checkoutId: `stripe-${randomUUID()}`,
      checkoutKey: 'k'.repeat(43),
      email: 'stripe@example.com',
      lines: [line],
      address,
      choice: selectedChoice(quote),
      discountCode: null,
    });
    const placed = await service.place(input, null);
    const again = await service.place(input, null);
    expect(again.order.id).toBe(placed.order.id);
    expect(placed.order.payment.mode).toBe('stripe');
    expect(placed.order.payment.clientSecret).toMatch(/_secret_/);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(
      [...fake.intents.values()].filter((intent) => intent.id === row!.paymentId),
    ).toHaveLength(1);
    expect(fake.intents.get(row!.paymentId!)?.amount).toBe(placed.order.totals.totalCents);

    const webhook = new Hono().route(
      '/',
      stripeWebhookRoutes(checkout.payments, async (event) => {
        if (event.outcome) await service.applyOutcome(event.outcome);
      }),
    );
    const payload = fake.event(
      'payment_intent.succeeded',
      fake.confirm(row!.paymentId!, '4242424242424242'),
    );
    const send = (signature: string) =>
      webhook.request('/', {
        method: 'POST',
        body: payload,
        headers: { 'stripe-signature': signature },
      });
    // The customer pays a minute after placing the order.
    clock.advance(60_000);
    const signature = fake.signature(payload, keys.webhookSecret);
    expect((await send(signature)).status).toBe(200);
    expect((await send(signature)).status).toBe(200);
    const forged = fake.signature(payload, 'whsec_forged');
    expect((await send(forged)).status).toBe(400);

    const history = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.order.id));
    expect(history.map((step) => step.toStatus)).toEqual(['pending_payment', 'paid']);
    const [paid] = await database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(paid!.paidAt).toEqual(clock());
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'stripe@example.com'));
    expect(mails).toHaveLength(1);
    // The shop is told once too, with the payment's reference at Stripe; answering writes to the
    // customer.
    const notices = await shopMail(placed.order.number);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(
      `New order ${placed.order.number}: ${formatCents(cents(placed.order.totals.totalCents))}`,
    );
    expect(notices[0]!.replyTo).toBe('stripe@example.com');
    expect(notices[0]!.textBody).toContain(`Payment ${row!.paymentId} through Stripe.`);
  });

  it('tells the shop when money arrives that the order cannot take, and leaves the order as it was', async () => {
    const checkout = deps();
    const service = orderService(checkout);
    const quote = await quoteCheckout(checkout, { lines: [line], address });
    const placed = await service.place(
      placeOrderInput.parse({
        checkoutId: `stripe-review-${randomUUID()}`,
        checkoutKey: 'k'.repeat(43),
        email: 'review@example.com',
        lines: [line],
        address,
        choice: selectedChoice(quote),
        discountCode: null,
      }),
      null,
    );
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    const short = cents(placed.order.totals.totalCents - 100);
    await service.applyOutcome({
      kind: 'succeeded',
      paymentId: row!.paymentId!,
      amountCents: short,
      currency: 'usd',
    });

    const [after] = await database.db.select().from(orders).where(eq(orders.id, row!.id));
    expect(after!.status).toBe('pending_payment');
    expect(after!.reviewReason).toBe(
      `The payment of ${formatCents(short)} does not match the order total of ${formatCents(cents(placed.order.totals.totalCents))}.`,
    );
    const [notice, ...more] = await shopMail(placed.order.number);
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe(`Order ${placed.order.number} needs a look`);
    expect(notice!.replyTo).toBe('review@example.com');
    expect(notice!.textBody).toContain(after!.reviewReason!);
    expect(notice!.textBody).toContain(`Payment ${row!.paymentId} through Stripe.`);
    // Its link opens the order.
    const link = notice!.textBody.match(/http:\/\/shop\.test\/orders\/\S+/)?.[0];
    const token = new URL(link!).searchParams.get('token');
    const opened = await service.get(row!.id, { userId: null, token });
    expect(opened.number).toBe(placed.order.number);
    // No confirmation went to the customer.
    const customer = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'review@example.com'));
    expect(customer).toHaveLength(0);
  });
});

/** The shop inbox's mails about one order. */
async function shopMail(number: string) {
  const mails = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, SHOP_INBOX), eq(mailOutbox.kind, 'shop-order')));
  return mails.filter((mail) => mail.subject.includes(number));
}
