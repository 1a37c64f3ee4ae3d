import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../pricing/money.ts';
import { rateInMillionths, salesTax } from './sales-tax.ts';

describe('salesTax', () => {
  it.each([
    // taxable cents, rate %, tax cents
    [100_000, 7.25, 7_250],
    [119_700, 6.875, 8_229], // 8,229.375
    [119_700, 6, 7_182],
    [1_000, 4.45, 45], // 44.5 rounds half up
    [1_001, 4.45, 45], // 44.5445
    [999, 8.875, 89], // 88.66125
    [0, 9.5, 0],
    [123_456, 0, 0],
  ])('%i cents at %s %% is %i cents', (taxable, rate, tax) => {
    expect(
      salesTax({
        subtotalAfterDiscountCents: cents(taxable),
        rate: { stateCode: 'XX', ratePercent: rate },
      }),
    ).toEqual({ taxableCents: taxable, taxCents: tax, ratePercent: rate });
  });

  it('charges nothing in a state without a rate', () => {
    expect(salesTax({ subtotalAfterDiscountCents: cents(50_000), rate: null })).toEqual({
      taxableCents: 50_000,
      taxCents: 0,
      ratePercent: 0,
    });
  });

  it('rounds exactly, as integer arithmetic would, for every amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 999_999 }),
        (taxable, millionths) => {
          const { taxCents } = salesTax({
            subtotalAfterDiscountCents: cents(taxable),
            rate: { stateCode: 'XX', ratePercent: millionths / 10_000 },
          });
          const exact = (BigInt(taxable) * BigInt(millionths) + 500_000n) / 1_000_000n;
          return BigInt(taxCents) === exact;
        },
      ),
    );
  });

  it.each([-1, 100, 7.12345, Number.NaN])('refuses the rate %s', (rate) => {
    expect(() => rateInMillionths(rate)).toThrow(RangeError);
  });

  it('refuses a negative amount', () => {
    expect(() =>
      salesTax({
        subtotalAfterDiscountCents: -5 as never,
        rate: { stateCode: 'XX', ratePercent: 5 },
      }),
    ).toThrow(RangeError);
  });

  it('refuses an amount too large to tax exactly', () => {
    expect(() =>
      salesTax({
        subtotalAfterDiscountCents: cents(2 ** 50),
        rate: { stateCode: 'XX', ratePercent: 10 },
      }),
    ).toThrow('too large');
  });
});
