import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, sessions, users, verifications } from '../db/schema.ts';
import { ACCOUNT_LIMITS } from './account-limits.ts';
import {
  cookiesFrom,
  openTestShop,
  postJson,
  signedInCustomer,
  TEST_PASSWORD,
  sharedTestShop,
} from '../../../test/server-harness.ts';

const shop = sharedTestShop();

async function mailsTo(email: string) {
  return shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
}

async function confirmationToken(email: string): Promise<string> {
  const [mail] = (await mailsTo(email)).filter((m) => m.kind === 'confirmation');
  const link = mail?.textBody.match(/https?:\/\/\S+confirm-email=true\S+/)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(url.pathname).toBe('/');
  expect(url.searchParams.get('email')).toBe(email);
  expect(url.searchParams.get('type')).toBe('signup');
  return url.searchParams.get('token')!;
}

async function signUp(email: string, password = TEST_PASSWORD) {
  return postJson(shop, '/api/auth/sign-up/email', { email, password, name: '' });
}

/** Follows a confirmation link in a browser that sends `cookie`. */
function confirm(token: string, cookie = '') {
  return shop.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    headers: cookie ? { cookie } : {},
  });
}

async function confirmedUser(email: string): Promise<string> {
  const signedUp = await signUp(email);
  expect(signedUp.status).toBe(200);
  const token = await confirmationToken(email);
  const verified = await confirm(token, cookiesFrom(signedUp));
  expect(verified.status).toBe(200);
  return cookiesFrom(verified);
}

async function signIn(email: string, password = TEST_PASSWORD) {
  return postJson(shop, '/api/auth/sign-in/email', { email, password, rememberMe: true });
}

describe('sign-up and e-mail confirmation', () => {
  it('mails a confirmation link to the home page and refuses sign-in until it is used', async () => {
    const email = 'ada@example.com';
    const answer = await signUp(email);
    expect(answer.status).toBe(200);
    expect(cookiesFrom(answer)).not.toContain('session_token=');
    const refused = await signIn(email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const token = await confirmationToken(email);
    const confirmed = await confirm(token, cookiesFrom(answer));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.clone().json()).toMatchObject({ confirmed: true, signedIn: true });
    const cookie = cookiesFrom(confirmed);
    const session = await shop.request('/api/auth/get-session', { headers: { cookie } });
    expect(await session.json()).toMatchObject({ user: { email, emailVerified: true } });
  });

  it('confirms nothing without a valid token', async () => {
    const email = 'grace@example.com';
    await signUp(email);
    const token = await confirmationToken(email);
    for (const bad of ['', 'not-a-token', `${token.slice(0, -3)}abc`]) {
      const answer = await shop.request(`/api/auth/verify-email?token=${encodeURIComponent(bad)}`);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(cookiesFrom(answer)).toBe('');
    }
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    expect((await signIn(email)).status).toBe(403);
  });

  it('signs in once per link: a used link confirms nothing more and opens no session', async () => {
    const email = 'linus@example.com';
    const proof = cookiesFrom(await signUp(email));
    const token = await confirmationToken(email);
    expect(cookiesFrom(await confirm(token, proof))).toContain('session_token=');
    const again = await confirm(token, proof);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ confirmed: false, signedIn: false });
    expect(cookiesFrom(again)).not.toContain('session_token=');
  });

  it('refuses a password that breaks the rules with the rule’s message', async () => {
    const answer = await signUp('weak@example.com', 'password1!');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: 'Uppercase letter required' });
    expect(await mailsTo('weak@example.com')).toEqual([]);
  });

  it('answers a sign-up for an existing address like a new one', async () => {
    const email = 'twice@example.com';
    await confirmedUser(email);
    const again = await signUp(email, 'Another&Pass2');
    expect(again.status).toBe(200);
    // The cookie a new address's sign-up sets (a proof, no session): nothing tells them apart.
    expect(again.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
      'better-auth.sign_up_proof',
    ]);
    expect((await signIn(email)).status).toBe(200);
    expect((await signIn(email, 'Another&Pass2')).status).toBe(401);
  });

  it('queues the welcome mail once after the first sign-in of a new customer', async () => {
    const email = 'welcome@example.com';
    await confirmedUser(email);
    expect((await signIn(email)).status).toBe(200);
    const welcome = (await mailsTo(email)).filter((m) => m.kind === 'welcome');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.subject).toBe('Welcome to Birch & Cell');
  });
});

describe('the session check every page makes', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const sessionCookieSet = (answer: Response) =>
    answer.headers.getSetCookie().filter((cookie) => cookie.includes('session_token='));

  it('answers no one, the customer, a longer session once a day, and clears an ended one', async () => {
    // A shop of its own: the sign-up limit of the shared one is spent by the tests above.
    const own = await openTestShop();
    try {
      const anonymous = await own.request('/api/auth/get-session');
      expect(anonymous.status).toBe(200);
      expect(await anonymous.json()).toBeNull();

      const email = 'session-check@example.com';
      const cookie = await signedInCustomer(own, email);
      const [user] = await own.database.db.select().from(users).where(eq(users.email, email));
      const [session] = await own.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user!.id));
      const fresh = await own.request('/api/auth/get-session', { headers: { cookie } });
      const answer = (await fresh.json()) as { session: Record<string, unknown> };
      expect(answer).toMatchObject({ user: { email }, session: { userId: user!.id } });
      // The session's token stays in its http-only cookie: no script reads it from an answer.
      expect(answer.session.token).toBeUndefined();
      expect(JSON.stringify(answer)).not.toContain(session!.token);
      expect(sessionCookieSet(fresh)).toEqual([]);

      // Last extended more than a day ago (better-auth's updateAge): extended now, its cookie set
      // again. better-auth counts on the machine's clock, which is this shop's too.
      await own.database.db
        .update(sessions)
        .set({ expiresAt: new Date(own.clock().getTime() + DAY_MS) })
        .where(eq(sessions.id, session!.id));
      const due = await own.request('/api/auth/get-session', { headers: { cookie } });
      expect(await due.json()).toMatchObject({ user: { email } });
      expect(sessionCookieSet(due)).toHaveLength(1);
      const [extended] = await own.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, session!.id));
      expect(extended!.expiresAt.getTime()).toBeGreaterThan(own.clock().getTime() + 7 * DAY_MS);

      // Ended elsewhere (signed out on another device): no one, and this browser's cookie goes.
      await own.database.db.delete(sessions).where(eq(sessions.id, session!.id));
      const ended = await own.request('/api/auth/get-session', { headers: { cookie } });
      expect(await ended.json()).toBeNull();
      expect(sessionCookieSet(ended).join()).toMatch(/Max-Age=0/i);
    } finally {
      await own.close();
    }
  });
});

describe('Save Password', () => {
  it('keeps the session across browser restarts only when asked to', async () => {
    const email = 'remember@example.com';
    await confirmedUser(email);
    const sessionCookie = (answer: Response) =>
      answer.headers.getSetCookie().find((c) => c.includes('session_token=')) ?? '';
    const remembered = await signIn(email);
    expect(sessionCookie(remembered)).toMatch(/Max-Age=\d+/i);
    expect(sessionCookie(remembered)).toMatch(/HttpOnly/i);
    expect(sessionCookie(remembered)).toMatch(/SameSite=Lax/i);
    const forgotten = await postJson(shop, '/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
      rememberMe: false,
    });
    expect(forgotten.status).toBe(200);
    expect(sessionCookie(forgotten)).not.toMatch(/Max-Age|Expires/i);
  });
});

describe('password reset', () => {
  it('answers the same, in the same time, whether or not the address has an account', async () => {
    await confirmedUser('known@example.com');
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await postJson(shop, '/api/auth/request-password-reset', {
        email,
        redirectTo: '/reset-password',
      });
      return { answer, took: performance.now() - started };
    };
    const { answer: known, took: knownTook } = await timed('known@example.com');
    const { answer: unknown, took: unknownTook } = await timed('nobody@example.com');
    // Both wait for the same moment, well after either path's work is done.
    expect(knownTook).toBeGreaterThanOrEqual(ACCOUNT_LIMITS.resetRequestAnswerMs - 1);
    expect(unknownTook).toBeGreaterThanOrEqual(ACCOUNT_LIMITS.resetRequestAnswerMs - 1);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect((await mailsTo('known@example.com')).some((m) => m.kind === 'password-reset')).toBe(
      true,
    );
    expect(await mailsTo('nobody@example.com')).toEqual([]);
  });

  it('sets a new password with the mailed token, refuses the old one and ends old sessions', async () => {
    const email = 'reset@example.com';
    const oldSession = await confirmedUser(email);
    await postJson(shop, '/api/auth/request-password-reset', { email });
    const mail = (await mailsTo(email)).find((m) => m.kind === 'password-reset');
    const link = new URL(mail!.textBody.match(/https?:\/\/\S+reset-password\S+/)![0]);
    expect([...link.searchParams.keys()]).toEqual(['token']);
    const token = link.searchParams.get('token')!;

    const weak = await postJson(shop, '/api/auth/reset-password', { token, newPassword: 'short' });
    expect(weak.status).toBe(400);
    const reset = await postJson(shop, '/api/auth/reset-password', {
      token,
      newPassword: 'New&Birch2',
    });
    expect(reset.status).toBe(200);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, 'New&Birch2')).status).toBe(200);
    const old = await shop.request('/api/auth/get-session', { headers: { cookie: oldSession } });
    expect(await old.json()).toBeNull();
    const reused = await postJson(shop, '/api/auth/reset-password', {
      token,
      newPassword: 'Third&Birch3',
    });
    expect(reused.status).toBe(400);
  });

  it('stores reset links only as hashes, and a newer link ends the older ones', async () => {
    // A shop of its own: the sign-up limit of the shared one is spent by the tests above.
    const own = await openTestShop();
    try {
      const email = 'two-links@example.com';
      await signedInCustomer(own, email, TEST_PASSWORD);
      await postJson(own, '/api/auth/request-password-reset', { email });
      await postJson(own, '/api/auth/request-password-reset', { email });
      const mails = await own.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email));
      const tokens = mails
        .filter((m) => m.kind === 'password-reset')
        .map((m) => new URL(m.textBody.match(/https?:\/\/\S+reset-password\S+/)![0]))
        .map((link) => link.searchParams.get('token')!);
      expect(tokens).toHaveLength(2);
      const stored = JSON.stringify(await own.database.db.select().from(verifications));
      for (const token of tokens) expect(stored).not.toContain(token);
      // The older link, found in the mailbox later, opens nothing.
      const older = await postJson(own, '/api/auth/reset-password', {
        token: tokens[0],
        newPassword: 'Old&Birch2',
      });
      expect(older.status).toBe(400);
      const newest = await postJson(own, '/api/auth/reset-password', {
        token: tokens[1],
        newPassword: 'New&Birch2',
      });
      expect(newest.status).toBe(200);
      const again = await postJson(own, '/api/auth/reset-password', {
        token: tokens[1],
        newPassword: 'Other&Birch3',
      });
      expect(again.status).toBe(400);
      const signedIn = await postJson(own, '/api/auth/sign-in/email', {
        email,
        password: 'New&Birch2',
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('whose reset link it is', () => {
  // A shop of its own: these calls count against the reset allowance a minute.
  const own = sharedTestShop();

  async function user(email: string) {
    await signedInCustomer(own, email, TEST_PASSWORD);
    const [found] = await own.database.db.select().from(users).where(eq(users.email, email));
    return found!;
  }

  /** The token of the latest reset link mailed to `email`. */
  async function resetToken(email: string): Promise<string> {
    const asked = await postJson(own, '/api/auth/request-password-reset', { email });
    expect(asked.status).toBe(200);
    const mails = await own.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    const mail = mails.filter((m) => m.kind === 'password-reset').at(-1);
    const link = new URL(mail!.textBody.match(/https?:\/\/\S+reset-password\S+/)![0]);
    expect(link.pathname).toBe('/reset-password');
    // The address is not in the link: nobody can change it there.
    expect([...link.searchParams.keys()]).toEqual(['token']);
    return link.searchParams.get('token')!;
  }

  const whoseLink = (query: string) => own.request(`/api/auth/reset-link?${query}`);

  it('names the account the token resets, and no cache keeps the answer', async () => {
    await user('ruth@example.com');
    const token = await resetToken('ruth@example.com');
    const answer = await whoseLink(`token=${encodeURIComponent(token)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ email: 'ruth@example.com' });
  });

  it('ignores an address written into the link: the page names and signs in to the token’s account', async () => {
    await user('owner@example.com');
    await user('neighbour@example.com');
    const token = await resetToken('owner@example.com');
    // A link edited to name the neighbour, and a link of the old kind, which carried the address.
    const edited = await whoseLink(
      `token=${encodeURIComponent(token)}&email=${encodeURIComponent('neighbour@example.com')}`,
    );
    expect(await edited.json()).toEqual({ email: 'owner@example.com' });

    const reset = await postJson(own, '/api/auth/reset-password', {
      token,
      newPassword: 'New&Birch2',
      email: 'neighbour@example.com',
    });
    expect(reset.status).toBe(200);
    // The page signs in with the address it was told: the owner's, whose password was just set.
    const signedIn = await postJson(own, '/api/auth/sign-in/email', {
      email: 'owner@example.com',
      password: 'New&Birch2',
    });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ user: { email: 'owner@example.com' } });
    const neighbour = await postJson(own, '/api/auth/sign-in/email', {
      email: 'neighbour@example.com',
      password: 'New&Birch2',
    });
    expect(neighbour.status).toBe(401);
  });

  it('names no one for a made-up, expired or used link', async () => {
    const late = await user('late@example.com');
    const expired = await resetToken('late@example.com');
    await own.database.db
      .update(verifications)
      .set({ expiresAt: new Date(own.clock().getTime() - 1000) })
      .where(eq(verifications.value, late.id));
    await user('spent@example.com');
    const used = await resetToken('spent@example.com');
    const reset = await postJson(own, '/api/auth/reset-password', {
      token: used,
      newPassword: 'New&Birch2',
    });
    expect(reset.status).toBe(200);

    for (const query of [
      'token=made-up-token',
      '',
      `token=${encodeURIComponent(expired)}&email=late%40example.com`,
      `token=${encodeURIComponent(used)}`,
    ]) {
      const answer = await whoseLink(query);
      expect(answer.status, query).toBe(400);
      expect(answer.headers.get('cache-control'), query).toBe('no-store');
      // The same answer better-auth gives a bad token when setting the password.
      expect(await answer.json(), query).toEqual({
        code: 'INVALID_TOKEN',
        message: 'Invalid token',
      });
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message after too many sign-in attempts', async () => {
    const limited = await openTestShop();
    try {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 11; i++) {
        // One address at each: the limit a minute counts a client's sign-ins, whatever account.
        last = await postJson(limited, '/api/auth/sign-in/email', {
          email: `guess${i}@example.com`,
          password: `Guess&${i}Aa`,
        });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect(await last!.json()).toMatchObject({
        error: { message: 'Too many sign-in attempts. Please wait a minute and try again.' },
      });
      for (let i = 0; i < 5; i++) {
        await postJson(limited, '/api/auth/request-password-reset', { email: 'x@example.com' });
      }
      const reset = await postJson(limited, '/api/auth/request-password-reset', {
        email: 'x@example.com',
      });
      expect(reset.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('counts asking whose reset link it is with setting the password, ten a minute in all', async () => {
    const limited = await openTestShop();
    try {
      for (let i = 0; i < ACCOUNT_LIMITS.resetsPerClient - 1; i++) {
        const asked = await limited.request(`/api/auth/reset-link?token=guess-${i}`);
        expect(asked.status).toBe(400);
      }
      const set = await postJson(limited, '/api/auth/reset-password', {
        token: 'guess',
        newPassword: 'New&Birch2',
      });
      expect(set.status).toBe(400);
      const message = 'Too many password reset attempts. Please wait a minute and try again.';
      for (const refused of [
        await limited.request('/api/auth/reset-link?token=guess'),
        await postJson(limited, '/api/auth/reset-password', {
          token: 'guess',
          newPassword: 'New&Birch2',
        }),
        await limited.request('/api/auth/reset-password/guess?callbackURL=%2Freset-password'),
      ]) {
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ error: { message } });
      }
    } finally {
      await limited.close();
    }
  });
});

describe('cross-site requests', () => {
  // A shop of its own: the sign-up limit of the shared one is spent by the tests above.
  beforeAll(() => shop.reopen());
  it('refuses a cookie-carrying request from another origin', async () => {
    const cookie = await confirmedUser('csrf@example.com');
    const answer = await shop.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
      body: '{}',
    });
    expect(answer.status).toBe(403);
    const session = await shop.request('/api/auth/get-session', { headers: { cookie } });
    expect(await session.json()).toMatchObject({ user: { email: 'csrf@example.com' } });
  });
});
