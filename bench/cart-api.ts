import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';

// The cart API under load: one shop server process (the real app, session cookie and all, logging
// every request as it does by default) on PostgreSQL, driven by autocannon with 10 connections.
// Targets: list ≥ 4,000 req/s, insert ≥ 2,000 req/s, p99 ≤ 15 ms. Beside each run, the server's
// own CPU time per request: it moves far less than req/s when the machine is busy.

const ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
/** Each figure is the median of this many runs: one slow moment of a shared machine moves it less. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGETS = { listRps: 4_000, insertRps: 2_000, p99Ms: 15 };
const PASSWORD = 'Bench-Pass-2026!';

const bookcase = {
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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start within 60 s');
}

async function signIn(base: string, databaseUrl: string): Promise<string> {
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

type Run = {
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

async function measureOnce(
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** ROUNDS runs of one call: the median of each figure, errors summed. */
async function measure(
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

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.info(
      `cart API bench skipped: no PostgreSQL at ${new URL(ADMIN_URL).host} (${(error as Error).message})`,
    );
    return;
  }
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: base,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: `data/bench-${name}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base, server);
    const cookie = await signIn(base, databaseUrl);
    const headers = { cookie, origin: base, 'content-type': 'application/json' };
    // A cart of a realistic size to list.
    for (let i = 0; i < 5; i++) {
      const answer = await fetch(`${base}/api/cart/items`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...bookcase, name: `Design ${i + 1}` }),
      });
      if (answer.status !== 201) throw new Error(`seeding failed: ${answer.status}`);
    }
    const insertCall = {
      url: `${base}/api/cart/items`,
      method: 'POST',
      headers,
      body: JSON.stringify(bookcase),
    };
    // Each path is warmed up (connections, the JIT) before it is measured.
    await measureOnce('warm-up', { url: `${base}/api/cart`, headers, duration: 2 });

    const list = await measure(
      'GET /api/cart (list, 5 lines)',
      { url: `${base}/api/cart`, headers },
      server.pid,
    );
    // Inserts only after the list was measured: they grow the cart.
    await measureOnce('warm-up', { ...insertCall, duration: 2 });
    const insert = await measure('POST /api/cart/items (insert)', insertCall, server.pid);
    const runs = [list, insert];
    // The same server's cheapest answer, for comparing runs on a busy machine as ratios, and
    // better-auth's own session answer, which each page load asks for once.
    const health = await measure(
      'GET /api/health (reference)',
      { url: `${base}/api/health` },
      server.pid,
    );
    const session = await measure(
      'GET /api/auth/get-session',
      { url: `${base}/api/auth/get-session`, headers },
      server.pid,
    );
    console.info(
      `\ncart API, 1 server process, PostgreSQL, ${CONNECTIONS} connections, ` +
        `median of ${ROUNDS} runs of ${DURATION_S} s`,
    );
    for (const run of [...runs, health, session]) {
      console.info(
        `${run.name.padEnd(34)} ${String(run.rps).padStart(6)} req/s   p99 ${String(run.p99).padStart(4)} ms   ` +
          `server CPU ${run.cpuMicros === null ? '   ?' : String(run.cpuMicros).padStart(4)} µs/request   ` +
          `errors ${run.errors + run.non2xx}`,
      );
    }
    const p99 = Math.max(list.p99, insert.p99);
    const verdict = [
      `list ${list.rps} req/s (target ≥ ${TARGETS.listRps})`,
      `insert ${insert.rps} req/s (target ≥ ${TARGETS.insertRps})`,
      `p99 ${p99} ms (target ≤ ${TARGETS.p99Ms})`,
    ];
    const met =
      list.rps >= TARGETS.listRps && insert.rps >= TARGETS.insertRps && p99 <= TARGETS.p99Ms;
    console.info(`${verdict.join('; ')}: ${met ? 'targets met' : 'targets MISSED'}`);
    if (runs.some((run) => run.errors > 0 || run.non2xx > 0)) {
      throw new Error('some requests failed');
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(`data/bench-${name}`, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
