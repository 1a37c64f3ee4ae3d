import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import pg from 'pg';
import type { AppEnv } from '../src/server/app-env.ts';
import { createApp } from '../src/server/app.ts';
import { parseConfig, type Config } from '../src/server/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';
import { mailOutbox } from '../src/server/db/schema.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { systemClock, type Clock } from '../src/server/lib/clock.ts';
import { createLogger } from '../src/server/logger.ts';

/**
 * A real shop server in-process on a real database of its own: PGlite (a copy of a migrated
 * database) by default, or a new PostgreSQL database when TEST_DATABASE_URL is set.
 */
export interface TestShop {
  app: Awaited<ReturnType<typeof createApp>>;
  database: DatabaseHandle;
  config: Config;
  /** The clock the shop runs on. */
  clock: Clock;
  /** Sends a request to the app as a browser on the shop's origin would. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A database of the test's own, migrated; `{ migrated: false }` leaves it empty for a test that
 * migrates it itself (to an older release first, say).
 */
export async function openTestDatabase({ migrated = true } = {}): Promise<DatabaseHandle> {
  const dumpPath = inject('pgliteDumpPath');
  // Vitest's `server-pure` project runs once, on no database, and has no global setup to provide
  // the dump: a file there that opens a database would never run on PostgreSQL.
  if (dumpPath === undefined) {
    throw new Error(
      'This test file opens a database: take it off SERVER_TESTS_WITHOUT_DATABASE (vitest.config.ts).',
    );
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (!migrated) return openDatabase({ kind: 'pglite' });
    if (dumpPath === null)
      throw new Error('The tests started on PostgreSQL: TEST_DATABASE_URL is gone');
    const dump = await readFile(dumpPath);
    const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
    // The dump is migrated already; running migrate again proves it is a no-op and costs little.
    await database.migrate();
    return database;
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 });
  if (migrated) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestShopOptions {
  env?: Record<string, string>;
  webRoot?: string;
  seed?: boolean;
  /**
   * The shop's clock (test/clock.ts), for a test that checks dates or moves time. Without one the
   * shop runs on the machine's clock: better-auth, which signs customers up and in, reads the
   * machine's clock itself (src/server/auth/auth.ts), and the shop's checks of its sessions and
   * links must agree with it. Such a test checks nothing that depends on the day.
   */
  clock?: Clock;
}

export async function openTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  // A test shop's customers' passwords are hashed cheaply (config.ts); a test of the shop's own
  // hashing sets TEST_CHEAP_PASSWORD_HASHING to '' in its env, and a production shop never may.
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env };
  const config = parseConfig({
    ...(env.NODE_ENV === 'test' ? { TEST_CHEAP_PASSWORD_HASHING: '1' } : {}),
    ...env,
  });
  const clock = options.clock ?? systemClock;
  const database = await openTestDatabase();
  if (options.seed !== false) await seedDatabase(database.db, { now: clock() });
  const app = await createApp({
    config,
    database,
    logger: createLogger(config.logLevel),
    webRoot: options.webRoot,
    clock,
  });
  return {
    app,
    database,
    config,
    clock,
    request: requestsFrom(app, config.publicUrl),
    close: () => database.close(),
  };
}

/** A test shop that the tests of one file or describe block share. */
export interface SharedTestShop extends TestShop {
  /** Closes the shop and opens a new one on a database of its own, with the same options. */
  reopen(): Promise<void>;
}

/**
 * Opens a shop before the tests of the enclosing file or describe block and closes it after them.
 * Call it at the top of the block; read the shop inside tests and hooks.
 */
export function sharedTestShop(options: TestShopOptions = {}): SharedTestShop {
  let opened: TestShop | undefined;
  const current = (): TestShop => {
    if (opened === undefined) throw new Error('the shared test shop is open only inside tests');
    return opened;
  };
  beforeAll(async () => {
    opened = await openTestShop(options);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    get clock() {
      return current().clock;
    },
    request: (path, init) => current().request(path, init),
    close: () => current().close(),
    reopen: async () => {
      const closing = current();
      opened = undefined;
      await closing.close();
      opened = await openTestShop(options);
    },
  };
}

/**
 * Another server on the same shop's database, as a second process would be: nothing in memory
 * shared with the first, only the database. Its requests come from the shop's origin.
 */
export async function secondServer(shop: TestShop): Promise<Pick<TestShop, 'request'>> {
  const app = await createApp({
    config: shop.config,
    database: shop.database,
    logger: createLogger('silent'),
    clock: shop.clock,
  });
  return { request: requestsFrom(app, shop.config.publicUrl) };
}

/** Requests to `app` as the shop's own pages send them: from its origin unless told otherwise. */
function requestsFrom(
  app: Awaited<ReturnType<typeof createApp>>,
  origin: string,
): TestShop['request'] {
  return (path, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('origin')) headers.set('origin', origin);
    return Promise.resolve(app.request(path, { ...init, headers }));
  };
}

/**
 * A bare app for testing routers on their own: the signed-in customer is the one the
 * `x-test-user` header names, since the session middleware belongs to the accounts. Its requests
 * carry `clock`, as createApp's do.
 */
export function appWithTestUser(clock: Clock = systemClock): Hono<AppEnv> {
  const logger = createLogger('silent');
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('requestId', 'test');
    c.set('log', () => logger);
    c.set('clock', clock);
    const id = c.req.header('x-test-user');
    c.set(
      'user',
      id
        ? { id, email: `${id}@example.com`, emailVerified: true, name: null, role: 'customer' }
        : null,
    );
    await next();
  });
  return app;
}

/** The password test customers sign up with: one the shop's password rules accept. */
export const TEST_PASSWORD = 'Birch&Cell1';

/** A United States address the shop delivers to, as a customer types it. */
export const TEST_ADDRESS = {
  fullName: 'Ada Lovelace',
  line1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
};

export function postJson(shop: Pick<TestShop, 'request'>, path: string, body: unknown) {
  return shop.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The cookie header a browser would send back after this answer (cleared cookies left out). */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair?.endsWith('='))
    .join('; ');
}

/**
 * A new customer, signed up and signed in the way a browser does it: by following the link in the
 * confirmation e-mail in the browser that signed up. Answers their cookie header.
 */
export async function signedInCustomer(
  shop: TestShop,
  email: string,
  password = TEST_PASSWORD,
  /** Headers of the browser signing up, such as the X-Forwarded-For a proxy adds. */
  headers: Record<string, string> = {},
): Promise<string> {
  const signUp = await shop.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password, name: '' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const [mail] = await shop.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'confirmation')));
  const link = mail?.textBody.match(/https?:\/\/\S+confirm-email=true\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
  const token = new URL(link).searchParams.get('token')!;
  // The same browser: it sends back the sign-up proof that lets the link sign it in.
  const confirmed = await shop.request(
    `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    { headers: { ...headers, cookie: cookiesFrom(signUp) } },
  );
  const cookie = cookiesFrom(confirmed);
  if (!cookie.includes('session_token='))
    throw new Error('the confirmation link opened no session');
  return cookie;
}
