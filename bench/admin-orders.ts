import { rm } from 'node:fs/promises';
import pg from 'pg';
import { startShopProcess } from '../test/shop-process.ts';
import { AUTH_SECRET, benchDatabase, measure, signIn } from './support.ts';

// The owner's orders list at 100,000 orders: one shop server process on PostgreSQL, the orders
// written straight into its database (two years of them, every status, one to three lines each),
// then the list the owner works from, asked by two owners at once (two connections, each asking
// again as soon as it has its answer): newest first, a filtered and sorted page (paid orders of
// the last quarter, dearest first, page 3 of 50), a status by number, and searches. Target: p99
// under 50 ms for a filtered, sorted page.

const ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 100_000);
const TARGET_P99_MS = 50;
/** Owners working in the admin at once. */
const OWNERS = 2;

async function seedOrders(databaseUrl: string, count: number): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // Deterministic: the same statuses, dates, names and totals on every run.
  await db.query(
    `insert into orders (id, number, checkout_id, email, status, shipping_address, shipping,
        subtotal_cents, discount_cents, shipping_cents, tax_cents, total_cents, payment_mode,
        payment_id, paid_at, created_at, updated_at)
     select gen_random_uuid(),
        'BC-' || to_char(now() - (n % 730) * interval '1 day', 'YYMMDD') || '-' || upper(lpad(to_hex(n), 6, '0')),
        'bench-checkout-' || n,
        'customer' || (n % 20000) || '@example.com',
        (array['pending_payment','payment_failed','paid','in_production','shipped','delivered','cancelled','refunded'])[1 + (n * 7) % 8],
        jsonb_build_object('fullName', (array['Ada','Grace','Mary','Alan','Edsger','Barbara'])[1 + n % 6] || ' ' ||
            (array['Lovelace','Hopper','Shelley','Turing','Dijkstra','Liskov','Knuth'])[1 + n % 7],
          'line1', n || ' Market St', 'line2', null, 'city', 'San Francisco', 'state', 'CA',
          'postalCode', '94105', 'phone', null, 'residential', true),
        jsonb_build_object('serviceType', 'FEDEX_GROUND', 'serviceName', 'FedEx Ground',
          'packagingType', 'YOUR_PACKAGING', 'transitDays', 4, 'source', 'sandbox',
          'shipsOn', to_char(now() - (n % 730) * interval '1 day' + interval '14 days', 'YYYY-MM-DD'),
          'arrivesBy', to_char(now() - (n % 730) * interval '1 day' + interval '20 days', 'YYYY-MM-DD'),
          'parcels', '[]'::jsonb),
        100000 + (n * 7919) % 400000, 0, 9000, 8000, 117000 + (n * 7919) % 400000, 'test',
        'tpi_bench_' || n,
        case when (n * 7) % 8 between 2 and 5 then now() - (n % 730) * interval '1 day' end,
        now() - (n % 730) * interval '1 day' - (n % 86400) * interval '1 second',
        now() - (n % 730) * interval '1 day'
     from generate_series(1, $1::int) as n`,
    [count],
  );
  await db.query(
    `insert into order_lines (order_id, position, name, design, facts, quantity, unit_cents, line_cents)
     select o.id, p, 'Custom Bookcase', '{"configurations":[]}'::jsonb,
        '{"dimensions":"39\\" W × 14\\" H × 14\\" D","weightLb":42.9,"kind":"cell"}'::jsonb,
        1 + p % 2, 60000, 60000 * (1 + p % 2)
     from orders o, generate_series(0, (hashtext(o.id::text) & 1) + 1) as p`,
  );
  await db.query(
    `update orders set item_count = (select sum(quantity) from order_lines where order_id = orders.id)`,
  );
  await db.query('vacuum analyze orders');
  await db.query('analyze order_lines');
  await db.end();
}

async function main() {
  const database = await benchDatabase('admin orders');
  if (!database) return;
  const dataDir = `data/bench-${database.name}`;
  const shop = await startShopProcess(
    {
      DATABASE_URL: database.databaseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      AUTH_SECRET,
    },
    { stderr: 'inherit' },
  ).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const { base } = shop;
  try {
    const seeding = Date.now();
    await seedOrders(database.databaseUrl, ORDERS);
    console.info(`seeded ${ORDERS.toLocaleString('en-US')} orders in ${Date.now() - seeding} ms`);
    const cookie = await signIn(base, database.databaseUrl);
    const db = new pg.Client({ connectionString: database.databaseUrl });
    await db.connect();
    await db.query(
      `update users set role = 'admin' where id = (select user_id from sessions order by created_at desc limit 1)`,
    );
    await db.end();

    const quarterAgo = new Date(Date.now() - 91 * 86_400_000).toISOString().slice(0, 10);
    const calls = [
      ['newest first, page 1', '/api/admin/orders'],
      [
        'paid, last quarter, dearest first, page 3 of 50',
        `/api/admin/orders?paid=yes&from=${quarterAgo}&sort=total&dir=desc&page=3&pageSize=50`,
      ],
      ['in production, by number', '/api/admin/orders?status=in_production&sort=number&dir=asc'],
      ['search by part of a name', '/api/admin/orders?q=hopper'],
      ['search by order number', '/api/admin/orders?q=BC-'],
    ] as const;
    const rows: string[] = [];
    let filteredP99 = Infinity;
    for (const [name, path] of calls) {
      const check = await fetch(`${base}${path}`, { headers: { cookie, origin: base } });
      if (!check.ok) throw new Error(`${path}: ${check.status} ${await check.text()}`);
      const run = await measure(
        name,
        { url: `${base}${path}`, headers: { cookie }, connections: OWNERS },
        shop.child.pid,
      );
      if (name.startsWith('paid, last quarter')) filteredP99 = run.p99;
      rows.push(
        `| ${name} | ${run.rps} | ${run.p99} | ${run.cpuMicros ?? '–'} | ${run.errors + run.non2xx} |`,
      );
    }
    console.info(
      `\nThe owner's orders list, ${ORDERS.toLocaleString('en-US')} orders on PostgreSQL:`,
    );
    console.info('| call | req/s | p99 ms | server CPU µs/req | errors |');
    console.info('| --- | --- | --- | --- | --- |');
    for (const row of rows) console.info(row);
    console.info(
      `filtered, sorted page p99 ${filteredP99} ms (target under ${TARGET_P99_MS} ms): ${filteredP99 < TARGET_P99_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    await shop.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
