import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminOrderList, AdminOrderView, Dashboard } from '../../contract/admin.ts';
import type { CheckoutQuote, OrderView, PlacedOrder } from '../../contract/checkout.ts';
import {
  adminAuditLog,
  discountCodes,
  mailOutbox,
  orders,
  testRefunds,
  users,
} from '../db/schema.ts';
import { formatLongDay } from '../../domain/orders/days.ts';
import { nextBusinessDay } from '../../domain/shipping/ship-date.ts';
import { TestGateway } from '../integrations/payments/test-gateway.ts';
import { expireUnpaidOrders } from '../orders/expiry.ts';
import { selectedChoice } from '../orders/fixtures.test-helpers.ts';
import { COMMAND_LINE } from '../lib/audit.ts';
import { SAVED_BOOKCASE } from '../lib/saved-items/fixtures.test-helpers.ts';
import { setRole } from './roles.ts';
import {
  postJson,
  signedInCustomer,
  TEST_ADDRESS as address,
  sharedTestShop,
} from '../../../test/server-harness.ts';

// The owner's admin through the whole app on a real database: orders placed and paid through the
// checkout and the test gateway, moved, shipped, refunded and cancelled by an owner made an admin
// by ADMIN_EMAILS, every change in the audit log, every customer mail in the outbox.

const OWNER = 'owner@birchandcell.example';
// Each order comes from a client of its own behind one proxy, as customers' orders do: one
// client's orders a minute are limited.
const shop = sharedTestShop({
  env: { ADMIN_EMAILS: `Someone@example.com, ${OWNER.toUpperCase()}`, TRUST_PROXY: '1' },
});

let ownerCookie: string | undefined;
let customerCookie: string | undefined;
/** The owner, signed up and signed in once: ADMIN_EMAILS makes them an admin at sign-in. */
async function owner(): Promise<string> {
  return (ownerCookie ??= await signedInCustomer(shop, OWNER));
}
async function customer(): Promise<string> {
  return (customerCookie ??= await signedInCustomer(shop, 'grace@example.com'));
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function asOwner(path: string, body?: unknown): Promise<Response> {
  return shop.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie: await owner(), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

let placed = 0;
/** An order placed through the checkout as a guest, paid with the test card unless told not to. */
async function newOrder({
  paid = true,
  email = 'ada@example.com',
  fullName = 'Ada Lovelace',
  discountCode,
}: { paid?: boolean; email?: string; fullName?: string; discountCode?: string } = {}) {
  const lines = [{ ...SAVED_BOOKCASE, quantity: 1 }];
  const to = { ...address, fullName };
  placed += 1;
  const client = { 'x-forwarded-for': `203.0.113.${placed}`, 'content-type': 'application/json' };
  const post = (path: string, body: unknown) =>
    shop.request(path, { method: 'POST', headers: client, body: JSON.stringify(body) });
  const offer = await json<CheckoutQuote>(
    await post('/api/checkout/quote', { lines, address: to, discountCode }),
  );
  const order = await json<PlacedOrder>(
    await post('/api/orders', {
      checkoutId: `admin-${placed}-${randomUUID().slice(0, 8)}`,
      checkoutKey: 'k'.repeat(43),
      email,
      lines,
      address: to,
      choice: selectedChoice(offer),
      ...(discountCode ? { discountCode } : {}),
    }),
  );
  if (paid) {
    await json<OrderView>(
      await shop.request(`/api/orders/${order.order.id}/pay`, {
        method: 'POST',
        headers: { ...client, 'x-order-token': order.accessToken },
        body: JSON.stringify({ number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }),
      }),
    );
  }
  return order;
}

const view = async (id: string) => json<AdminOrderView>(await asOwner(`/api/admin/orders/${id}`));

async function auditCount(entityId?: string): Promise<number> {
  const [row] = await shop.database.db
    .select({ n: count() })
    .from(adminAuditLog)
    .where(entityId ? eq(adminAuditLog.entityId, entityId) : undefined);
  return row?.n ?? 0;
}

async function mailsTo(email: string, subject: RegExp) {
  const rows = await shop.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'order-progress')));
  return rows.filter((row) => subject.test(row.subject));
}

describe('who may open the admin', () => {
  it('refuses every admin call to a visitor (401) and to a customer (403)', async () => {
    const paths = shop.app.routes
      .filter((route) => route.path.startsWith('/api/admin/') && route.method !== 'ALL')
      .map((route) => ({
        method: route.method,
        path: route.path.replace(':id', '6f1c2a9e-51f4-4c36-8a55-2f3c1b0b7d10'),
      }));
    // Every endpoint the admin serves, so a new one cannot slip past this test.
    expect(paths.length).toBeGreaterThanOrEqual(13);
    const cookie = await customer();
    for (const { method, path } of paths) {
      const init =
        method === 'GET'
          ? {}
          : { method, body: '{}', headers: { 'content-type': 'application/json' } };
      const visitor = await shop.request(path, init);
      expect(visitor.status, `${method} ${path} signed out`).toBe(401);
      const refused = await shop.request(path, {
        ...init,
        headers: { ...('headers' in init ? init.headers : {}), cookie },
      });
      expect(refused.status, `${method} ${path} as a customer`).toBe(403);
      expect(await refused.json()).toEqual({
        error: { kind: 'forbidden', message: 'This part of the shop is for its owner.' },
      });
    }
  });

  it('makes an ADMIN_EMAILS address an admin once confirmed, and says so to the browser', async () => {
    const session = await json<{ user: { role: string } }>(
      await shop.request('/api/auth/get-session', { headers: { cookie: await owner() } }),
    );
    expect(session.user.role).toBe('admin');
    const customerSession = await json<{ user: { role: string } }>(
      await shop.request('/api/auth/get-session', { headers: { cookie: await customer() } }),
    );
    expect(customerSession.user.role).toBe('customer');
    const grants = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'role.grant'));
    expect(grants).toEqual([
      expect.objectContaining({ actor: 'the shop', summary: `${OWNER} can now open the admin` }),
    ]);
  });

  it('grants and revokes from the command line only for a confirmed account', async () => {
    const { db } = shop.database;
    const now = shop.clock();
    expect(await setRole(db, 'nobody@example.com', 'admin', COMMAND_LINE, now)).toEqual({
      ok: false,
      message:
        'There is no account for nobody@example.com. Sign up at the shop with this address first, confirm it from the e-mail, then run this again.',
    });
    await shop.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'unconfirmed@example.com', password: 'Birch&Cell1', name: '' }),
    });
    expect(await setRole(db, 'Unconfirmed@example.com', 'admin', COMMAND_LINE, now)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The account for unconfirmed@example.com has not confirmed/),
    });
    await customer();
    const before = await auditCount();
    expect(await setRole(db, 'grace@example.com', 'admin', COMMAND_LINE, now)).toEqual({
      ok: true,
      changed: true,
      email: 'grace@example.com',
    });
    expect(await setRole(db, 'grace@example.com', 'admin', COMMAND_LINE, now)).toMatchObject({
      changed: false,
    });
    expect(await setRole(db, 'grace@example.com', 'customer', COMMAND_LINE, now)).toMatchObject({
      changed: true,
    });
    expect(await auditCount()).toBe(before + 2);
    const [account] = await db.select().from(users).where(eq(users.email, 'grace@example.com'));
    expect(account?.role).toBe('customer');
  });
});

describe('the orders list', () => {
  it('searches, filters, sorts and pages on the server, and exports what it shows as CSV', async () => {
    const a = await newOrder({ email: 'list-a@example.com', fullName: 'Mary Shelley' });
    const b = await newOrder({
      email: 'list-b@example.com',
      fullName: 'Percy Shelley',
      paid: false,
    });
    const list = (query: string) =>
      asOwner(`/api/admin/orders?${query}`).then((r) => json<AdminOrderList>(r));

    expect((await list(`q=${a.order.number}`)).orders.map((o) => o.id)).toEqual([a.order.id]);
    expect((await list('q=LIST-B@example')).orders.map((o) => o.id)).toEqual([b.order.id]);
    const byName = await list('q=shelley&sort=email&dir=asc');
    expect(byName.orders.map((o) => o.email)).toEqual(['list-a@example.com', 'list-b@example.com']);
    expect(byName.total).toBe(2);
    expect((await list('q=shelley&paid=no')).orders.map((o) => o.id)).toEqual([b.order.id]);
    expect((await list('q=shelley&status=paid,in_production')).orders.map((o) => o.id)).toEqual([
      a.order.id,
    ]);
    const paged = await list('q=shelley&pageSize=25&page=2');
    expect(paged).toMatchObject({ orders: [], total: 2, page: 2, pageSize: 25 });
    const row = (await list(`q=${a.order.number}`)).orders[0]!;
    expect(row).toMatchObject({
      number: a.order.number,
      statusLabel: 'Paid',
      name: 'Mary Shelley',
      itemCount: 1,
      late: false,
      needsReview: false,
    });
    const refused = await asOwner('/api/admin/orders?status=lost&sort=colour');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toMatchObject({
      status: 'Choose statuses from the list.',
    });

    const csv = await asOwner('/api/admin/orders.csv?q=shelley');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Order,Placed,Status,Customer,E-mail,Pieces,Subtotal,Discount,Shipping,Tax,Total,Refunded,Ships on,Arrives by,City,State',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      b.order.number,
      a.order.number,
    ]);
    expect(lines[2]).toContain(`,Paid,Mary Shelley,list-a@example.com,1,`);
  });
});

describe('an order from payment to the doorstep', () => {
  it('shows each line as it was configured, with its parcels, and the order as it stands', async () => {
    const order = await newOrder();
    const seen = await view(order.order.id);
    expect(seen).toMatchObject({
      number: order.order.number,
      status: 'paid',
      statusLabel: 'Paid',
      nextStatuses: ['in_production', 'refunded'],
      expiresAt: null,
      payment: { mode: 'test', reference: expect.stringMatching(/^tpi_/) },
      totals: { refundedCents: 0 },
      timeline: [
        expect.objectContaining({ type: 'status', to: 'pending_payment', by: null }),
        expect.objectContaining({ type: 'status', from: 'pending_payment', to: 'paid', by: null }),
      ],
    });
    const [line] = seen.lines;
    expect(line?.configuratorPath).toBe('/configurator');
    expect(line?.options).toContain('Finish: Black');
    expect(line?.options.some((option) => /Standard box/.test(option))).toBe(true);
    expect(line?.parcels.length).toBeGreaterThan(0);
    expect(line?.design).toHaveProperty('configurations');
  });

  it('moves only along the status graph, naming both statuses when it refuses', async () => {
    const order = await newOrder();
    const { version } = await view(order.order.id);
    const refused = await asOwner(`/api/admin/orders/${order.order.id}/moves`, {
      to: 'delivered',
      version,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      'An order that is paid cannot become delivered.',
    );
    const unpaid = await newOrder({ paid: false });
    const notPaid = await asOwner(`/api/admin/orders/${unpaid.order.id}/moves`, {
      to: 'in_production',
      version: (await view(unpaid.order.id)).version,
    });
    expect((await notPaid.json()).error.message).toBe(
      'An order that is awaiting payment cannot become in production.',
    );
    expect(await auditCount(order.order.id)).toBe(0);
  });

  it('makes, ships and delivers an order, telling the customer each time, one audit entry a move', async () => {
    const email = 'doorstep@example.com';
    const order = await newOrder({ email });
    const id = order.order.id;
    let seen = await view(id);
    const shipDate = nextBusinessDay(seen.shipping.shipsOn);
    seen = await json<AdminOrderView>(
      await asOwner(`/api/admin/orders/${id}/moves`, {
        to: 'in_production',
        version: seen.version,
        expectedShipDate: shipDate,
      }),
    );
    expect(seen).toMatchObject({ status: 'in_production', shipping: { shipsOn: shipDate } });
    expect(await auditCount(id)).toBe(1);
    const [making] = await mailsTo(email, /is being made$/);
    expect(making?.textBody).toContain(`to reach you by ${formatLongDay(seen.shipping.arrivesBy)}`);

    // Two consignments: the first with two parcels, then one more.
    seen = await json<AdminOrderView>(
      await asOwner(`/api/admin/orders/${id}/moves`, {
        to: 'shipped',
        version: seen.version,
        consignment: { carrier: 'fedex', trackingNumbers: ['7946 1234 5678', '794612345679'] },
      }),
    );
    expect(seen.status).toBe('shipped');
    seen = await json<AdminOrderView>(
      await asOwner(`/api/admin/orders/${id}/consignments`, {
        version: seen.version,
        carrier: 'ups',
        trackingNumbers: ['1Z999AA10123456784'],
      }),
    );
    expect(seen.consignments).toEqual([
      expect.objectContaining({
        number: 1,
        carrierName: 'FedEx',
        parcels: [
          {
            trackingNumber: '794612345678',
            trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=794612345678',
          },
          {
            trackingNumber: '794612345679',
            trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=794612345679',
          },
        ],
      }),
      expect.objectContaining({ number: 2, carrierName: 'UPS' }),
    ]);
    // One mail for each consignment (two mails written in one millisecond may list either first).
    const shipped = await mailsTo(email, /shipped$/);
    expect(shipped.map((mail) => mail.subject).sort()).toEqual([
      `More of your Birch & Cell order ${order.order.number} has shipped`,
      `Your Birch & Cell order ${order.order.number} has shipped`,
    ]);
    const first = shipped.find((mail) => mail.subject.startsWith('Your '));
    expect(first?.textBody).toContain(
      'Parcel 1 of 2: FedEx 794612345678, track it at https://www.fedex.com/fedextrack/?trknbr=794612345678',
    );

    // The customer's own page shows the tracking and the status.
    const mine = await json<OrderView>(
      await shop.request(`/api/orders/${id}`, { headers: { 'x-order-token': order.accessToken } }),
    );
    expect(mine).toMatchObject({ status: 'shipped', statusLabel: 'Shipped' });
    expect(mine.consignments[0]?.parcels[0]?.trackingUrl).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=794612345678',
    );
    expect(mine.history.map((step) => step.status)).toEqual([
      'pending_payment',
      'paid',
      'in_production',
      'shipped',
    ]);

    seen = await json<AdminOrderView>(
      await asOwner(`/api/admin/orders/${id}/moves`, { to: 'delivered', version: seen.version }),
    );
    expect(seen.status).toBe('delivered');
    const [delivered] = await mailsTo(email, /was delivered$/);
    expect(delivered?.textBody).toMatch(
      new RegExp(`/assembly-instructions/${id}\\?token=[A-Za-z0-9_-]{43}`),
    );
    expect(await auditCount(id)).toBe(4);
    expect(seen.timeline.filter((entry) => entry.type === 'status').map((e) => e.by)).toEqual([
      null,
      null,
      OWNER,
      OWNER,
      OWNER,
    ]);
  });

  it('lets one of two owners moving the same order at once win, and tells the other', async () => {
    const order = await newOrder();
    const { version } = await view(order.order.id);
    const moves = await Promise.all(
      [0, 1].map(() =>
        asOwner(`/api/admin/orders/${order.order.id}/moves`, { to: 'in_production', version }),
      ),
    );
    expect(moves.map((move) => move.status).sort()).toEqual([200, 409]);
    const lost = moves.find((move) => move.status === 409)!;
    expect((await lost.json()).error.message).toBe(
      `Order ${order.order.number} changed while you were looking at it: it is now in production. Nothing was changed; the page now shows the order as it is.`,
    );
    expect(await auditCount(order.order.id)).toBe(1);
  });

  it('keeps internal notes in the timeline, away from the customer', async () => {
    const order = await newOrder();
    const seen = await json<AdminOrderView>(
      await asOwner(`/api/admin/orders/${order.order.id}/notes`, {
        text: 'Customer asked for delivery after 5 pm.',
      }),
    );
    expect(seen.timeline.at(-1)).toMatchObject({
      type: 'note',
      by: OWNER,
      body: 'Customer asked for delivery after 5 pm.',
    });
    expect(await auditCount(order.order.id)).toBe(1);
    const mine = await shop.request(`/api/orders/${order.order.id}`, {
      headers: { 'x-order-token': order.accessToken },
    });
    expect(await mine.text()).not.toContain('after 5 pm');
    const empty = await asOwner(`/api/admin/orders/${order.order.id}/notes`, { text: '  ' });
    expect((await empty.json()).error.fields).toEqual({ text: 'Write the note.' });
  });
});

describe('refunds', () => {
  it('refunds the same request once however often it is sent, then the rest in full', async () => {
    const email = 'refund@example.com';
    const order = await newOrder({ email });
    const id = order.order.id;
    const { version, totals } = await view(id);
    const ask = {
      amountCents: 10_000,
      reason: 'A scratched door',
      idempotencyKey: 'refund-key-0001-aaaaaa',
      version,
    };
    const answers = await Promise.all(
      [0, 1, 2].map(() => asOwner(`/api/admin/orders/${id}/refunds`, ask)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    let seen = await view(id);
    expect(seen).toMatchObject({ status: 'paid', totals: { refundedCents: 10_000 } });
    expect(seen.refunds).toEqual([
      expect.objectContaining({ amountCents: 10_000, status: 'succeeded', by: OWNER }),
    ]);
    const given = await shop.database.db
      .select()
      .from(testRefunds)
      .where(eq(testRefunds.paymentId, seen.payment.reference!));
    expect(given.map((refund) => refund.amountCents)).toEqual([10_000]);
    expect(await auditCount(id)).toBe(1);
    expect(await mailsTo(email, /refund of \$100\.00/)).toHaveLength(1);
    // The customer's page says what went back and when: a part refund leaves no status step.
    const mine = async () =>
      json<OrderView>(
        await shop.request(`/api/orders/${id}`, {
          headers: { 'x-order-token': order.accessToken },
        }),
      );
    const partly = await mine();
    expect(partly).toMatchObject({ status: 'paid', refundedCents: 10_000 });
    expect(partly.refunds).toEqual([{ amountCents: 10_000, at: expect.any(String) }]);
    // The day it went back to the card: when the provider settled it, after it was asked.
    expect(Date.parse(partly.refunds[0]!.at)).toBeGreaterThanOrEqual(
      Date.parse(seen.refunds[0]!.createdAt),
    );

    const tooMuch = await asOwner(`/api/admin/orders/${id}/refunds`, {
      amountCents: totals.totalCents,
      idempotencyKey: 'refund-key-0002-aaaaaa',
      version: seen.version,
    });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).error.fields.amountCents).toMatch(
      /^At most \$[\d,]+\.\d\d of this order can be refunded\.$/,
    );

    seen = await json<AdminOrderView>(
      await asOwner(`/api/admin/orders/${id}/refunds`, {
        idempotencyKey: 'refund-key-0003-aaaaaa',
        version: seen.version,
      }),
    );
    expect(seen).toMatchObject({
      status: 'refunded',
      totals: { refundedCents: totals.totalCents },
      nextStatuses: [],
    });
    expect(await auditCount(id)).toBe(2);
    const whole = await mine();
    expect(whole.refunds.map((refund) => refund.amountCents)).toEqual([
      10_000,
      totals.totalCents - 10_000,
    ]);
    expect(whole.history.at(-1)?.status).toBe('refunded');
  });

  it('refunds only an order that took money', async () => {
    const order = await newOrder({ paid: false });
    const refused = await asOwner(`/api/admin/orders/${order.order.id}/refunds`, {
      idempotencyKey: 'refund-key-unpaid-aaaaaa',
      version: (await view(order.order.id)).version,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      `Order ${order.order.number} is awaiting payment: only a paid order can be refunded.`,
    );
  });
});

describe('unpaid orders', () => {
  async function limitedCode(code: string, usageLimit: number) {
    await shop.database.db.insert(discountCodes).values({
      code,
      kind: 'percent',
      percentOff: '10',
      usageLimit,
    });
  }
  const timesUsed = async (code: string) =>
    (await shop.database.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]
      ?.timesUsed;

  it('cancels an unpaid order on the owner’s word, giving its code use back', async () => {
    await limitedCode('FIRST100', 100);
    const order = await newOrder({ paid: false, discountCode: 'first100' });
    expect(await timesUsed('FIRST100')).toBe(1);
    const seen = await json<AdminOrderView>(
      await asOwner(`/api/admin/orders/${order.order.id}/cancel`, {
        version: (await view(order.order.id)).version,
        reason: 'Customer asked',
      }),
    );
    expect(seen.status).toBe('cancelled');
    expect(await timesUsed('FIRST100')).toBe(0);
    expect(await auditCount(order.order.id)).toBe(1);
    const mine = await json<OrderView>(
      await shop.request(`/api/orders/${order.order.id}`, {
        headers: { 'x-order-token': order.accessToken },
      }),
    );
    expect(mine).toMatchObject({ status: 'cancelled', cancelledBecause: 'shop' });
    // Its payment is ended: the card form cannot pay a cancelled order.
    const payment = await shop.database.db.execute(
      sql`select status from test_payments where id = ${seen.payment.reference}`,
    );
    expect(JSON.stringify(payment)).toContain('canceled');
  });

  it('expires orders left unpaid, once each with two processes at once, never a paid one', async () => {
    await limitedCode('LAUNCH', 3);
    const paid = await newOrder({ discountCode: 'launch' });
    const left = [
      await newOrder({ paid: false, discountCode: 'launch' }),
      await newOrder({ paid: false }),
    ];
    expect(await timesUsed('LAUNCH')).toBe(2);
    const later = new Date(shop.clock().getTime() + 25 * 3_600_000);
    // Two shop processes: each its own gateway and worker, one database.
    const processes = [0, 1].map(() => ({
      db: shop.database.db,
      payments: new TestGateway(shop.database.db, { now: () => later }),
      now: () => later,
      unpaidOrderHours: 24,
    }));
    const expired = await Promise.all(processes.map((deps) => expireUnpaidOrders(deps)));
    const ids = left.map((order) => order.order.id);
    const rows = await shop.database.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.map((row) => [row.status, row.cancelledBecause])).toEqual([
      ['cancelled', 'expired'],
      ['cancelled', 'expired'],
    ]);
    expect(expired[0]! + expired[1]!).toBeGreaterThanOrEqual(2);
    for (const id of ids) {
      const entries = await shop.database.db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.entityId, id), eq(adminAuditLog.action, 'order.expire')));
      expect(entries).toHaveLength(1);
    }
    expect(await timesUsed('LAUNCH')).toBe(1);
    expect((await view(paid.order.id)).status).toBe('paid');
    const mine = await json<OrderView>(
      await shop.request(`/api/orders/${left[0]!.order.id}`, {
        headers: { 'x-order-token': left[0]!.accessToken },
      }),
    );
    expect(mine).toMatchObject({ status: 'cancelled', cancelledBecause: 'expired' });
  });

  it('counts a limited code’s uses by paid orders and unpaid ones still within their time', async () => {
    await limitedCode('ONLYONE', 1);
    const first = await newOrder({ paid: false, discountCode: 'onlyone' });
    const usedUp = await postJson(shop, '/api/checkout/quote', {
      lines: [{ ...SAVED_BOOKCASE, quantity: 1 }],
      address,
      discountCode: 'onlyone',
    });
    expect((await json<CheckoutQuote>(usedUp)).discount.ok).toBe(false);
    // A day and more later, the first order still unpaid: its use lapses and the code works again.
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date(shop.clock().getTime() - 25 * 3_600_000) })
      .where(eq(orders.id, first.order.id));
    const second = await newOrder({ discountCode: 'onlyone' });
    expect((await view(second.order.id)).discountCode).toBe('ONLYONE');
    expect((await view(first.order.id)).status).toBe('cancelled');
    expect(await timesUsed('ONLYONE')).toBe(1);
  });
});

describe('the workshop', () => {
  it('writes the production sheet of an order and of a batch, with the CSV', async () => {
    const [a, b] = [await newOrder(), await newOrder()];
    const one = await json<{
      sheet: { orders: { orderNumber: string; sheet: { lines: unknown[] } }[] };
    }>(await asOwner(`/api/admin/production-sheet?ids=${a.order.id}`));
    expect(one.sheet.orders).toHaveLength(1);
    expect(one.sheet.orders[0]?.sheet.lines).toHaveLength(1);
    const csv = await asOwner(
      `/api/admin/production-sheet?ids=${a.order.id},${b.order.id}&format=csv`,
    );
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="cut-list-2-orders.csv"',
    );
    const text = await csv.text();
    expect(text).toContain(`${a.order.number}/1 × `);
    expect(text).toContain(`${b.order.number}/1 × `);
    const missing = await asOwner(`/api/admin/production-sheet?ids=${randomUUID()}`);
    expect(missing.status).toBe(404);
  });

  it('moves a selection into production and says how each went', async () => {
    const [paid, unpaid] = [await newOrder(), await newOrder({ paid: false })];
    const answer = await json<{
      results: { number: string; ok: boolean; message: string | null }[];
    }>(
      await asOwner('/api/admin/orders/bulk/production', {
        orderIds: [paid.order.id, unpaid.order.id],
      }),
    );
    expect(answer.results).toEqual([
      { id: paid.order.id, number: paid.order.number, ok: true, message: null },
      {
        id: unpaid.order.id,
        number: unpaid.order.number,
        ok: false,
        message: 'An order that is awaiting payment cannot become in production.',
      },
    ]);
  });

  it('shows the week’s work and failed mail on the dashboard, and sends a failed mail again', async () => {
    await newOrder();
    const [mail] = await shop.database.db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 10, lastError: '550 mailbox unavailable' })
      .where(eq(mailOutbox.toAddress, 'ada@example.com'))
      .returning();
    const dashboard = await json<Dashboard>(await asOwner('/api/admin/dashboard'));
    expect(dashboard.revenueByWeek).toHaveLength(12);
    expect(dashboard.revenueByWeek.at(-1)!.revenueCents).toBeGreaterThan(0);
    expect(dashboard.failedMail.map((failed) => failed.id)).toContain(mail!.id);
    const before = await auditCount(mail!.id);
    expect((await asOwner(`/api/admin/mail/${mail!.id}/retry`, {})).status).toBe(200);
    const [retried] = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, mail!.id));
    expect(retried).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(await auditCount(mail!.id)).toBe(before + 1);
    expect((await asOwner(`/api/admin/mail/${mail!.id}/retry`, {})).status).toBe(409);
  });

  it('reads the audit log newest first, filtered by who and what', async () => {
    const page = await json<{ entries: { actor: string; action: string }[]; total: number }>(
      await asOwner(`/api/admin/audit?actor=${encodeURIComponent('owner@')}&action=order.move`),
    );
    expect(page.total).toBeGreaterThan(0);
    expect(
      page.entries.every((entry) => entry.actor === OWNER && entry.action === 'order.move'),
    ).toBe(true);
  });
});
