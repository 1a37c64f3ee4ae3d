import { count } from 'drizzle-orm';
import type { Database } from './client.ts';
import { discountCodes, salesTaxRates } from './schema.ts';

/**
 * Statewide base sales tax rates in percent, for every state and the District of Columbia, as
 * published by the states for 2025. Local (county and city) rates are not included; see
 * docs/decisions/010-checkout-money.md. The owner keeps the table current.
 */
export const STATE_SALES_TAX_PERCENT: Readonly<Record<string, number>> = {
  AL: 4,
  AK: 0,
  AZ: 5.6,
  AR: 6.5,
  CA: 7.25,
  CO: 2.9,
  CT: 6.35,
  DE: 0,
  DC: 6,
  FL: 6,
  GA: 4,
  HI: 4,
  ID: 6,
  IL: 6.25,
  IN: 7,
  IA: 6,
  KS: 6.5,
  KY: 6,
  LA: 5,
  ME: 5.5,
  MD: 6,
  MA: 6.25,
  MI: 6,
  MN: 6.875,
  MS: 7,
  MO: 4.225,
  MT: 0,
  NE: 5.5,
  NV: 6.85,
  NH: 0,
  NJ: 6.625,
  NM: 4.875,
  NY: 4,
  NC: 4.75,
  ND: 5,
  OH: 5.75,
  OK: 4.5,
  OR: 0,
  PA: 6,
  RI: 7,
  SC: 6,
  SD: 4.2,
  TN: 7,
  TX: 6.25,
  UT: 6.1,
  VT: 6,
  VA: 5.3,
  WA: 6.5,
  WV: 6,
  WI: 5,
  WY: 4,
};

/** The demo shop's discount code: 10 % off any order, no end, no limit. Never in a live shop. */
export const DEMO_DISCOUNT_CODE = {
  code: 'WELCOME10',
  kind: 'percent' as const,
  percentOff: '10',
  description: 'Demo code: 10 % off any order',
};

/**
 * Seeds the tax table and, with `demo` (every shop but a live one), the demo discount code, each
 * only while its table is empty, so the owner's rates and codes survive restarts. A code anyone
 * reading this source knows is never put into a live shop.
 */
export async function seedCheckoutTables(
  db: Pick<Database, 'select' | 'insert'>,
  { demo = true }: { demo?: boolean } = {},
): Promise<void> {
  const [rates] = await db.select({ n: count() }).from(salesTaxRates);
  if ((rates?.n ?? 0) === 0) {
    await db
      .insert(salesTaxRates)
      .values(
        Object.entries(STATE_SALES_TAX_PERCENT).map(([stateCode, rate]) => ({
          stateCode,
          ratePercent: String(rate),
        })),
      )
      .onConflictDoNothing();
  }
  if (!demo) return;
  const [codes] = await db.select({ n: count() }).from(discountCodes);
  if ((codes?.n ?? 0) === 0) {
    await db.insert(discountCodes).values(DEMO_DISCOUNT_CODE).onConflictDoNothing();
  }
}
