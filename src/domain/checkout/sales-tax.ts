import { cents } from '../pricing/money.ts';
import type { Cents } from '../pricing/money.ts';

/**
 * A state's sales tax rate as a percentage with at most four decimals (6.875 for 6.875 %). The
 * shop charges the state's rate alone; see docs/decisions/010-checkout-money.md for the base it
 * applies to and why.
 */
export type SalesTaxRate = {
  readonly stateCode: string;
  readonly ratePercent: number;
};

const MILLIONTHS_PER_PERCENT = 10_000;
const MILLION = 1_000_000;

/**
 * The rate in millionths (6.875 % is 68,750), so the tax is one integer product and one rounding:
 * a float percentage times cents would drift by a cent on some amounts.
 */
export function rateInMillionths(ratePercent: number): number {
  const millionths = Math.round(ratePercent * MILLIONTHS_PER_PERCENT);
  if (
    !Number.isFinite(ratePercent) ||
    ratePercent < 0 ||
    ratePercent >= 100 ||
    Math.abs(millionths - ratePercent * MILLIONTHS_PER_PERCENT) > 1e-6
  ) {
    throw new RangeError(
      `A sales tax rate is a percentage from 0 to below 100 with at most four decimals, got ${ratePercent}`,
    );
  }
  return millionths;
}

export type SalesTax = {
  /** What the rate applies to: the merchandise subtotal after any discount code. */
  readonly taxableCents: Cents;
  readonly taxCents: Cents;
  readonly ratePercent: number;
};

/**
 * Sales tax on an order: the state's rate on the merchandise after the discount, rounded half up
 * to the cent once for the whole order. Shipping is not taxed (docs/decisions/010-checkout-money.md).
 * A state without a rate in the table pays none.
 */
export function salesTax(input: {
  readonly subtotalAfterDiscountCents: Cents;
  readonly rate: SalesTaxRate | null;
}): SalesTax {
  const taxable = input.subtotalAfterDiscountCents;
  if (!Number.isSafeInteger(taxable) || taxable < 0) {
    throw new RangeError(`The taxable amount must be zero or more cents, got ${taxable}`);
  }
  if (input.rate === null) return { taxableCents: taxable, taxCents: cents(0), ratePercent: 0 };
  const millionths = rateInMillionths(input.rate.ratePercent);
  const product = taxable * millionths;
  if (!Number.isSafeInteger(product)) {
    throw new RangeError(`The taxable amount is too large to tax exactly: ${taxable}`);
  }
  // Integer division rounding half up; every operand is a non-negative safe integer, and taking
  // the remainder off first keeps the division exact where a float quotient could round up.
  const shifted = product + MILLION / 2;
  const tax = (shifted - (shifted % MILLION)) / MILLION;
  return { taxableCents: taxable, taxCents: cents(tax), ratePercent: input.rate.ratePercent };
}
