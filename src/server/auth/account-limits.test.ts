import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  cookiesFrom,
  openTestShop,
  postJson,
  secondServer,
  signedInCustomer,
  type TestShop,
  TEST_PASSWORD,
} from '../../../test/server-harness.ts';
import { startShopProcess, type ShopProcess } from '../../../test/shop-process.ts';
import { mailOutbox } from '../db/schema.ts';
import { ACCOUNT_LIMITS } from './account-limits.ts';
import { lockoutEpisodes } from './guessing.ts';

// Account limits (sign-in, sign-up, resets, confirmation mail) are counted in the database, so they
// hold across server processes; behind a load balancer (TRUST_PROXY) each customer has their own.

const opened: TestShop[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

async function shopWith(env: Record<string, string> = {}) {
  const shop = await openTestShop({ env });
  opened.push(shop);
  return shop;
}

function signIn(shop: TestShop, email: string, password: string, from?: string) {
  return shop.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from && { 'x-forwarded-for': from }) },
    body: JSON.stringify({ email, password }),
  });
}

async function statuses(count: number, send: (i: number) => Promise<Response>) {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push((await send(i)).status);
  return answers;
}

describe('the client address', () => {
  it('ignores X-Forwarded-For unless the shop is told it stands behind a proxy', async () => {
    const shop = await shopWith();
    const answers = await statuses(ACCOUNT_LIMITS.signInPerClient + 1, (i) =>
      signIn(shop, `guess${i}@example.com`, `Guess&${i}Aa`, `203.0.113.${i}`),
    );
    expect(answers.at(-1)).toBe(429);
  });

  it('behind one proxy, counts each customer by the address the proxy appended', async () => {
    const shop = await shopWith({ TRUST_PROXY: '1' });
    // What a caller writes to the left of the proxy's entry is never believed.
    const answers = await statuses(ACCOUNT_LIMITS.signInPerClient + 1, (i) =>
      signIn(shop, `guess${i}@example.com`, `Guess&${i}Aa`, `198.51.100.${i}, 203.0.113.7`),
    );
    expect(answers.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await signIn(shop, 'guess@example.com', 'Guess&Aa1', '203.0.113.8')).status).toBe(401);
  });
});

describe('wrong passwords for one account', () => {
  it('refuse a client that keeps guessing, even once it has the password, and only when wrong', async () => {
    const shop = await shopWith({ TRUST_PROXY: '1' });
    await signedInCustomer(shop, 'ada@example.com', TEST_PASSWORD);
    const limit = ACCOUNT_LIMITS.wrongPasswordsPerAccountClient;

    // Right passwords never count: Ada signs in again and again.
    for (let i = 0; i < 3; i++) {
      expect((await signIn(shop, 'ADA@example.com', TEST_PASSWORD, '192.0.2.1')).status).toBe(200);
    }
    const wrong = await statuses(limit, (i) =>
      signIn(shop, 'ada@example.com', `Wrong&${i}Aa`, `192.0.2.2`),
    );
    expect(wrong.every((status) => status === 401)).toBe(true);

    const refused = await signIn(shop, 'ada@example.com', TEST_PASSWORD, '192.0.2.2');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: {
        message:
          'Too many wrong passwords for this account. Please wait a few minutes, or reset your password.',
      },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Another client is not touched.
    expect((await signIn(shop, 'ada@example.com', TEST_PASSWORD, '192.0.2.3')).status).toBe(200);
  }, 120_000);

  it('from many addresses never lock the owner out: a client that has not guessed and a known device still get in', async () => {
    const shop = await shopWith({ TRUST_PROXY: '1' });
    await signedInCustomer(shop, 'ada@example.com', TEST_PASSWORD);
    await signedInCustomer(shop, 'bob@example.com', TEST_PASSWORD);
    // Ada signs in on her laptop once: it is a device the shop knows from then on.
    const laptop = cookiesFrom(await signIn(shop, 'ada@example.com', TEST_PASSWORD, '192.0.2.9'));
    expect(laptop).toMatch(/device/);

    // A stranger guesses from ten addresses, well past the account's limit.
    const strangers = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`);
    const answers: number[] = [];
    for (let round = 0; round < 7; round++) {
      for (const [i, from] of strangers.entries()) {
        answers.push((await signIn(shop, 'ada@example.com', `Guess&${round}x${i}Aa`, from)).status);
      }
    }
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(
      ACCOUNT_LIMITS.wrongPasswordsPerAccount,
    );
    expect(answers.slice(-strangers.length).every((status) => status === 429)).toBe(true);

    // Ada, from a client that never guessed, gets in with her password.
    expect((await signIn(shop, 'ada@example.com', TEST_PASSWORD, '198.51.100.7')).status).toBe(200);
    // So does her laptop, even from an address the stranger used.
    const fromLaptop = await shop.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': strangers[0]!,
        cookie: laptop,
      },
      body: JSON.stringify({ email: 'ada@example.com', password: TEST_PASSWORD }),
    });
    expect(fromLaptop.status).toBe(200);
    // The stranger stays refused, even with the right password.
    for (const from of strangers) {
      expect((await signIn(shop, 'ada@example.com', TEST_PASSWORD, from)).status).toBe(429);
    }
    // An address new to the account may try once more while it is locked, then no more.
    const newcomer = '203.0.113.99';
    expect((await signIn(shop, 'ada@example.com', 'Guess&late1Aa', newcomer)).status).toBe(401);
    expect((await signIn(shop, 'ada@example.com', TEST_PASSWORD, newcomer)).status).toBe(429);
    // Another customer is not touched.
    expect((await signIn(shop, 'bob@example.com', TEST_PASSWORD, strangers[1])).status).toBe(200);

    // Ada is told once, however long the guessing goes on, with a link to choose a new password.
    const mails = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, 'ada@example.com'), eq(mailOutbox.kind, 'account-lockout')),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toMatch(/\/reset-password\?token=\S+/);
  }, 240_000);

  it('are one episode while the guessing goes on, and a new one after a quiet while', async () => {
    const shop = await shopWith();
    const episodes = lockoutEpisodes(shop.database.db, ACCOUNT_LIMITS.accountWindowMs);
    const start = Date.parse('2030-03-04T10:00:00Z');
    const minutes = (n: number) => start + n * 60_000;
    expect(await episodes.begins('ada@example.com', minutes(0))).toBe(true);
    // Locked again in the next windows: the same attack, already told.
    expect(await episodes.begins('ada@example.com', minutes(15))).toBe(false);
    expect(await episodes.begins('ada@example.com', minutes(40))).toBe(false);
    expect(await episodes.begins('bob@example.com', minutes(40))).toBe(true);
    // Two quiet windows later it is a new episode.
    expect(await episodes.begins('ada@example.com', minutes(71))).toBe(true);
  });

  it('limit a signed-in customer’s wrong current passwords', async () => {
    const shop = await shopWith({ TRUST_PROXY: '1' });
    const cookie = await signedInCustomer(shop, 'cy@example.com', TEST_PASSWORD);
    const change = (currentPassword: string, i: number) =>
      shop.request('/api/auth/change-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': `192.0.2.${i}` },
        body: JSON.stringify({ currentPassword, newPassword: 'Other&Birch2' }),
      });
    const answers = await statuses(ACCOUNT_LIMITS.wrongPasswordsPerCustomer + 1, (i) =>
      change(`Wrong&${i}Aa`, i),
    );
    expect(answers.slice(0, -1).every((status) => status === 400 || status === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('mail an address may be sent', () => {
  it('is limited per address, from any number of clients', async () => {
    const shop = await shopWith({ TRUST_PROXY: '1' });
    const answers = await statuses(ACCOUNT_LIMITS.mailPerAddress + 1, (i) =>
      shop.request('/api/auth/send-verification-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ email: 'victim@example.com', callbackURL: '/' }),
      }),
    );
    expect(answers.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('limits across server processes', () => {
  it('hold when two servers share one database', async () => {
    const first = await shopWith();
    const second = await secondServer(first);
    const sign = (shop: Pick<TestShop, 'request'>, i: number) =>
      postJson(shop, '/api/auth/sign-in/email', {
        email: `guess${i}@example.com`,
        password: `Guess&${i}Aa`,
      });
    const answers = await statuses(ACCOUNT_LIMITS.signInPerClient + 1, (i) =>
      sign(i % 2 === 0 ? first : second, i),
    );
    expect(answers.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!adminUrl)(
    'hold across two shop processes on one PostgreSQL',
    async () => {
      const name = `shop_limits_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(join(tmpdir(), 'shop-limits-'));
      const secret = randomBytes(32).toString('hex');
      const servers: ShopProcess[] = [];
      try {
        // One after the other: the first migrates and seeds the new database.
        for (let i = 0; i < 2; i++) {
          servers.push(
            await startShopProcess({
              PUBLIC_URL: 'http://localhost:3000',
              DATABASE_URL: url.toString(),
              DATA_DIR: dataDir,
              AUTH_SECRET: secret,
              NODE_ENV: 'test',
              LOG_LEVEL: 'silent',
            }),
          );
        }
        const bases = servers.map((server) => server.base);
        const answers = await statuses(ACCOUNT_LIMITS.signInPerClient + 1, async (i) =>
          fetch(`${bases[i % 2]}/api/auth/sign-in/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
            body: JSON.stringify({ email: `guess${i}@example.com`, password: `Guess&${i}Aa` }),
          }),
        );
        expect(answers.slice(0, -1).every((status) => status === 401)).toBe(true);
        expect(answers.at(-1)).toBe(429);
      } finally {
        for (const server of servers) await server.stop();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
