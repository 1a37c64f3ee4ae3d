import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../domain/account/us-states.ts';
import { checkDiscountCode, discountCodeProblems } from '../../domain/checkout/discount-code.ts';
import type { DiscountCode } from '../../domain/checkout/discount-code.ts';
import { rateInMillionths } from '../../domain/checkout/sales-tax.ts';
import { cents } from '../../domain/pricing/money.ts';
import { MONDAY_MORNING } from '../../../test/clock.ts';
import { sharedTestShop } from '../../../test/server-harness.ts';
import { discountCodes, salesTaxRates } from './schema.ts';
import { DEMO_DISCOUNT_CODE, seedCheckoutTables } from './seed-checkout.ts';

const shop = sharedTestShop();

describe('the checkout tables’ seed', () => {
  it('has a sales tax rate for every state the shop ships to', async () => {
    const rows = await shop.database.db.select().from(salesTaxRates);
    expect(rows.map((row) => row.stateCode).sort()).toEqual([...US_STATES].sort());
    for (const row of rows) expect(() => rateInMillionths(Number(row.ratePercent))).not.toThrow();
    const tennessee = rows.find((row) => row.stateCode === 'TN');
    expect(Number(tennessee?.ratePercent)).toBe(7);
    expect(Number(rows.find((row) => row.stateCode === 'MN')?.ratePercent)).toBe(6.875);
  });

  it('has the demo discount code, which the domain accepts', async () => {
    const [row] = await shop.database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, DEMO_DISCOUNT_CODE.code));
    expect(row).toBeDefined();
    const code: DiscountCode = {
      code: row!.code,
      amount: { kind: 'percent', percentOff: Number(row!.percentOff) },
      minimumSubtotalCents: cents(row!.minimumSubtotalCents),
      validFrom: row!.validFrom,
      validUntil: row!.validUntil,
      usageLimit: row!.usageLimit,
      timesUsed: row!.timesUsed,
      active: row!.active,
    };
    expect(discountCodeProblems(code)).toEqual([]);
    expect(
      checkDiscountCode('welcome10', code, {
        subtotalCents: cents(100_000),
        now: new Date(MONDAY_MORNING),
      }),
    ).toEqual({ ok: true, code: 'WELCOME10', discountCents: 10_000 });
  });

  it('puts no demo code into a live shop, and its tax rates all the same', async () => {
    const { db } = shop.database;
    await db.delete(discountCodes);
    await db.delete(salesTaxRates);
    await seedCheckoutTables(db, { demo: false });
    expect(await db.select().from(discountCodes)).toEqual([]);
    expect(await db.select().from(salesTaxRates)).toHaveLength(US_STATES.length);
    await seedCheckoutTables(db);
  });

  it('leaves the owner’s rates and codes alone on the next start', async () => {
    const { db } = shop.database;
    await db
      .update(salesTaxRates)
      .set({ ratePercent: '9.5' })
      .where(eq(salesTaxRates.stateCode, 'TN'));
    await db.delete(discountCodes);
    await db.insert(discountCodes).values({ code: 'SPRING', kind: 'fixed', amountOffCents: 2_500 });
    await seedCheckoutTables(db);
    const [tennessee] = await db
      .select()
      .from(salesTaxRates)
      .where(eq(salesTaxRates.stateCode, 'TN'));
    expect(Number(tennessee?.ratePercent)).toBe(9.5);
    expect((await db.select().from(discountCodes)).map((row) => row.code)).toEqual(['SPRING']);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a lower-case code', { code: 'spring', kind: 'percent', percentOff: '10' }],
    ['a percentage over 100', { code: 'MORE', kind: 'percent', percentOff: '120' }],
    [
      'a percentage with an amount',
      { code: 'BOTH', kind: 'percent', percentOff: '10', amountOffCents: 5 },
    ],
    ['a fixed code of nothing', { code: 'NONE', kind: 'fixed', amountOffCents: 0 }],
    ['an unknown kind', { code: 'ODD', kind: 'gift', amountOffCents: 100 }],
    ['a usage limit of 0', { code: 'ZERO', kind: 'fixed', amountOffCents: 100, usageLimit: 0 }],
    [
      'an end before the start',
      {
        code: 'BACKWARDS',
        kind: 'fixed',
        amountOffCents: 100,
        validFrom: new Date('2026-12-01'),
        validUntil: new Date('2026-11-01'),
      },
    ],
  ])('refuses %s', async (_name, values) => {
    await expect(
      shop.database.db.insert(discountCodes).values(values as typeof discountCodes.$inferInsert),
    ).rejects.toThrow();
  });

  it.each([
    ['XX1', '5'],
    ['tn', '5'],
    ['ZZ', '100'],
    ['ZY', '-1'],
  ])('refuses the tax row %s at %s %%', async (stateCode, ratePercent) => {
    await expect(
      shop.database.db.execute(
        sql`insert into sales_tax_rates (state_code, rate_percent) values (${stateCode}, ${ratePercent})`,
      ),
    ).rejects.toThrow();
  });
});
