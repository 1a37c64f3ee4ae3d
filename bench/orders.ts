import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startShopProcess } from '../test/shop-process.ts';
import {
  AUTH_SECRET,
  benchDatabase,
  bookcase,
  cartListCall,
  CONNECTIONS,
  DURATION_S,
  fillCarts,
  measure,
  moreCustomers,
  signIn,
} from './support.ts';

// Orders from quote to paid: one shop server process on PostgreSQL with the built-in FedEx sandbox
// and the test payment gateway, as guests buy. Each of 10 customers at a time asks for a quote,
// places the order and pays with the test card, again and again; each comes from an address of
// its own behind one trusted proxy, as a busy shop's customers would. Reports how many orders a
// minute one process takes and the p99 of placing one, then the cart list call on the same server
// for scale. The orders counted are the ones the database holds as paid.

const ORDER_DURATION_S = Number(process.env.BENCH_ORDER_DURATION_S ?? DURATION_S * 3);
const TARGETS = { ordersPerMinute: 600, placeP99Ms: 250 };
/** Customers whose carts the list runs read, in turn (as bench/cart-api.ts). */
const LIST_CUSTOMERS = 50;
const address = {
  fullName: 'Bench Customer',
  line1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
};

type Timed = { ms: number; status: number; body: unknown };

async function call(base: string, path: string, body: unknown, from: string): Promise<Timed> {
  const started = performance.now();
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  const parsed: unknown = await answer.json();
  return { ms: performance.now() - started, status: answer.status, body: parsed };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

async function main() {
  const database = await benchDatabase('orders');
  if (!database) return;
  const dataDir = `data/bench-${database.name}`;
  const shop = await startShopProcess(
    {
      DATABASE_URL: database.databaseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      AUTH_SECRET,
      TRUST_PROXY: '1',
    },
    { stderr: 'inherit' },
  ).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const { base } = shop;
  try {
    const line = bookcase;
    let customers = 0;
    const placeMs: number[] = [];
    const failures: string[] = [];
    const buyOnce = async () => {
      const from = `10.${(customers >> 16) & 255}.${(customers >> 8) & 255}.${customers & 255}`;
      customers += 1;
      const quote = await call(base, '/api/checkout/quote', { lines: [line], address }, from);
      const selected = (quote.body as { selected?: { serviceType: string; packagingType: string } })
        .selected;
      if (quote.status !== 200 || !selected) {
        failures.push(`quote ${quote.status} ${JSON.stringify(quote.body).slice(0, 200)}`);
        return;
      }
      const placed = await call(
        base,
        '/api/orders',
        {
          checkoutId: randomUUID(),
          checkoutKey: randomUUID(),
          email: `buyer-${customers}@example.com`,
          lines: [line],
          address,
          choice: { serviceType: selected.serviceType, packagingType: selected.packagingType },
        },
        from,
      );
      placeMs.push(placed.ms);
      const order = placed.body as { order?: { id: string }; accessToken?: string };
      if (placed.status !== 201 || !order.order) {
        failures.push(`place ${placed.status} ${JSON.stringify(placed.body).slice(0, 200)}`);
        return;
      }
      const paid = await call(
        base,
        `/api/orders/${order.order.id}/pay`,
        { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', token: order.accessToken },
        from,
      );
      if (paid.status !== 200) {
        failures.push(`pay ${paid.status} ${JSON.stringify(paid.body).slice(0, 200)}`);
      }
    };
    const runFor = async (seconds: number) => {
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (performance.now() < until && failures.length < 20) await buyOnce();
        }),
      );
    };

    await runFor(3); // warm-up: connections, the JIT, the carrier token
    const db = new pg.Client({ connectionString: database.databaseUrl });
    await db.connect();
    const paidCount = async () =>
      Number((await db.query(`select count(*) as n from orders where status = 'paid'`)).rows[0].n);
    const before = await paidCount();
    placeMs.length = 0;
    const started = performance.now();
    await runFor(ORDER_DURATION_S);
    const seconds = (performance.now() - started) / 1000;
    const paid = (await paidCount()) - before;
    await db.end();
    const perMinute = Math.round((paid / seconds) * 60);
    const p99 = Math.round(percentile(placeMs, 0.99));
    const p50 = Math.round(percentile(placeMs, 0.5));

    // The cart list on the same server, for scale against the cart API bench, called the same
    // way: the carts of 50 customers in turn. One customer's 10 calls at once would mostly be
    // refused (a customer has few whole-list reads in flight), and refusals are cheap.
    const cookie = await signIn(base, database.databaseUrl);
    const listers = await moreCustomers(database.databaseUrl, cookie, LIST_CUSTOMERS);
    await fillCarts(base, listers);
    const list = await measure(
      'GET /api/cart (list, 5 lines)',
      cartListCall(base, listers),
      shop.child.pid,
    );
    if (list.errors > 0 || list.non2xx > 0) {
      throw new Error(`the cart list failed ${list.errors + list.non2xx} times`);
    }

    console.info(
      `\norders, 1 server process, PostgreSQL, FedEx sandbox and test gateway, ` +
        `${CONNECTIONS} customers at a time for ${Math.round(seconds)} s`,
    );
    console.info(
      `quote → place → pay: ${paid} orders paid, ${perMinute} orders/min; ` +
        `place order p50 ${p50} ms, p99 ${p99} ms; failures ${failures.length}`,
    );
    console.info(
      `for scale, the same server: GET /api/cart (list, 5 lines) ${list.rps} req/s, p99 ${list.p99} ms`,
    );
    const met = perMinute >= TARGETS.ordersPerMinute && p99 <= TARGETS.placeP99Ms;
    console.info(
      `orders ${perMinute}/min (target ≥ ${TARGETS.ordersPerMinute}); place p99 ${p99} ms ` +
        `(target ≤ ${TARGETS.placeP99Ms}): ${met ? 'targets met' : 'targets MISSED'}`,
    );
    if (failures.length > 0) {
      console.error(failures.slice(0, 5).join('\n'));
      throw new Error(`${failures.length} purchases failed`);
    }
  } finally {
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

await main();
