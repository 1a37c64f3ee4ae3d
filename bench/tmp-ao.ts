import { rm } from 'node:fs/promises';
import pg from 'pg';
import { startShopProcess } from '/work/wt/admin/test/shop-process.ts';
import { AUTH_SECRET, benchDatabase, measure, signIn } from '/work/wt/admin/bench/support.ts';

// The owner's orders list at 100,000 orders: one shop server process on PostgreSQL, the orders
// written straight into its database (two years of them, every status, one to three lines each),
// then the list the owner works from asked by 10 connections at once, as autocannon runs go:
// newest first, a filtered and sorted page (paid orders of the last quarter, dearest first, page
// 3 of 50), a search by part of a name, and the CSV export's first rows. Target: p99 under 50 ms
// for a filtered, sorted page.

const ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 100_000);
const TARGET_P99_MS = 50;

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
  await db.query('analyze orders; analyze order_lines');
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

    console.info('URL', database.databaseUrl);
  } finally {
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
