import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import pg from 'pg';

// What the API benchmarks share: a PostgreSQL database of their own, customers, a design to
// order, and autocannon runs reported as medians with the server's CPU time per request.

export const ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
export const CONNECTIONS = 10;
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
/** Each figure is the median of this many runs: one slow moment of a shared machine moves it less. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PASSWORD = 'Bench-Pass-2026!';
/** The shop process signs its session cookies with this; `moreCustomers` signs as it does. */
export const AUTH_SECRET = randomBytes(32).toString('hex');

/**
 * A new database on the PostgreSQL at ADMIN_URL, or null (with a note) when there is none. `drop`
 * removes it and closes the admin connection.
 */
export async function benchDatabase(
  what: string,
): Promise<{ databaseUrl: string; name: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.info(
      `${what} bench skipped: no PostgreSQL at ${new URL(ADMIN_URL).host} (${(error as Error).message})`,
    );
    return null;
  }
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    name,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export const bookcase = {
  name: 'Custom Bookcase',
  priceCents: 119_700,
  originalPriceCents: 171_000,
  configurations: [0, 13, 26].map((x) => ({
    id: `box-${x}`,
    components: [
      {
        boxType: 'standard',
        position: { x, y: 0, z: 0 },
        hasDivider: false,
        modification: { type: 'door' },
      },
    ],
  })),
  designType: 'bookcase',
  selectedColor: '#1F2937',
  details: { standardBox: 3, singleDoor: 3, totalWeight: 42.9 },
  dimensions: '39" W × 14" H × 14" D',
  discountPercentage: 30,
  quantity: 1,
};

export async function signIn(base: string, databaseUrl: string): Promise<string> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const headers = { 'content-type': 'application/json', origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: 'Bench Customer' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  // The confirmation e-mail's link is not part of this measurement: confirm the address directly.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('update users set email_verified = true where email = $1', [email]);
  await db.end();
  const signInAnswer = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signInAnswer.ok) {
    throw new Error(`sign-in failed: ${signInAnswer.status} ${await signInAnswer.text()}`);
  }
  const cookies = signInAnswer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('sign-in set no cookie');
  return cookies.join('; ');
}

/**
 * Signed-in customers made straight in the database, each with a session cookie signed as the
 * server signs its own (HMAC-SHA-256 of the token with the auth secret): signing up hundreds of
 * customers through the API would meet its own rate limit.
 */
export async function moreCustomers(
  databaseUrl: string,
  /** A signed-in customer's cookies, which name the session cookie. */
  signedIn: string,
  count: number,
) {
  const session = signedIn.split('; ').find((part) => part.includes('session_token='));
  if (!session) throw new Error('sign-in set no session cookie');
  const cookieName = session.slice(0, session.indexOf('='));
  const users = Array.from({ length: count }, () => randomUUID());
  const tokens = users.map(() => randomBytes(24).toString('base64url'));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `insert into users (id, name, email, email_verified)
       select id, 'Bench Customer', 'bench-' || id || '@example.com', true from unnest($1::text[]) as id`,
    [users],
  );
  await db.query(
    `insert into sessions (id, token, expires_at, user_id)
       select gen_random_uuid()::text, token, now() + interval '1 day', user_id
       from unnest($1::text[], $2::text[]) as s(token, user_id)`,
    [tokens, users],
  );
  await db.end();
  return tokens.map((token) => {
    const signature = createHmac('sha256', AUTH_SECRET).update(token).digest('base64');
    return `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`;
  });
}

/** Gives each customer a cart of five lines, a realistic size to list. */
export async function fillCarts(base: string, customers: readonly string[]) {
  for (const cookie of customers) {
    for (let i = 0; i < 5; i++) {
      const answer = await fetch(`${base}/api/cart/items`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ ...bookcase, name: `Design ${i + 1}` }),
      });
      if (answer.status !== 201) throw new Error(`seeding failed: ${answer.status}`);
    }
  }
}

/**
 * The cart list, each call another customer's in turn: one customer reads a whole list at most
 * READS_IN_FLIGHT at a time, and ten connections on one cart would mostly measure its 429s.
 */
export function cartListCall(base: string, customers: readonly string[]): autocannon.Options {
  let lists = 0;
  return {
    url: `${base}/api/cart`,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          headers: { origin: base, cookie: customers[lists++ % customers.length]! },
        }),
      },
    ],
  };
}

export type Run = {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  cpuMicros: number | null;
};

/** The process's user and system CPU time so far, in clock ticks (Linux), or null elsewhere. */
async function cpuTicks(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}
const TICKS_PER_SECOND = 100;

export async function measureOnce(
  name: string,
  options: autocannon.Options,
  serverPid?: number,
): Promise<Run> {
  const before = await cpuTicks(serverPid);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const after = await cpuTicks(serverPid);
  return {
    name,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    cpuMicros:
      before === null || after === null || result.requests.total === 0
        ? null
        : Math.round(((after - before) * 1e6) / TICKS_PER_SECOND / result.requests.total),
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** ROUNDS runs of one call: the median of each figure, errors summed. */
export async function measure(
  name: string,
  options: autocannon.Options,
  serverPid?: number,
): Promise<Run> {
  const rounds: Run[] = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(await measureOnce(name, options, serverPid));
  const cpu = rounds.map((run) => run.cpuMicros);
  return {
    name,
    rps: median(rounds.map((run) => run.rps)),
    p99: median(rounds.map((run) => run.p99)),
    errors: rounds.reduce((sum, run) => sum + run.errors, 0),
    non2xx: rounds.reduce((sum, run) => sum + run.non2xx, 0),
    cpuMicros: cpu.every((value) => value !== null) ? median(cpu as number[]) : null,
  };
}
