import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DiscountCodeList, DiscountCodeRow } from '../../contract/admin.ts';
import type { CheckoutQuote, PlacedOrder } from '../../contract/checkout.ts';
import { adminAuditLog } from '../db/schema.ts';
import { selectedChoice } from '../orders/fixtures.test-helpers.ts';
import { SAVED_BOOKCASE } from '../lib/saved-items/fixtures.test-helpers.ts';
import {
  signedInCustomer,
  TEST_ADDRESS as address,
  sharedTestShop,
} from '../../../test/server-harness.ts';

// The owner's discount codes through the whole app on a real database: made, changed, switched off
// and deleted by an owner made an admin by ADMIN_EMAILS, each change one audit entry, and the
// checkout judging each code as the owner last left it.

const OWNER = 'codes-owner@birchandcell.example';
const shop = sharedTestShop({ env: { ADMIN_EMAILS: OWNER, TRUST_PROXY: '1' } });

let ownerCookie: string | undefined;
let customerCookie: string | undefined;
const owner = async () => (ownerCookie ??= await signedInCustomer(shop, OWNER));
const customer = async () => (customerCookie ??= await signedInCustomer(shop, 'grace@example.com'));

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

const create = (body: Record<string, unknown>) =>
  asOwner('POST', '/api/admin/discount-codes', body);
const list = async () => json<DiscountCodeList>(await asOwner('GET', '/api/admin/discount-codes'));
const listed = async (code: string) => (await list()).codes.find((row) => row.code === code);

async function errorOf(response: Response) {
  return {
    status: response.status,
    ...((await response.json()) as { error: { message: string; fields?: Record<string, string> } })
      .error,
  };
}

async function auditOf(id: string) {
  return shop.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityType, 'discount_code'), eq(adminAuditLog.entityId, id)));
}

const lines = [{ ...SAVED_BOOKCASE, quantity: 1 }];
let clients = 0;
/** Each call from a client of its own behind the proxy, as customers' calls are. */
function asClient() {
  clients += 1;
  return { 'x-forwarded-for': `198.51.100.${clients}`, 'content-type': 'application/json' };
}

async function quote(discountCode: string): Promise<CheckoutQuote> {
  return json<CheckoutQuote>(
    await shop.request('/api/checkout/quote', {
      method: 'POST',
      headers: asClient(),
      body: JSON.stringify({ lines, address, discountCode }),
    }),
  );
}

/** An order placed with the code and paid with the test card. */
async function paidOrder(discountCode: string) {
  const client = asClient();
  const post = (path: string, body: unknown, headers = {}) =>
    shop.request(path, {
      method: 'POST',
      headers: { ...client, ...headers },
      body: JSON.stringify(body),
    });
  const offer = await json<CheckoutQuote>(
    await post('/api/checkout/quote', { lines, address, discountCode }),
  );
  const placed = await json<PlacedOrder>(
    await post('/api/orders', {
      checkoutId: `codes-${randomUUID()}`,
      checkoutKey: 'k'.repeat(43),
      email: 'ada@example.com',
      lines,
      address,
      choice: selectedChoice(offer),
      discountCode,
    }),
  );
  await json(
    await post(
      `/api/orders/${placed.order.id}/pay`,
      { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
      { 'x-order-token': placed.accessToken },
    ),
  );
  return placed;
}

const SOME_ID = '6f1c2a9e-51f4-4c36-8a55-2f3c1b0b7d10';

describe('who may manage discount codes', () => {
  it('refuses every discount-code call to a visitor (401) and to a customer (403)', async () => {
    const calls = [
      ['GET', '/api/admin/discount-codes'],
      ['POST', '/api/admin/discount-codes'],
      ['PATCH', `/api/admin/discount-codes/${SOME_ID}`],
      ['POST', `/api/admin/discount-codes/${SOME_ID}/deactivate`],
      ['POST', `/api/admin/discount-codes/${SOME_ID}/activate`],
      ['DELETE', `/api/admin/discount-codes/${SOME_ID}`],
    ] as const;
    // Every discount-code route the app serves is among them.
    const served = shop.app.routes
      .filter((route) => route.path.startsWith('/api/admin/discount-codes'))
      .map((route) => `${route.method} ${route.path.replace(':id', SOME_ID)}`);
    expect(new Set(served)).toEqual(new Set(calls.map(([method, path]) => `${method} ${path}`)));
    const cookie = await customer();
    for (const [method, path] of calls) {
      const init =
        method === 'GET'
          ? {}
          : { method, body: '{}', headers: { 'content-type': 'application/json' } };
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
        .where(eq(adminAuditLog.entityType, 'discount_code')),
    ).toEqual([]);
  });
});

describe('making and changing codes', () => {
  it('creates a code upper case, refusing one that differs from another by case alone', async () => {
    const made = await json<DiscountCodeRow>(
      await create({
        code: ' summer-10 ',
        kind: 'percent',
        percentOff: 10,
        minimumSubtotalCents: 20_000,
        validFrom: '2020-01-01',
        validUntil: '2099-12-31',
        usageLimit: 50,
        description: 'Summer newsletter',
      }),
    );
    expect(made).toMatchObject({
      code: 'SUMMER-10',
      kind: 'percent',
      percentOff: 10,
      amountOffCents: null,
      minimumSubtotalCents: 20_000,
      validFrom: '2020-01-01',
      validUntil: '2099-12-31',
      usageLimit: 50,
      timesUsed: 0,
      paidUses: 0,
      used: false,
      active: true,
      status: 'active',
      version: 1,
    });
    const audit = await auditOf(made.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actor: OWNER,
        action: 'discount_code.create',
        summary: 'SUMMER-10 created: 10 % off',
        before: null,
        after: expect.objectContaining({ code: 'SUMMER-10', percentOff: 10, usageLimit: 50 }),
      }),
    ]);

    const twin = await create({ code: 'Summer-10', kind: 'fixed', amountOffCents: 500 });
    expect(await errorOf(twin)).toMatchObject({
      status: 409,
      fields: { code: expect.stringContaining('There is already a code SUMMER-10') },
    });
    expect(await auditOf(made.id)).toHaveLength(1);
    expect((await list()).codes.filter((row) => row.code === 'SUMMER-10')).toHaveLength(1);
  });

  it('names the field that is wrong', async () => {
    const refusals = [
      [{ code: 'no spaces', kind: 'percent', percentOff: 10 }, 'code'],
      [{ code: 'NOPERCENT', kind: 'percent' }, 'percentOff'],
      [{ code: 'TOOMUCH', kind: 'percent', percentOff: 101 }, 'percentOff'],
      [{ code: 'TOOLITTLE', kind: 'percent', percentOff: 0.5 }, 'percentOff'],
      [{ code: 'NOAMOUNT', kind: 'fixed' }, 'amountOffCents'],
      [{ code: 'ZERO', kind: 'fixed', amountOffCents: 0 }, 'amountOffCents'],
      [
        { code: 'MIN', kind: 'fixed', amountOffCents: 500, minimumSubtotalCents: -1 },
        'minimumSubtotalCents',
      ],
      [
        {
          code: 'WINDOW',
          kind: 'fixed',
          amountOffCents: 500,
          validFrom: '2027-02-01',
          validUntil: '2027-01-31',
        },
        'validUntil',
      ],
      [{ code: 'LIMIT', kind: 'fixed', amountOffCents: 500, usageLimit: 0 }, 'usageLimit'],
    ] as const;
    for (const [body, field] of refusals) {
      const refused = await errorOf(await create(body));
      expect({ body, status: refused.status, fields: Object.keys(refused.fields ?? {}) }).toEqual({
        body,
        status: 400,
        fields: [field],
      });
    }
    expect((await list()).codes.map((row) => row.code)).not.toContain('WINDOW');
  });

  it('edits a code with the version the owner saw, one audit entry per change', async () => {
    const made = await json<DiscountCodeRow>(
      await create({ code: 'AUTUMN', kind: 'fixed', amountOffCents: 2_500 }),
    );
    await json(await create({ code: 'WINTER', kind: 'percent', percentOff: 5 }));
    const edit = (body: Record<string, unknown>) =>
      asOwner('PATCH', `/api/admin/discount-codes/${made.id}`, body);

    const edited = await json<DiscountCodeRow>(
      await edit({
        code: 'autumn-25',
        kind: 'percent',
        percentOff: 12.5,
        amountOffCents: 2_500,
        usageLimit: 10,
        version: 1,
      }),
    );
    expect(edited).toMatchObject({
      code: 'AUTUMN-25',
      kind: 'percent',
      percentOff: 12.5,
      // The amount belongs to the other kind and is not kept.
      amountOffCents: null,
      usageLimit: 10,
      version: 2,
    });
    const [, change] = await auditOf(made.id);
    expect(change).toMatchObject({
      action: 'discount_code.edit',
      summary: 'AUTUMN-25 changed: code, kind, percentage, amount, usage limit',
      before: {
        code: 'AUTUMN',
        kind: 'fixed',
        percentOff: null,
        amountOffCents: 2_500,
        usageLimit: null,
      },
      after: {
        code: 'AUTUMN-25',
        kind: 'percent',
        percentOff: 12.5,
        amountOffCents: null,
        usageLimit: 10,
      },
    });

    // Another owner's page still holds version 1.
    expect(
      await errorOf(await edit({ code: 'AUTUMN-25', kind: 'percent', percentOff: 30, version: 1 })),
    ).toMatchObject({ status: 409, message: expect.stringContaining('was changed meanwhile') });
    // Another code's letters, in another case.
    expect(
      await errorOf(await edit({ code: 'winter', kind: 'percent', percentOff: 30, version: 2 })),
    ).toMatchObject({ status: 409, fields: { code: expect.stringContaining('WINTER') } });
    // Saved as it is: nothing to log, and the version stays.
    const same = await json<DiscountCodeRow>(
      await edit({
        code: 'AUTUMN-25',
        kind: 'percent',
        percentOff: 12.5,
        usageLimit: 10,
        version: 2,
      }),
    );
    expect(same.version).toBe(2);
    expect(await auditOf(made.id)).toHaveLength(2);
    expect(
      (
        await asOwner('PATCH', `/api/admin/discount-codes/${SOME_ID}`, {
          code: 'X',
          kind: 'percent',
          percentOff: 5,
          version: 1,
        })
      ).status,
    ).toBe(404);
  });
});

describe('codes and the checkout', () => {
  it('holds an edit, a deactivation and an activation from the next quote on', async () => {
    const made = await json<DiscountCodeRow>(
      await create({ code: 'BIRCH10', kind: 'percent', percentOff: 10 }),
    );
    const first = await quote('birch10');
    expect(first.discount).toEqual({ ok: true, code: 'BIRCH10' });
    const subtotal = first.totals.subtotalCents;
    expect(first.totals.discountCents).toBe(Math.round(subtotal * 0.1));

    await json(
      await asOwner('PATCH', `/api/admin/discount-codes/${made.id}`, {
        code: 'BIRCH10',
        kind: 'fixed',
        amountOffCents: 1_234,
        version: 1,
      }),
    );
    expect((await quote('Birch10')).totals.discountCents).toBe(1_234);

    const off = await json<DiscountCodeRow>(
      await asOwner('POST', `/api/admin/discount-codes/${made.id}/deactivate`, { version: 2 }),
    );
    expect(off).toMatchObject({ active: false, status: 'inactive', version: 3 });
    expect((await quote('BIRCH10')).discount).toEqual({
      ok: false,
      message: 'That discount code is no longer active.',
    });

    const on = await json<DiscountCodeRow>(
      await asOwner('POST', `/api/admin/discount-codes/${made.id}/activate`, { version: 3 }),
    );
    expect(on).toMatchObject({ active: true, status: 'active', version: 4 });
    expect((await quote('birch10')).totals.discountCents).toBe(1_234);

    // Switching on a code that is on changes nothing and logs nothing.
    await json(
      await asOwner('POST', `/api/admin/discount-codes/${made.id}/activate`, { version: 4 }),
    );
    expect((await auditOf(made.id)).map((entry) => entry.action)).toEqual([
      'discount_code.create',
      'discount_code.edit',
      'discount_code.deactivate',
      'discount_code.activate',
    ]);
  });

  it('deletes a code no order used; a code a paid order used can only be switched off', async () => {
    const unused = await json<DiscountCodeRow>(
      await create({ code: 'NEVER', kind: 'percent', percentOff: 15 }),
    );
    expect((await asOwner('DELETE', `/api/admin/discount-codes/${unused.id}`)).status).toBe(200);
    expect(await listed('NEVER')).toBeUndefined();
    expect(await auditOf(unused.id)).toEqual([
      expect.objectContaining({ action: 'discount_code.create' }),
      expect.objectContaining({
        action: 'discount_code.delete',
        summary: 'NEVER deleted',
        before: expect.objectContaining({ code: 'NEVER', percentOff: 15 }),
        after: null,
      }),
    ]);
    expect((await quote('never')).discount.ok).toBe(false);
    expect((await asOwner('DELETE', `/api/admin/discount-codes/${unused.id}`)).status).toBe(404);

    const made = await json<DiscountCodeRow>(
      await create({ code: 'PAIDWITH', kind: 'fixed', amountOffCents: 1_000, usageLimit: 5 }),
    );
    await paidOrder('paidwith');
    expect(await listed('PAIDWITH')).toMatchObject({
      timesUsed: 1,
      paidUses: 1,
      used: true,
      status: 'active',
    });

    expect(
      await errorOf(await asOwner('DELETE', `/api/admin/discount-codes/${made.id}`)),
    ).toMatchObject({
      status: 409,
      message:
        'PAIDWITH has been used by an order, so it stays for that order’s sake. Deactivate it instead.',
    });
    // Its orders name it: it keeps its name too.
    expect(
      await errorOf(
        await asOwner('PATCH', `/api/admin/discount-codes/${made.id}`, {
          code: 'PAID-WITH',
          kind: 'fixed',
          amountOffCents: 1_000,
          usageLimit: 5,
          version: 1,
        }),
      ),
    ).toMatchObject({
      status: 409,
      fields: { code: expect.stringContaining('cannot be renamed') },
    });
    await json(
      await asOwner('POST', `/api/admin/discount-codes/${made.id}/deactivate`, { version: 1 }),
    );
    expect(await listed('PAIDWITH')).toMatchObject({
      active: false,
      status: 'inactive',
      paidUses: 1,
    });
    expect((await auditOf(made.id)).map((entry) => entry.action)).toEqual([
      'discount_code.create',
      'discount_code.deactivate',
    ]);
  });
});
