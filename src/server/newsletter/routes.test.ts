import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../db/schema.ts';
import { openTestShop, postJson, type TestShop } from '../../../test/server-harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop.close());

async function subscribers(email: string) {
  const [row] = await shop.database.db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row?.n ?? 0;
}

describe('POST /api/newsletter', () => {
  it('stores a new address once, however it is typed', async () => {
    const first = await postJson(shop, '/api/newsletter', { email: ' Ada@Example.com ' });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ status: 'subscribed' });

    const again = await postJson(shop, '/api/newsletter', { email: 'ada@example.com' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'already_subscribed' });
    expect(await subscribers('ada@example.com')).toBe(1);
  });

  it.each([
    [{ email: 'not-an-address' }, 'Enter a valid e-mail address, like name@example.com.'],
    [{ email: '' }, 'Enter your e-mail address.'],
    [{}, 'Enter your e-mail address.'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'That e-mail address is too long.'],
  ])('refuses %j with a clear message', async (body, message) => {
    const response = await postJson(shop, '/api/newsletter', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { kind: 'invalid', message, fields: { email: message } },
    });
  });

  // Each case below opens its own shop: the sign-up limit counts per client, and every
  // in-process request comes from the same one.
  it('stores concurrent sign-ups of one address once', async () => {
    const shop = await openTestShop();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        postJson(shop, '/api/newsletter', { email: 'race@example.com' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const [row] = await shop.database.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'race@example.com'));
    expect(row?.n).toBe(1);
    await shop.close();
  });

  it('limits how often one client may sign up', async () => {
    const shop = await openTestShop();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await postJson(shop, '/api/newsletter', { email: `n${i}@example.com` })).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const refused = await postJson(shop, '/api/newsletter', { email: 'late@example.com' });
    expect(await refused.json()).toEqual({
      error: {
        kind: 'rate_limited',
        message: 'Too many sign-ups from here. Please wait a minute and try again.',
      },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await shop.close();
  });
});
