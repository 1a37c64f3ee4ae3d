import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, momentColumn, timestampColumns, updatedAtColumn } from './columns.ts';

/**
 * Discount codes the owner sets up (docs/decisions/010-checkout-money.md's "discount codes"): a percentage or a fixed
 * amount off the merchandise, with an optional minimum subtotal, validity window and usage
 * limit. The rules that judge a code live in src/domain/checkout/discount-code.ts; the checks
 * here only keep impossible rows out.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: idColumn(),
    /** Upper case, as the domain normalizes what a customer types. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** For `percent`: more than 0 and at most 100. */
    percentOff: numeric('percent_off', { precision: 5, scale: 2 }),
    /** For `fixed`: cents off. */
    amountOffCents: integer('amount_off_cents'),
    minimumSubtotalCents: integer('minimum_subtotal_cents').notNull().default(0),
    validFrom: momentColumn('valid_from'),
    validUntil: momentColumn('valid_until'),
    /** Null: no limit. */
    usageLimit: integer('usage_limit'),
    /** Orders that have used the code; counted once per order, when the order is placed. */
    timesUsed: integer('times_used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    description: text('description'),
    /**
     * Counts the owner's changes only (a use by an order leaves it alone): an edit sends the
     * version it was made from and is refused once another owner's change has landed.
     */
    version: integer('version').notNull().default(1),
    ...timestampColumns(),
  },
  (table) => [
    check('discount_codes_code_upper', sql`${table.code} = upper(${table.code})`),
    check(
      'discount_codes_amount',
      sql`(${table.kind} = 'percent' and ${table.percentOff} > 0 and ${table.percentOff} <= 100 and ${table.amountOffCents} is null)
        or (${table.kind} = 'fixed' and ${table.amountOffCents} > 0 and ${table.percentOff} is null)`,
    ),
    check('discount_codes_minimum', sql`${table.minimumSubtotalCents} >= 0`),
    check(
      'discount_codes_window',
      sql`${table.validFrom} is null or ${table.validUntil} is null or ${table.validFrom} <= ${table.validUntil}`,
    ),
    check('discount_codes_usage', sql`${table.usageLimit} is null or ${table.usageLimit} >= 1`),
    check('discount_codes_times_used', sql`${table.timesUsed} >= 0`),
  ],
);

/**
 * Each state's sales tax rate, a percentage with up to four decimals (6.875). The base it applies
 * to is recorded in docs/decisions/010-checkout-money.md. A state without a row pays none.
 */
export const salesTaxRates = pgTable(
  'sales_tax_rates',
  {
    stateCode: text('state_code').primaryKey(),
    ratePercent: numeric('rate_percent', { precision: 7, scale: 4 }).notNull(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('sales_tax_rates_state', sql`${table.stateCode} ~ '^[A-Z]{2}$'`),
    check('sales_tax_rates_rate', sql`${table.ratePercent} >= 0 and ${table.ratePercent} < 100`),
  ],
);
