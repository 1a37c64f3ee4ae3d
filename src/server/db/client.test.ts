import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedItemInput } from '../../contract/saved-item.ts';
import { openTestDatabase } from '../../../test/server-harness.ts';
import { SAVED_BOOKCASE } from '../lib/saved-items/fixtures.test-helpers.ts';
import { savedItems } from '../lib/saved-items/service.ts';
import type { DatabaseHandle } from './client.ts';
import { users } from './schema.ts';

// On PostgreSQL the shop's connections plan each prepared statement once, for every value
// (decision 017); PGlite, in process, keeps its own defaults.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the shop’s PostgreSQL connections', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('run the cart insert on one plan for every customer, never planned again', async () => {
    const customers = Array.from({ length: 4 }, (_, i) => `plan-customer-${i}`);
    await database.db
      .insert(users)
      .values(customers.map((id) => ({ id, email: `${id}@example.com` })));
    const items = savedItems(database.db, 'cart');
    const line = savedItemInput.cart.parse(SAVED_BOOKCASE);
    // One connection answers all of it, so its prepared statements can be read back.
    await database.db.transaction(async (tx) => {
      const own = savedItems(tx as unknown as typeof database.db, 'cart');
      const now = new Date('2026-11-23T15:00:00Z');
      for (let i = 0; i < 12; i++) await own.insert(customers[i % customers.length]!, line, now);
      const rows = async (query: SQL) =>
        ((await tx.execute(query)) as unknown as { rows: unknown[] }).rows;
      expect(await rows(sql`show plan_cache_mode`)).toEqual([
        { plan_cache_mode: 'force_generic_plan' },
      ]);
      expect(
        await rows(sql`select generic_plans, custom_plans from pg_prepared_statements
                       where name = 'cart_items_insert'`),
      ).toEqual([{ generic_plans: '12', custom_plans: '0' }]);
    });
    expect(await items.count(customers[0]!)).toBe(3);
  });
});
