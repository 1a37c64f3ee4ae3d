import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  CustomerList,
  CustomerView,
  MessageList,
  MessageView,
  SubscriberList,
} from '../../contract/admin-people.ts';
import type { CheckoutQuote, PlacedOrder } from '../../contract/checkout.ts';
import { adminAuditLog, contactMessages, newsletterSubscribers, users } from '../db/schema.ts';
import { selectedChoice } from '../orders/fixtures.test-helpers.ts';
import { SAVED_BOOKCASE } from '../lib/saved-items/fixtures.test-helpers.ts';
import {
  signedInCustomer,
  TEST_ADDRESS as address,
  sharedTestShop,
} from '../../../test/server-harness.ts';

// The owner's customers, subscribers and messages through the whole app on a real database: read
// by an owner made an admin by ADMIN_EMAILS, refused to anyone else, and each change of a
// message's state one audit entry.

const OWNER = 'people-owner@birchandcell.example';
const CUSTOMER = 'grace.hopper@example.com';
const shop = sharedTestShop({ env: { ADMIN_EMAILS: OWNER, TRUST_PROXY: '1' } });

let ownerCookie: string | undefined;
let customerCookie: string | undefined;
const owner = async () => (ownerCookie ??= await signedInCustomer(shop, OWNER));
const customer = async () => (customerCookie ??= await signedInCustomer(shop, CUSTOMER));

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function asOwner(method: string, path: string, body?: unknown): Promise<Response> {
  return shop.request(path, {
    method,
    headers: { cookie: await owner(), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const get = async <T>(path: string) => json<T>(await asOwner('GET', path));

let clients = 0;
/** The customer's own browser, signed in, from a client of its own behind the proxy. */
async function asCustomer() {
  clients += 1;
  return {
    'x-forwarded-for': `198.51.100.${clients}`,
    'content-type': 'application/json',
    cookie: await customer(),
  };
}

/** An order placed by the signed-in customer. */
async function placedOrder(): Promise<PlacedOrder> {
  const headers = await asCustomer();
  const lines = [{ ...SAVED_BOOKCASE, quantity: 1 }];
  const post = (path: string, body: unknown) =>
    shop.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  const offer = await json<CheckoutQuote>(await post('/api/checkout/quote', { lines, address }));
  return json<PlacedOrder>(
    await post('/api/orders', {
      checkoutId: `people-${randomUUID()}`,
      checkoutKey: 'k'.repeat(43),
      email: CUSTOMER,
      lines,
      address,
      choice: selectedChoice(offer),
    }),
  );
}

async function message(fields: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await shop.database.db
    .insert(contactMessages)
    .values({
      kind: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      topic: 'design',
      message: 'Can the doors be painted to match my kitchen?',
      ...fields,
    })
    .returning();
  return row!;
}

const SOME_ID = '6f1c2a9e-51f4-4c36-8a55-2f3c1b0b7d10';

describe('who may see the owner’s people', () => {
  it('refuses every customer, subscriber and message call to a visitor (401) and to a customer (403)', async () => {
    const calls = [
      ['GET', '/api/admin/customers'],
      ['GET', `/api/admin/customers/${SOME_ID}`],
      ['GET', '/api/admin/subscribers'],
      ['GET', '/api/admin/subscribers.csv'],
      ['GET', '/api/admin/messages'],
      ['GET', `/api/admin/messages/${SOME_ID}`],
      ['POST', `/api/admin/messages/${SOME_ID}/state`],
    ] as const;
    // Every such route the app serves is among them.
    const served = shop.app.routes
      .filter((route) => /^\/api\/admin\/(customers|subscribers|messages)/.test(route.path))
      .map((route) => `${route.method} ${route.path.replace(':id', SOME_ID)}`);
    expect(new Set(served)).toEqual(new Set(calls.map(([method, path]) => `${method} ${path}`)));
    const cookie = await customer();
    for (const [method, path] of calls) {
      const init =
        method === 'GET'
          ? {}
          : { method, body: '{"state":"read"}', headers: { 'content-type': 'application/json' } };
      expect((await shop.request(path, init)).status, `${method} ${path} signed out`).toBe(401);
      const refused = await shop.request(path, {
        ...init,
        headers: { ...('headers' in init ? init.headers : {}), cookie },
      });
      expect(refused.status, `${method} ${path} as a customer`).toBe(403);
    }
    expect(
      await shop.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.entityType, 'message')),
    ).toEqual([]);
  });
});

describe('customers', () => {
  it('lists accounts newest first, searched by e-mail or name, a page at a time', async () => {
    await owner();
    await customer();
    const emails = ['p1@example.com', 'p2@example.com', 'p3@example.com'];
    for (const email of emails) await signedInCustomer(shop, email);
    await shop.database.db
      .update(users)
      .set({ fullName: 'Katherine Johnson' })
      .where(eq(users.email, 'p2@example.com'));

    const all = await get<CustomerList>('/api/admin/customers?pageSize=25');
    expect(all.customers.map((row) => row.email).slice(0, 3)).toEqual([...emails].reverse());
    expect(all.total).toBe(all.customers.length);
    expect(JSON.stringify(all)).not.toMatch(/password|token/i);

    const byName = await get<CustomerList>('/api/admin/customers?q=katherine');
    expect(byName.customers.map((row) => [row.email, row.name, row.confirmed])).toEqual([
      ['p2@example.com', 'Katherine Johnson', true],
    ]);
    const byEmail = await get<CustomerList>('/api/admin/customers?q=P3@EXAMPLE');
    expect(byEmail.customers.map((row) => row.email)).toEqual(['p3@example.com']);
    // A wildcard is a letter like any other.
    expect((await get<CustomerList>('/api/admin/customers?q=%25')).total).toBe(0);

    const first = await get<CustomerList>('/api/admin/customers?pageSize=25&page=1');
    const second = await get<CustomerList>('/api/admin/customers?pageSize=25&page=2');
    expect(second.customers).toEqual([]);
    expect(second.total).toBe(first.total);
    expect((await asOwner('GET', '/api/admin/customers?pageSize=10')).status).toBe(400);
  });

  it("shows a customer's details, their orders and the designs in their cart and wishlist", async () => {
    const headers = await asCustomer();
    const placed = await placedOrder();
    await json(
      await shop.request('/api/cart/items', {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...SAVED_BOOKCASE, quantity: 2 }),
      }),
    );
    await json(
      await shop.request('/api/wishlist/items', {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...SAVED_BOOKCASE, name: 'Hall bench' }),
      }),
    );
    const [account] = await shop.database.db.select().from(users).where(eq(users.email, CUSTOMER));

    const listed = await get<CustomerList>(`/api/admin/customers?q=${CUSTOMER}`);
    expect(listed.customers).toEqual([
      expect.objectContaining({ id: account!.id, email: CUSTOMER, confirmed: true, orders: 1 }),
    ]);

    const view = await get<CustomerView>(`/api/admin/customers/${account!.id}`);
    expect(view.customer).toMatchObject({ email: CUSTOMER, role: 'customer', orders: 1 });
    expect(view.orders).toEqual([
      expect.objectContaining({ id: placed.order.id, number: placed.order.number }),
    ]);
    expect(view.cart).toEqual([
      expect.objectContaining({
        name: SAVED_BOOKCASE.name,
        dimensions: expect.stringMatching(/W × .* H × .* D/),
        priceCents: SAVED_BOOKCASE.priceCents,
        quantity: 2,
      }),
    ]);
    expect(view.wishlist).toEqual([
      expect.objectContaining({ name: 'Hall bench', quantity: null }),
    ]);
    expect(JSON.stringify(view)).not.toMatch(/password|token|hash/i);
    expect((await asOwner('GET', '/api/admin/customers/no-such-account')).status).toBe(404);
  });
});

describe('newsletter subscribers', () => {
  it('lists and exports only those who confirmed and stayed, searched and paged', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute));
    await shop.database.db.insert(newsletterSubscribers).values([
      { email: 'kept@example.com', createdAt: at(1), confirmedAt: at(2) },
      { email: '=sum@example.com', createdAt: at(3), confirmedAt: at(4), source: 'checkout' },
      { email: 'waiting@example.com', createdAt: at(5), confirmTokenHash: 'x'.repeat(64) },
      { email: 'gone@example.com', createdAt: at(6), confirmedAt: at(7), unsubscribedAt: at(8) },
    ]);
    const list = await get<SubscriberList>('/api/admin/subscribers');
    expect(list.subscribers.map((row) => row.email)).toEqual([
      '=sum@example.com',
      'kept@example.com',
    ]);
    expect(list.total).toBe(2);
    expect(JSON.stringify(list)).not.toMatch(/token/i);
    expect(
      (await get<SubscriberList>('/api/admin/subscribers?q=KEPT')).subscribers.map((r) => r.email),
    ).toEqual(['kept@example.com']);
    const paged = await get<SubscriberList>('/api/admin/subscribers?pageSize=25&page=2');
    expect(paged).toMatchObject({ subscribers: [], total: 2, page: 2, pageSize: 25 });

    const csv = await asOwner('GET', '/api/admin/subscribers.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="subscribers-/);
    expect(await csv.text()).toBe(
      [
        'E-mail,Source,Confirmed,Signed up',
        `'=sum@example.com,checkout,${at(4).toISOString()},${at(3).toISOString()}`,
        `kept@example.com,footer,${at(2).toISOString()},${at(1).toISOString()}`,
        '',
      ].join('\r\n'),
    );
  });
});

describe('messages and applications', () => {
  it('lists unread first, newest first within each, and filters by kind, state and sender', async () => {
    await shop.database.db.delete(contactMessages);
    const at = (day: number) => new Date(Date.UTC(2026, 1, day, 12));
    const old = await message({ createdAt: at(1), name: 'Old unread' });
    const readOne = await message({ createdAt: at(3), name: 'Newest, read', state: 'read' });
    const application = await message({
      createdAt: at(2),
      kind: 'trade-program',
      topic: null,
      company: 'Studio North',
      name: 'Applying',
      email: 'studio@example.com',
      message: 'x'.repeat(400),
    });
    const list = await get<MessageList>('/api/admin/messages');
    expect(list.messages.map((row) => row.id)).toEqual([application.id, old.id, readOne.id]);
    expect(list.messages[0]).toMatchObject({ about: 'Studio North', state: 'unread' });
    expect(list.messages[0]!.excerpt.length).toBeLessThan(200);
    expect(
      (await get<MessageList>('/api/admin/messages?kind=applications')).messages.map((r) => r.id),
    ).toEqual([application.id]);
    expect(
      (await get<MessageList>('/api/admin/messages?kind=contact&state=read')).messages.map(
        (r) => r.id,
      ),
    ).toEqual([readOne.id]);
    expect(
      (await get<MessageList>('/api/admin/messages?q=studio@')).messages.map((r) => r.id),
    ).toEqual([application.id]);

    const full = await get<MessageView>(`/api/admin/messages/${application.id}`);
    expect(full).toMatchObject({ company: 'Studio North', message: 'x'.repeat(400) });
    expect((await asOwner('GET', `/api/admin/messages/${SOME_ID}`)).status).toBe(404);
  });

  it('marks a message read and answered, each change one audit entry and a repeat none', async () => {
    const row = await message({ email: 'marks@example.com' });
    const audit = () =>
      shop.database.db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.entityType, 'message'), eq(adminAuditLog.entityId, row.id)));
    const mark = (state: string) =>
      asOwner('POST', `/api/admin/messages/${row.id}/state`, { state });

    expect(await json<MessageView>(await mark('read'))).toMatchObject({ state: 'read' });
    expect(await audit()).toHaveLength(1);
    await json(await mark('read'));
    expect(await audit()).toHaveLength(1);
    expect(await json<MessageView>(await mark('answered'))).toMatchObject({ state: 'answered' });
    const entries = await audit();
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => [entry.action, entry.actor, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        ['message.read', OWNER, { state: 'unread' }, { state: 'read' }],
        ['message.answered', OWNER, { state: 'read' }, { state: 'answered' }],
      ]),
    );
    expect(entries.find((entry) => entry.action === 'message.answered')?.summary).toBe(
      'Message from marks@example.com marked answered (was read)',
    );

    const refused = await mark('archived');
    expect(refused.status).toBe(400);
    expect(
      (await asOwner('POST', `/api/admin/messages/${SOME_ID}/state`, { state: 'read' })).status,
    ).toBe(404);
    expect(await audit()).toHaveLength(2);
  });
});
