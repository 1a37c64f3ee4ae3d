import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers } from '../db/schema.ts';
import { openTestShop, postJson, sharedTestShop } from '../../../test/server-harness.ts';
import { SUBSCRIPTION_LINK_INVALID } from './routes.ts';
import { NEWSLETTER_MAILS_PER_ADDRESS } from './service.ts';

const shop = sharedTestShop();

async function subscriber(email: string) {
  const [row] = await shop.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
}

async function links(email: string) {
  const mails = await shop.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'newsletter-confirmation')));
  return mails.map((mail) => {
    const link = mail.textBody.match(/https?:\/\/\S+newsletter-confirm=\S+/)?.[0] ?? '';
    return new URL(link).searchParams.get('newsletter-confirm') ?? '';
  });
}

describe('POST /api/newsletter', () => {
  it('mails a confirmation link and subscribes only when it is followed (double opt-in)', async () => {
    const first = await postJson(shop, '/api/newsletter', { email: ' Ada@Example.com ' });
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: 'check_inbox' });
    expect((await subscriber('ada@example.com'))?.confirmedAt).toBeNull();
    const [token] = await links('ada@example.com');
    // Only the token's hash is stored.
    expect((await subscriber('ada@example.com'))?.confirmTokenHash).not.toContain(token);

    const confirmed = await postJson(shop, '/api/newsletter/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect((await subscriber('ada@example.com'))?.confirmedAt).toBeInstanceOf(Date);

    const again = await postJson(shop, '/api/newsletter/confirm', { token });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: { message: SUBSCRIPTION_LINK_INVALID } });
  });

  it('answers the same whether or not an address is subscribed, and mails a subscriber nothing', async () => {
    const subscribed = 'reader@example.com';
    await postJson(shop, '/api/newsletter', { email: subscribed });
    const [token] = await links(subscribed);
    await postJson(shop, '/api/newsletter/confirm', { token });

    const known = await postJson(shop, '/api/newsletter', { email: subscribed });
    const unknown = await postJson(shop, '/api/newsletter', { email: 'stranger@example.com' });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await links(subscribed)).toHaveLength(1);
  });

  it('refuses an unknown link and mails one address only a few times', async () => {
    await shop.reopen();
    const unknown = await postJson(shop, '/api/newsletter/confirm', { token: 'made-up' });
    expect(unknown.status).toBe(404);
    const email = 'often@example.com';
    for (let i = 0; i < NEWSLETTER_MAILS_PER_ADDRESS + 3; i++) {
      expect((await postJson(shop, '/api/newsletter', { email })).status).toBe(202);
    }
    const sent = await links(email);
    expect(sent).toHaveLength(NEWSLETTER_MAILS_PER_ADDRESS);
    // Each new mail ends the link before it; the last one works.
    expect((await postJson(shop, '/api/newsletter/confirm', { token: sent[0] })).status).toBe(404);
    expect((await postJson(shop, '/api/newsletter/confirm', { token: sent.at(-1) })).status).toBe(
      200,
    );
  });

  it.each([
    [{ email: 'not-an-address' }, 'Enter a valid e-mail address, like name@example.com.'],
    [{ email: '' }, 'Enter your e-mail address.'],
    [{}, 'Enter your e-mail address.'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'That e-mail address is too long.'],
  ])('refuses %j with a clear message', async (body, message) => {
    const own = await openTestShop();
    const response = await postJson(own, '/api/newsletter', body);
    await own.close();
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { kind: 'invalid', message, fields: { email: message } },
    });
  });

  // Each case below opens its own shop: the sign-up limit counts per client, and every
  // in-process request comes from the same one.
  it('stores concurrent sign-ups of one address once', async () => {
    const own = await openTestShop();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        postJson(own, '/api/newsletter', { email: 'race@example.com' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    const [row] = await own.database.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'race@example.com'));
    expect(row?.n).toBe(1);
    await own.close();
  });

  it('limits how often one client may sign up', async () => {
    const own = await openTestShop();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await postJson(own, '/api/newsletter', { email: `n${i}@example.com` })).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const refused = await postJson(own, '/api/newsletter', { email: 'late@example.com' });
    expect(await refused.json()).toEqual({
      error: {
        kind: 'rate_limited',
        message: 'Too many sign-ups from here. Please wait a minute and try again.',
      },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await own.close();
  });
});
