import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../pricing/money.ts';
import { NOW as now, WELCOME_CODE as welcome } from './fixtures.test-helpers.ts';
import { orderTotals, priceOrder, subtotalOf } from './order-totals.ts';

const tennessee = { stateCode: 'TN', ratePercent: 7 };

/** The totals of an order shipped for $52.37 to Tennessee, taxed at 7 % on `taxableCents`. */
function shippedToTennessee(
  subtotalCents: number,
  discountCents: number,
  taxableCents: number,
  taxCents: number,
) {
  return {
    subtotalCents,
    discountCents,
    shippingCents: 5_237,
    taxableCents,
    taxCents,
    taxRatePercent: 7,
    totalCents: taxableCents + 5_237 + taxCents,
  };
}

describe('orderTotals', () => {
  it('adds lines, takes off the discount, adds shipping and tax on the discounted goods', () => {
    expect(
      orderTotals({
        lines: [
          { unitPriceCents: cents(119_700), quantity: 1 },
          { unitPriceCents: cents(25_350), quantity: 2 },
        ],
        discountCents: cents(17_040),
        shippingCents: cents(5_237),
        taxRate: tennessee,
      }),
    ).toEqual(shippedToTennessee(170_400, 17_040, 153_360, 10_735)); // tax 10,735.2
  });

  it('charges no tax without a rate', () => {
    const totals = orderTotals({
      lines: [{ unitPriceCents: cents(36_200), quantity: 1 }],
      discountCents: cents(0),
      shippingCents: cents(0),
      taxRate: null,
    });
    expect(totals).toMatchObject({ taxCents: 0, totalCents: 36_200 });
  });

  it.each([
    ['a fractional price', [{ unitPriceCents: 10.5 as never, quantity: 1 }]],
    ['a negative price', [{ unitPriceCents: -100 as never, quantity: 1 }]],
    ['no quantity', [{ unitPriceCents: cents(100), quantity: 0 }]],
    ['a fractional quantity', [{ unitPriceCents: cents(100), quantity: 1.5 }]],
    ['a quantity over 99', [{ unitPriceCents: cents(100), quantity: 100 }]],
  ])('refuses %s: a bug in the caller', (_name, lines) => {
    expect(() =>
      orderTotals({ lines, discountCents: cents(0), shippingCents: cents(0), taxRate: null }),
    ).toThrow(RangeError);
  });

  it('refuses a discount over the subtotal or negative shipping', () => {
    const lines = [{ unitPriceCents: cents(100), quantity: 1 }];
    expect(() =>
      orderTotals({ lines, discountCents: cents(101), shippingCents: cents(0), taxRate: null }),
    ).toThrow('exceeds the subtotal');
    expect(() =>
      orderTotals({ lines, discountCents: cents(0), shippingCents: -1 as never, taxRate: null }),
    ).toThrow(RangeError);
  });

  it('always totals subtotal − discount + shipping + tax, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPriceCents: fc.integer({ min: 0, max: 10 ** 7 }).map(cents),
            quantity: fc.integer({ min: 1, max: 99 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        fc.integer({ min: 0, max: 120_000 }),
        (lines, discountShare, shipping, rateTenThousandths) => {
          const subtotal = subtotalOf(lines);
          const totals = orderTotals({
            lines,
            discountCents: cents(Math.floor(subtotal * discountShare)),
            shippingCents: cents(shipping),
            taxRate: { stateCode: 'XX', ratePercent: rateTenThousandths / 10_000 },
          });
          return (
            Number.isSafeInteger(totals.totalCents) &&
            totals.totalCents ===
              totals.subtotalCents - totals.discountCents + totals.shippingCents + totals.taxCents
          );
        },
      ),
    );
  });
});

describe('priceOrder', () => {
  const lines = [{ unitPriceCents: cents(119_700), quantity: 1 }];

  it('applies a valid code', () => {
    expect(
      priceOrder({
        lines,
        shippingCents: cents(5_237),
        taxRate: tennessee,
        discount: { typed: 'welcome10', found: welcome },
        now,
      }),
    ).toEqual({
      ok: true,
      discountCode: 'WELCOME10',
      totals: shippedToTennessee(119_700, 11_970, 107_730, 7_541), // tax 7,541.1
    });
  });

  it('prices without a code', () => {
    const priced = priceOrder({
      lines,
      shippingCents: cents(0),
      taxRate: null,
      discount: null,
      now,
    });
    expect(priced).toMatchObject({ ok: true, discountCode: null, totals: { totalCents: 119_700 } });
  });

  it('answers a code that does not apply for its field', () => {
    expect(
      priceOrder({
        lines,
        shippingCents: cents(0),
        taxRate: null,
        discount: { typed: 'WELCOME10', found: { ...welcome, usageLimit: 3, timesUsed: 3 } },
        now,
      }),
    ).toEqual({
      ok: false,
      field: 'discountCode',
      reason: 'used_up',
      message: 'That discount code has been used up.',
    });
  });
});
