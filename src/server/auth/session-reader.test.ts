import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, sessions } from '../db/schema.ts';
import {
  postJson,
  signedInCustomer,
  TEST_PASSWORD,
  sharedTestShop,
} from '../../../test/server-harness.ts';
import { createSessionReader, verifiedSessionToken, type SessionCookie } from './session-reader.ts';

// The session reader against the cookies better-auth really sets, on a real database.

const SECRET = 'the-shop-test-secret-that-is-long-enough-1';
const COOKIE: SessionCookie = { name: 'better-auth.session_token', secret: SECRET };

// Each customer signs up from its own address, so the file stays under the sign-up limit.
const shop = sharedTestShop({ env: { AUTH_SECRET: SECRET, TRUST_PROXY: '1' } });

let customers = 0;
const signedIn = (email: string) =>
  signedInCustomer(shop, email, TEST_PASSWORD, {
    'x-forwarded-for': `203.0.113.${(customers += 1)}`,
  });

const cart = (cookie: string) => shop.request('/api/cart', { headers: { cookie } });

describe('verifiedSessionToken', () => {
  const secret = 'a-secret-of-the-shop-that-is-long-enough';
  const config = { name: 'better-auth.session_token', secret };
  const signed = (token: string, key = secret) =>
    encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);

  it('answers the token of a cookie signed with the secret', () => {
    const header = `theme=dark; better-auth.session_token=${signed('abc123')}; other=1`;
    expect(verifiedSessionToken(header, config)).toBe('abc123');
  });

  it('refuses a missing, unsigned, re-signed or tampered cookie', () => {
    const good = signed('abc123');
    for (const header of [
      undefined,
      '',
      'other=1',
      'better-auth.session_token=abc123',
      `better-auth.session_token=${signed('abc123', 'another-secret')}`,
      `better-auth.session_token=${good.replace('abc123', 'abc124')}`,
      `better-auth.session_token=${good.slice(0, -6)}`,
      'better-auth.session_token=%E0%A4%A',
      `x-better-auth.session_token=${good}`,
    ]) {
      expect(verifiedSessionToken(header, config), String(header)).toBeNull();
    }
  });
});

describe('the signed-in customer of an API call', () => {
  it('is the customer whose cookie better-auth set', async () => {
    const cookie = await signedIn('reader@example.com');
    expect((await cart(cookie)).status).toBe(200);
    expect((await cart('')).status).toBe(401);
  });

  it('is nobody at once after signing out on this server', async () => {
    const cookie = await signedIn('leaver@example.com');
    expect((await cart(cookie)).status).toBe(200);
    const out = await shop.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    // A copy of the old cookie (another tab, or a stolen one) opens nothing any more.
    expect((await cart(cookie)).status).toBe(401);
  });

  it('stays kept for everyone else when one customer signs out', async () => {
    const leaver = await signedIn('one-leaves@example.com');
    const stayer = await signedIn('one-stays@example.com');
    expect((await cart(leaver)).status).toBe(200);
    expect((await cart(stayer)).status).toBe(200);
    // Another server process ends the stayer's session: this one learns of it within seconds,
    // not because somebody else signed out here.
    await shop.database.db
      .delete(sessions)
      .where(eq(sessions.token, verifiedSessionToken(stayer, COOKIE)!));
    const out = await shop.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: leaver, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect((await cart(leaver)).status).toBe(401);
    expect((await cart(stayer)).status).toBe(200);
  });

  it('is nobody at once after a password reset ends the customer’s sessions', async () => {
    const email = 'reset-reader@example.com';
    const cookie = await signedIn(email);
    expect((await cart(cookie)).status).toBe(200);
    await postJson(shop, '/api/auth/request-password-reset', { email });
    const mails = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    const mail = mails.find((m) => m.kind === 'password-reset')!;
    const token = new URL(
      mail.textBody.match(/https?:\/\/\S+reset-password\S+/)![0],
    ).searchParams.get('token')!;
    expect(
      (await postJson(shop, '/api/auth/reset-password', { token, newPassword: 'New&Birch2' }))
        .status,
    ).toBe(200);
    expect((await cart(cookie)).status).toBe(401);
  });
});

describe('createSessionReader', () => {
  async function readerFor(email: string) {
    const cookie = await signedIn(email);
    // From the shop's clock, the machine's, on which better-auth set the session's end.
    let now = shop.clock().getTime();
    const reader = createSessionReader(shop.database.db, COOKIE, {
      ttlMs: 5_000,
      maxEntries: 2,
      now: () => now,
    });
    const token = verifiedSessionToken(cookie, COOKIE)!;
    expect(token).toBeTruthy();
    return { cookie, token, reader, now: () => now, advance: (ms: number) => (now += ms) };
  }

  it('answers the customer, and keeps the answer for a few seconds', async () => {
    const { cookie, token, reader, advance } = await readerFor('kept@example.com');
    expect(await reader.read(cookie)).toMatchObject({
      email: 'kept@example.com',
      emailVerified: true,
      name: null,
    });
    // Another server process ends the session: this one notices once the kept answer is old.
    await shop.database.db.delete(sessions).where(eq(sessions.token, token));
    advance(4_000);
    expect(await reader.read(cookie)).toMatchObject({ email: 'kept@example.com' });
    advance(1_001);
    expect(await reader.read(cookie)).toBeNull();
  });

  it('forgets one customer’s kept answers when told, and only theirs', async () => {
    const { cookie, token, reader } = await readerFor('forget@example.com');
    const other = await signedIn('stays@example.com');
    const otherToken = verifiedSessionToken(other, COOKIE)!;
    const me = await reader.read(cookie);
    expect(me).not.toBeNull();
    expect(await reader.read(other)).not.toBeNull();
    await shop.database.db.delete(sessions).where(eq(sessions.token, token));
    await shop.database.db.delete(sessions).where(eq(sessions.token, otherToken));
    reader.forgetUser(me!.id);
    expect(await reader.read(cookie)).toBeNull();
    // The other customer's answer is still the kept one (its end shows within ttlMs).
    expect(await reader.read(other)).toMatchObject({ email: 'stays@example.com' });
  });

  it('does not keep an answer read while it was told to forget', async () => {
    const { cookie, token, reader } = await readerFor('race@example.com');
    // A sign-out ends the session while this read is waiting for the database.
    const reading = reader.read(cookie);
    reader.forgetUser('someone');
    expect(await reading).not.toBeNull();
    await shop.database.db.delete(sessions).where(eq(sessions.token, token));
    expect(await reader.read(cookie)).toBeNull();
  });

  it('refuses an expired session, kept or not', async () => {
    const { cookie, token, reader, now, advance } = await readerFor('expired@example.com');
    const soon = new Date(now() + 1_000);
    await shop.database.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.token, token));
    expect(await reader.read(cookie)).not.toBeNull();
    advance(1_500);
    expect(await reader.read(cookie)).toBeNull();
  });

  it('keeps at most maxEntries sessions, dropping the oldest', async () => {
    const first = await readerFor('first@example.com');
    const second = await signedIn('second@example.com');
    const third = await signedIn('third@example.com');
    for (const cookie of [first.cookie, second, third]) {
      expect(await first.reader.read(cookie)).not.toBeNull();
    }
    // The first one was dropped to make room: its deletion shows at once.
    await shop.database.db.delete(sessions).where(eq(sessions.token, first.token));
    expect(await first.reader.read(first.cookie)).toBeNull();
  });
});
