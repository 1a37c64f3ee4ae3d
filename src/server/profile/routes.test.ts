import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  openTestShop,
  postJson,
  signedInCustomer,
  TEST_PASSWORD,
  sharedTestShop,
} from '../../../test/server-harness.ts';
import { addresses } from '../db/schema.ts';
import { intercomUserHash } from './service.ts';

const shop = sharedTestShop({
  env: { INTERCOM_APP_ID: 'abc123de', INTERCOM_SECRET: 'chat-secret' },
});

const customer = (email: string) => signedInCustomer(shop, email, TEST_PASSWORD);

function as(cookie: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('cookie', cookie);
  if (init.body) headers.set('content-type', 'application/json');
  return shop.request(path, { ...init, headers });
}

const address = {
  fullName: 'Ada Lovelace',
  line1: '12 Birch Lane',
  city: 'Oakland',
  state: 'CA',
  postalCode: '94607',
};

describe('profile', () => {
  it('needs a signed-in customer', async () => {
    expect((await shop.request('/api/profile')).status).toBe(401);
    expect((await postJson(shop, '/api/profile/addresses', address)).status).toBe(401);
  });

  it('shows a customer their own profile and addresses, and never another’s', async () => {
    const ada = await customer('ada@example.com');
    const bob = await customer('bob@example.com');

    const answer = await as(ada, '/api/profile');
    // About one customer: never kept in a browser's or a proxy's cache.
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await as(ada, '/api/profile/addresses')).headers.get('cache-control')).toBe('no-store');
    const profile = await answer.json();
    expect(profile).toMatchObject({ email: 'ada@example.com', emailVerified: true });
    expect(Date.parse(profile.memberSince)).not.toBeNaN();

    const created = await as(ada, '/api/profile/addresses', {
      method: 'POST',
      body: JSON.stringify(address),
    });
    expect(created.status).toBe(201);
    const saved = await created.json();
    expect(saved).toMatchObject({ ...address, isDefault: true, country: 'US' });

    expect(await (await as(bob, '/api/profile/addresses')).json()).toEqual({ addresses: [] });
    expect((await as(bob, '/api/profile')).status).toBe(200);
    expect((await (await as(bob, '/api/profile')).json()).email).toBe('bob@example.com');
    const steal = await as(bob, `/api/profile/addresses/${saved.id}`, {
      method: 'PUT',
      body: JSON.stringify({ ...address, line1: 'Elsewhere 1' }),
    });
    expect(steal.status).toBe(404);
    expect((await as(bob, `/api/profile/addresses/${saved.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect(
      (await as(bob, `/api/profile/addresses/${saved.id}/default`, { method: 'POST' })).status,
    ).toBe(404);
    const still = await (await as(ada, '/api/profile/addresses')).json();
    expect(still.addresses).toEqual([saved]);
  });

  it('keeps one default address as addresses are added, edited and deleted', async () => {
    const cookie = await customer('carol@example.com');
    const add = async (line1: string, isDefault = false) =>
      (
        await as(cookie, '/api/profile/addresses', {
          method: 'POST',
          body: JSON.stringify({ ...address, line1, isDefault }),
        })
      ).json();
    const first = await add('1 First St');
    const second = await add('2 Second St', true);
    let list = (await (await as(cookie, '/api/profile/addresses')).json()).addresses;
    expect(list.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const invalid = await as(cookie, `/api/profile/addresses/${first.id}`, {
      method: 'PUT',
      body: JSON.stringify({ ...address, postalCode: '9460' }),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: { fields: { postalCode: 'Enter a 5-digit ZIP code' } },
    });
    list = (
      await (await as(cookie, `/api/profile/addresses/${second.id}`, { method: 'DELETE' })).json()
    ).addresses;
    expect(list).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
  });

  it('refuses a ZIP code outside the state picked, and still lists an address saved before', async () => {
    const cookie = await customer('erin@example.com');
    const message = 'ZIP code 94607 is in California, not Oregon';
    const elsewhere = JSON.stringify({ ...address, state: 'OR' });
    const refused = await as(cookie, '/api/profile/addresses', { method: 'POST', body: elsewhere });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { kind: 'invalid', message, fields: { postalCode: message } },
    });
    expect((await (await as(cookie, '/api/profile/addresses')).json()).addresses).toEqual([]);

    // An address saved before the shop compared ZIP codes with states.
    const saved = await (
      await as(cookie, '/api/profile/addresses', { method: 'POST', body: JSON.stringify(address) })
    ).json();
    await shop.database.db.update(addresses).set({ state: 'OR' }).where(eq(addresses.id, saved.id));
    const listed = await as(cookie, '/api/profile/addresses');
    expect(listed.status).toBe(200);
    expect((await listed.json()).addresses).toEqual([{ ...saved, state: 'OR' }]);
    const kept = await as(cookie, `/api/profile/addresses/${saved.id}`, {
      method: 'PUT',
      body: elsewhere,
    });
    expect(kept.status).toBe(400);
    expect(await kept.json()).toMatchObject({ error: { fields: { postalCode: message } } });
    const mended = await as(cookie, `/api/profile/addresses/${saved.id}`, {
      method: 'PUT',
      body: JSON.stringify(address),
    });
    expect(await mended.json()).toEqual(saved);
  });

  it('identifies the customer to the chat with a hash only the server can make', async () => {
    const cookie = await customer('dora@example.com');
    const { identity } = await (await as(cookie, '/api/profile/chat-identity')).json();
    const profile = await (await as(cookie, '/api/profile')).json();
    expect(identity).toEqual({
      user_id: profile.id,
      email: 'dora@example.com',
      name: 'dora',
      created_at: Math.floor(Date.parse(profile.memberSince) / 1000),
      user_hash: intercomUserHash('chat-secret', profile.id),
    });
  });
});

describe('developer mail page', () => {
  it('lists kept mail with clickable links outside production', async () => {
    await postJson(shop, '/api/auth/sign-up/email', {
      email: 'devmail@example.com',
      password: TEST_PASSWORD,
      name: '',
    });
    const page = await (await shop.request('/dev/mail')).text();
    expect(page).toContain('Confirm your email for Birch &amp; Cell');
    expect(page).toMatch(
      /<a href="http:\/\/localhost:3000\/\?confirm-email=true&amp;email=devmail/,
    );
  });
});

describe('developer mail page in production', () => {
  it('does not exist', async () => {
    const production = await openTestShop({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a'.repeat(40),
        PUBLIC_URL: 'https://shop.example',
        SITE_HOSTS: 'shop.example',
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      },
    });
    try {
      expect((await production.request('/dev/mail')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
