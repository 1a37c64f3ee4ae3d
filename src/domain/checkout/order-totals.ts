import { addCents, cents, multiplyCents, subtractCents } from '../pricing/money.ts';
import type { Cents } from '../pricing/money.ts';
import { checkDiscountCode } from './discount-code.ts';
import type { DiscountCode, DiscountRefusal } from './discount-code.ts';
import { salesTax } from './sales-tax.ts';
import type { SalesTaxRate } from './sales-tax.ts';

/** One order line as the server priced it. */
export type PricedLine = {
  readonly unitPriceCents: Cents;
  readonly quantity: number;
};

/** The most of one design a single order line may hold. */
export const MAX_LINE_QUANTITY = 99;

export type OrderTotals = {
  readonly subtotalCents: Cents;
  readonly discountCents: Cents;
  readonly shippingCents: Cents;
  /** The merchandise after the discount: what sales tax applies to. */
  readonly taxableCents: Cents;
  readonly taxCents: Cents;
  readonly taxRatePercent: number;
  readonly totalCents: Cents;
};

function assertCents(name: string, amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`${name} must be zero or more whole cents, got ${amount}`);
  }
}

export function subtotalOf(lines: readonly PricedLine[]): Cents {
  return addCents(
    ...lines.map((line) => {
      assertCents('A line price', line.unitPriceCents);
      if (
        !Number.isSafeInteger(line.quantity) ||
        line.quantity < 1 ||
        line.quantity > MAX_LINE_QUANTITY
      ) {
        throw new RangeError(
          `A line quantity must be 1 to ${MAX_LINE_QUANTITY}, got ${line.quantity}`,
        );
      }
      return multiplyCents(line.unitPriceCents, line.quantity);
    }),
  );
}

/**
 * An order's totals, all integer cents: subtotal of the lines, less the discount, plus shipping,
 * plus sales tax on the discounted merchandise. total = subtotal − discount + shipping + tax.
 */
export function orderTotals(input: {
  readonly lines: readonly PricedLine[];
  readonly discountCents: Cents;
  readonly shippingCents: Cents;
  readonly taxRate: SalesTaxRate | null;
}): OrderTotals {
  const subtotal = subtotalOf(input.lines);
  assertCents('The discount', input.discountCents);
  assertCents('Shipping', input.shippingCents);
  if (input.discountCents > subtotal) {
    throw new RangeError(`A discount of ${input.discountCents} exceeds the subtotal ${subtotal}`);
  }
  const afterDiscount = subtractCents(subtotal, input.discountCents);
  const tax = salesTax({ subtotalAfterDiscountCents: afterDiscount, rate: input.taxRate });
  return {
    subtotalCents: subtotal,
    discountCents: input.discountCents,
    shippingCents: input.shippingCents,
    taxableCents: tax.taxableCents,
    taxCents: tax.taxCents,
    taxRatePercent: tax.ratePercent,
    totalCents: addCents(afterDiscount, input.shippingCents, tax.taxCents),
  };
}

export type PricedOrder =
  | {
      readonly ok: true;
      readonly totals: OrderTotals;
      /** The applied code as stored, or null when none was given. */
      readonly discountCode: string | null;
    }
  | {
      readonly ok: false;
      readonly field: 'discountCode';
      readonly reason: DiscountRefusal;
      readonly message: string;
    };

/**
 * Prices an order from its server-priced lines, the chosen shipping, the state's tax rate and an
 * optional discount code: the code is checked against the order's subtotal at `now`, and a code
 * that does not apply is an answer for its field, never a silently dropped discount.
 */
export function priceOrder(input: {
  readonly lines: readonly PricedLine[];
  readonly shippingCents: Cents;
  readonly taxRate: SalesTaxRate | null;
  readonly discount: { readonly typed: string; readonly found: DiscountCode | null } | null;
  readonly now: Date;
}): PricedOrder {
  const subtotalCents = subtotalOf(input.lines);
  let discountCents = cents(0);
  let discountCode: string | null = null;
  if (input.discount !== null) {
    const check = checkDiscountCode(input.discount.typed, input.discount.found, {
      subtotalCents,
      now: input.now,
    });
    if (!check.ok) {
      return { ok: false, field: 'discountCode', reason: check.reason, message: check.message };
    }
    discountCents = check.discountCents;
    discountCode = check.code;
  }
  return {
    ok: true,
    discountCode,
    totals: orderTotals({
      lines: input.lines,
      discountCents,
      shippingCents: input.shippingCents,
      taxRate: input.taxRate,
    }),
  };
}
