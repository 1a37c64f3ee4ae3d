import { scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config.ts';
import { accounts, users } from '../db/schema.ts';
import {
  openTestShop,
  postJson,
  signedInCustomer,
  TEST_PASSWORD,
  type TestShop,
} from '../../../test/server-harness.ts';

/** better-auth's own scrypt parameters, which a shop's passwords are hashed with. */
const FULL = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };

/** Whether `hash` (salt:key, in hex) is `password` under the shop's full scrypt parameters. */
function isFullCostHash(hash: string, password: string): boolean {
  const [salt, key] = hash.split(':');
  return scryptSync(password.normalize('NFKC'), salt!, 64, FULL).toString('hex') === key;
}

async function storedHash(shop: TestShop, email: string): Promise<string> {
  const [row] = await shop.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.email, email));
  expect(row?.password).toBeTruthy();
  return row!.password!;
}

let shop: TestShop | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

describe('password hashing', () => {
  it('hashes with the shop’s full scrypt parameters when the test setting is absent', async () => {
    shop = await openTestShop({ env: { TEST_CHEAP_PASSWORD_HASHING: '' } });
    expect(shop.config.passwordHashing).toBe('full');
    await signedInCustomer(shop, 'full@example.com');
    expect(isFullCostHash(await storedHash(shop, 'full@example.com'), TEST_PASSWORD)).toBe(true);
  });

  it('hashes cheaply in a test shop, and its customers still sign in with their password only', async () => {
    shop = await openTestShop();
    expect(shop.config.passwordHashing).toBe('cheap');
    const email = 'cheap@example.com';
    await signedInCustomer(shop, email);
    expect(isFullCostHash(await storedHash(shop, email), TEST_PASSWORD)).toBe(false);
    const signIn = (password: string) =>
      postJson(shop!, '/api/auth/sign-in/email', { email, password, rememberMe: true });
    expect((await signIn(TEST_PASSWORD)).status).toBe(200);
    expect((await signIn('Birch&Cell2')).status).toBe(401);
  });

  it.each(['production', 'development'])('is refused by a %s shop', (environment) => {
    const env = {
      NODE_ENV: environment,
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://shop.example',
      SITE_HOSTS: 'shop.example',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(parseConfig(env).passwordHashing).toBe('full');
    let problems: string[] = [];
    try {
      parseConfig({ ...env, TEST_CHEAP_PASSWORD_HASHING: '1' });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([
      `TEST_CHEAP_PASSWORD_HASHING is for test shops only (NODE_ENV=test), not ${environment}: a shop's passwords are hashed at full cost`,
    ]);
  });
});
