import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutQuote, OrderView, PlacedOrder } from '../../contract/checkout.ts';
import {
  designDimensionsText,
  designFinishText,
  designWeightLb,
} from '../../domain/design/facts.ts';
import { parseDesign } from '../../domain/design/parse.ts';
import { lineFactsText } from '../../domain/orders/line-facts.ts';
import { priceDesign } from '../../domain/design/price.ts';
import { cents, formatCents } from '../../domain/pricing/money.ts';
import { discountCodes, mailOutbox, orderAccessTokens, orders } from '../db/schema.ts';
import {
  postJson,
  signedInCustomer,
  TEST_ADDRESS as address,
  sharedTestShop,
  type TestShop,
} from '../../../test/server-harness.ts';
import { doorBox, SAVED_BOOKCASE } from '../lib/saved-items/fixtures.test-helpers.ts';
import { selectedChoice } from './fixtures.test-helpers.ts';

// Checkout and orders through the whole app on a real database: quotes from the built-in FedEx
// sandbox, payment through the built-in test gateway, mail into the outbox.

const shop = sharedTestShop();

const bookcase = { ...SAVED_BOOKCASE, quantity: 2 };

const parsed = parseDesign(bookcase);
if (!parsed.ok) throw new Error(parsed.error.message);
/** The server's price of one bookcase, saved from a product page (30 % off). */
const serverUnit = priceDesign(parsed.value, 'product-page').saleCents;

const checkoutId = () => `checkout-${randomUUID()}`;
/** The checkout's secret, which its browser keeps. */
const CHECKOUT_KEY = 'k'.repeat(43);

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function quote(body: Record<string, unknown> = {}, on: TestShop = shop) {
  return json<CheckoutQuote>(
    await postJson(on, '/api/checkout/quote', { lines: [bookcase], address, ...body }),
  );
}

/** A new checkout placed with the quote's preselected delivery, as the browser sends it. */
function placeBody(offer: CheckoutQuote) {
  return {
    checkoutId: checkoutId(),
    checkoutKey: CHECKOUT_KEY,
    email: 'ada@example.com',
    lines: [bookcase],
    address,
    choice: selectedChoice(offer),
  };
}

async function place(
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  on: TestShop = shop,
) {
  return on.request('/api/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...placeBody(await quote({}, on)), ...body }),
  });
}

async function pay(placed: PlacedOrder, number: string, on: TestShop = shop) {
  return on.request(`/api/orders/${placed.order.id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-order-token': placed.accessToken },
    body: JSON.stringify({ number, expiry: '12/40', cvc: '123' }),
  });
}

describe('checkout quotes', () => {
  it('prices the lines itself, packs them and offers sandbox quotes, cheapest first and selected', async () => {
    const offer = await quote();
    expect(offer.lines[0]!.unitCents).toBe(serverUnit);
    expect(offer.lines[0]!.lineCents).toBe(serverUnit * 2);
    expect(offer.parcels.length).toBeGreaterThan(0);
    expect(offer.source).toBe('sandbox');
    expect(offer.quotes.length).toBeGreaterThan(1);
    const prices = offer.quotes.map((q) => q.totalNetChargeCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(offer.selected).toEqual(offer.quotes[0]);
    expect(offer.selected!.arrivesBy > offer.selected!.shipsOn).toBe(true);
    // The furniture's cartons fit none of FedEx's ONE Rate boxes: only the shop's own packaging.
    expect(offer.quotes.every((q) => q.packagingType === 'YOUR_PACKAGING')).toBe(true);
    const { subtotalCents, shippingCents, taxCents, totalCents } = offer.totals;
    expect(subtotalCents).toBe(serverUnit * 2);
    expect(taxCents).toBeGreaterThan(0);
    expect(totalCents).toBe(subtotalCents + shippingCents + taxCents);
  });

  it('ignores the price a browser sends', async () => {
    const offer = await json<CheckoutQuote>(
      await postJson(shop, '/api/checkout/quote', {
        lines: [{ ...bookcase, priceCents: 1 }],
        address,
      }),
    );
    expect(offer.lines[0]!.unitCents).toBe(serverUnit);
  });

  it('applies the demo code and explains a code that does not apply', async () => {
    const withCode = await quote({ discountCode: 'welcome10' });
    expect(withCode.discount).toEqual({ ok: true, code: 'WELCOME10' });
    expect(withCode.totals.discountCents).toBe(Math.round(serverUnit * 2 * 0.1));
    const unknown = await quote({ discountCode: 'NOPE' });
    expect(unknown.discount.ok).toBe(false);
    expect(unknown.totals.discountCents).toBe(0);
  });

  it('refuses a design that breaks a placement rule, naming the line', async () => {
    const floating = {
      ...bookcase,
      configurations: [
        {
          ...doorBox(0),
          position: { x: 0, y: 28, z: 0 },
          components: [{ ...doorBox(0).components[0]!, position: { x: 0, y: 28, z: 0 } }],
        },
      ],
    };
    const answer = await postJson(shop, '/api/checkout/quote', { lines: [floating], address });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/^Custom Bookcase: /);
  });

  it('answers field messages for a bad address', async () => {
    const answer = await postJson(shop, '/api/checkout/quote', {
      lines: [bookcase],
      address: { ...address, postalCode: '9410', state: 'ZZ' },
    });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields['address.postalCode']).toBe('Enter a 5-digit ZIP code');
    expect(body.error.fields['address.state']).toBe('Choose a state');
  });

  it('refuses a ZIP code outside the state picked, at the quote and when placing', async () => {
    // 94105 is San Francisco: Oregon charges no sales tax, and the parcel would go to California.
    const elsewhere = { ...address, state: 'OR' };
    const message = 'ZIP code 94105 is in California, not Oregon';
    const quoted = await postJson(shop, '/api/checkout/quote', {
      lines: [bookcase],
      address: elsewhere,
    });
    expect(quoted.status).toBe(400);
    expect(await quoted.json()).toMatchObject({
      error: { kind: 'invalid', message, fields: { 'address.postalCode': message } },
    });

    const body = placeBody(await quote());
    const placed = await postJson(shop, '/api/orders', { ...body, address: elsewhere });
    expect(placed.status).toBe(400);
    expect(await placed.json()).toMatchObject({
      error: { message, fields: { 'address.postalCode': message } },
    });
    expect(
      await shop.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.checkoutId, body.checkoutId)),
    ).toEqual([]);
  });

  it('quotes no delivery outside the 50 states and Washington, D.C.', async () => {
    const message =
      'ZIP code 00901 is in Puerto Rico; we ship to all 50 US states and Washington, D.C.';
    const quoted = await postJson(shop, '/api/checkout/quote', {
      lines: [bookcase],
      address: { ...address, postalCode: '00901' },
    });
    expect(quoted.status).toBe(400);
    expect(await quoted.json()).toMatchObject({
      error: { fields: { 'address.postalCode': message } },
    });
    const estimated = await postJson(shop, '/api/checkout/estimate', {
      lines: [bookcase],
      postalCode: '00901',
    });
    expect(estimated.status).toBe(400);
    expect(await estimated.json()).toMatchObject({ error: { fields: { postalCode: message } } });
  });

  it('estimates the cheapest delivery for a ZIP code alone', async () => {
    const estimate = await json<{ cheapest: { arrivesBy: string } | null; parcels: unknown[] }>(
      await postJson(shop, '/api/checkout/estimate', { lines: [bookcase], postalCode: '10001' }),
    );
    expect(estimate.parcels.length).toBeGreaterThan(0);
    expect(estimate.cheapest?.arrivesBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('orders', () => {
  it('places an order priced by the server, pays it with the test card and mails the link', async () => {
    const placed = await json<PlacedOrder>(
      await place({ lines: [{ ...bookcase, priceCents: 1 }] }),
    );
    expect(placed.order.status).toBe('pending_payment');
    expect(placed.order.number).toMatch(/^BC-\d{6}-[0-9A-Z]{6}$/);
    expect(placed.order.totals.subtotalCents).toBe(serverUnit * 2);
    expect(placed.order.history.map((step) => step.status)).toEqual(['pending_payment']);
    // Each line keeps what was made: size, weight and finish, as the cart said them.
    const [line] = placed.order.lines;
    expect(line!.facts).toEqual({
      dimensions: designDimensionsText(parsed.value),
      weightLb: designWeightLb(parsed.value),
      kind: 'cell',
      finish: designFinishText(parsed.value),
    });

    const paid = await json<OrderView>(await pay(placed, '4242 4242 4242 4242'));
    expect(paid.status).toBe('paid');
    expect(paid.history.map((step) => step.status)).toEqual(['pending_payment', 'paid']);

    const mails = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, 'ada@example.com'), eq(mailOutbox.kind, 'order-confirmation')),
      );
    const mail = mails.find((m) => m.subject.includes(placed.order.number));
    expect(mail).toBeDefined();
    expect(mail!.textBody).toContain(`2 × “${line!.name}” (${lineFactsText(line!.facts)}): `);
    // How the total is made, and the arrival day in words.
    expect(mail!.textBody).toMatch(
      /Subtotal: \$[\d,]+\.\d\d · Shipping: \$[\d,]+\.\d\d · Sales tax: \$[\d,]+\.\d\d\n/,
    );
    expect(mail!.textBody).toMatch(/arriving by [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    const link = mail!.textBody.match(/https?:\/\/\S+\/orders\/\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const opened = await json<OrderView>(
      await shop.request(`/api/orders/${placed.order.id}?token=${url.searchParams.get('token')}`),
    );
    expect(opened.number).toBe(placed.order.number);

    // The shop's inbox is told what to make, where it goes and how it was paid; answering
    // writes to the customer, and its link opens the order.
    const [notice, ...more] = (
      await shop.database.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.toAddress, shop.config.mail.shopInbox),
            eq(mailOutbox.kind, 'shop-order'),
          ),
        )
    ).filter((m) => m.subject.includes(placed.order.number));
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe(
      `New order ${placed.order.number}: ${formatCents(cents(paid.totals.totalCents))}`,
    );
    expect(notice!.replyTo).toBe('ada@example.com');
    expect(notice!.textBody).toContain(`2 × “${line!.name}” (${lineFactsText(line!.facts)}): `);
    expect(notice!.textBody).toContain(
      `Ship to: “${address.fullName}, ${address.line1}, ${address.city}, ${address.state} ${address.postalCode}”; `,
    );
    expect(notice!.textBody).toMatch(
      /\d+ packages?: ships by [A-Z][a-z]+day, .*, promised by [A-Z][a-z]+day, /,
    );
    expect(notice!.textBody).toContain('through the test gateway, which takes no money');
    const shopLink = new URL(notice!.textBody.match(/https?:\/\/\S+\/orders\/\S+/)![0]);
    const forShop = await json<OrderView>(
      await shop.request(
        `/api/orders/${placed.order.id}?token=${shopLink.searchParams.get('token')}`,
      ),
    );
    expect(forShop.number).toBe(placed.order.number);

    // Paying again changes nothing, charges nothing and mails no one.
    const again = await json<OrderView>(await pay(placed, '4242 4242 4242 4242'));
    expect(again.history).toHaveLength(2);
    const notices = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'shop-order'));
    expect(notices.filter((m) => m.subject.includes(placed.order.number))).toHaveLength(1);
  });

  it('keeps a declined order payable with the card’s message, then takes another card', async () => {
    const placed = await json<PlacedOrder>(await place());
    const declined = await json<OrderView>(await pay(placed, '4000 0000 0000 0002'));
    expect(declined.status).toBe('payment_failed');
    expect(declined.payment.payable).toBe(true);
    expect(declined.payment.message).toMatch(/declined/i);
    const paid = await json<OrderView>(await pay(placed, '4242 4242 4242 4242'));
    expect(paid.status).toBe('paid');
  });

  it('places an order only at the total the customer was shown', async () => {
    const offer = await quote();
    const body = placeBody(offer);
    const shown = offer.quotes.find((q) => q.serviceType === body.choice.serviceType)!;
    const total =
      offer.totals.subtotalCents -
      offer.totals.discountCents +
      shown.totalNetChargeCents +
      offer.totals.taxCents;
    // A price that moved since the quote: nothing is placed, and the answer gives the new total.
    const moved = await postJson(shop, '/api/orders', { ...body, expectedTotalCents: total - 100 });
    expect(moved.status).toBe(409);
    expect(await moved.text()).toMatch(/The total is now \$[\d,]+\.\d\d: a price changed/);
    const none = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, body.checkoutId));
    expect(none).toHaveLength(0);

    const placed = await json<PlacedOrder>(
      await postJson(shop, '/api/orders', { ...body, expectedTotalCents: total }),
    );
    expect(placed.order.totals.totalCents).toBe(total);
    // The same checkout placed again from a page showing another total names the order it is.
    const again = await postJson(shop, '/api/orders', { ...body, expectedTotalCents: total + 500 });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(`as order ${placed.order.number}`);
  });

  it('answers a checkout placed twice with one order', async () => {
    const offer = await quote();
    const body = placeBody(offer);
    const [first, second] = await Promise.all([
      postJson(shop, '/api/orders', body).then((r) => json<PlacedOrder>(r)),
      postJson(shop, '/api/orders', body).then((r) => json<PlacedOrder>(r)),
    ]);
    expect(second.order.id).toBe(first.order.id);
    const rows = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, body.checkoutId));
    expect(rows).toHaveLength(1);
    // Both tokens open it; the database holds neither, only their hashes.
    const stored = await shop.database.db
      .select({ tokenHash: orderAccessTokens.tokenHash })
      .from(orderAccessTokens)
      .where(eq(orderAccessTokens.orderId, first.order.id));
    for (const placed of [first, second]) {
      const answer = await shop.request(`/api/orders/${placed.order.id}`, {
        headers: { 'x-order-token': placed.accessToken },
      });
      expect(answer.status).toBe(200);
      // A customer's order is never kept in a browser's or a proxy's cache.
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(stored.map((row) => row.tokenHash)).not.toContain(placed.accessToken);
      expect(stored.map((row) => row.tokenHash)).toContain(
        createHash('sha256').update(placed.accessToken).digest('hex'),
      );
    }

    // Whoever learns the checkout id (it is in the page's address) without its key gets nothing.
    const stranger = await postJson(shop, '/api/orders', { ...body, checkoutKey: 'x'.repeat(43) });
    expect(stranger.status).toBe(409);
    const refused = await stranger.text();
    expect(refused).toContain('has already been placed as an order');
    expect(refused).not.toContain(first.order.id);
    expect(refused).not.toContain('Ada');
  });

  it('counts a discount code once per order and refuses it when used up', async () => {
    await shop.database.db
      .insert(discountCodes)
      .values({ code: 'ONCE', kind: 'fixed', amountOffCents: 1_000, usageLimit: 1 });
    const placed = await json<PlacedOrder>(await place({ discountCode: 'once' }));
    expect(placed.order.totals.discountCents).toBe(1_000);
    const [code] = await shop.database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, 'ONCE'));
    expect(code!.timesUsed).toBe(1);
    const refused = await place({ discountCode: 'ONCE' });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.discountCode).toBeDefined();
  });

  it('never shows an order without its token or its customer', async () => {
    const placed = await json<PlacedOrder>(await place());
    expect((await shop.request(`/api/orders/${placed.order.id}`)).status).toBe(404);
    expect(
      (
        await shop.request(`/api/orders/${placed.order.id}`, {
          headers: { 'x-order-token': 'guess' },
        })
      ).status,
    ).toBe(404);
    const otherPay = await shop.request(`/api/orders/${placed.order.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4242424242424242', expiry: '12/40', cvc: '123' }),
    });
    expect(otherPay.status).toBe(404);
  });

  it('refuses a delivery option that is not offered', async () => {
    const answer = await place({
      choice: { serviceType: 'TELEPORT', packagingType: 'YOUR_PACKAGING' },
    });
    expect(answer.status).toBe(400);
  });
});

describe('guest orders and the account of their address', () => {
  // A shop of its own: the orders a minute of the shared one are spent by the tests above.
  const own = sharedTestShop();

  it('gives a verified customer their paid guest orders when they sign in, and lists them', async () => {
    const email = 'claimer@example.com';
    const placed = await json<PlacedOrder>(await place({ email }, {}, own));
    expect((await pay(placed, '4242424242424242', own)).status).toBe(200);
    const cookie = await signedInCustomer(own, email);
    const list = await json<{ orders: { id: string; itemCount: number }[] }>(
      await own.request('/api/orders', { headers: { cookie } }),
    );
    expect(list.orders.map((order) => order.id)).toContain(placed.order.id);
    expect(list.orders.find((order) => order.id === placed.order.id)?.itemCount).toBe(2);
    const mine = await own.request(`/api/orders/${placed.order.id}`, { headers: { cookie } });
    expect(mine.status).toBe(200);
    // The guest's link now asks for the account; the customer signed in still opens it.
    const byLink = await own.request(`/api/orders/${placed.order.id}`, {
      headers: { 'x-order-token': placed.accessToken },
    });
    expect(byLink.status).toBe(401);
    expect(await byLink.json()).toMatchObject({
      error: { message: 'This order now belongs to an account: sign in to see it.' },
    });
    const designs = await own.request(`/api/orders/${placed.order.id}/designs`, {
      headers: { 'x-order-token': placed.accessToken },
    });
    expect(designs.status).toBe(401);
    const both = await own.request(`/api/orders/${placed.order.id}`, {
      headers: { 'x-order-token': placed.accessToken, cookie },
    });
    expect(both.status).toBe(200);
  });

  it('leaves an unpaid guest order placed with someone’s address to its link, out of their account', async () => {
    const email = 'victim@example.com';
    // A stranger orders to their own address in the victim's name, and leaves it unpaid.
    const planted = await json<PlacedOrder>(
      await place(
        { email, address: { ...address, fullName: 'Mallory', line1: '9 Elm St' } },
        {},
        own,
      ),
    );
    const cookie = await signedInCustomer(own, email);
    const list = await json<{ orders: { id: string }[] }>(
      await own.request('/api/orders', { headers: { cookie } }),
    );
    expect(list.orders.map((order) => order.id)).not.toContain(planted.order.id);
    expect(
      (await own.request(`/api/orders/${planted.order.id}`, { headers: { cookie } })).status,
    ).toBe(404);
    const byLink = await json<OrderView>(
      await own.request(`/api/orders/${planted.order.id}`, {
        headers: { 'x-order-token': planted.accessToken },
      }),
    );
    expect(byLink.payment.payable).toBe(true);
  });
});
