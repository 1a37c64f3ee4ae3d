import { describe, expect, it } from 'vitest';
import {
  addCents,
  cents,
  centsFromDollars,
  dollarsOf,
  formatCents,
  formatWholeDollars,
  multiplyCents,
  roundHalfAwayFromZero,
  scaleCents,
  subtractCents,
  ZERO_CENTS,
} from './money.ts';

describe('cents', () => {
  it('brands whole amounts', () => {
    expect(cents(119_700)).toBe(119_700);
    expect(ZERO_CENTS).toBe(0);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('refuses %s', (value) => {
    expect(() => cents(value)).toThrow(RangeError);
  });
});

describe('centsFromDollars', () => {
  it.each([
    [1197, 119_700],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-2.5, -250],
    [19.999, 2000],
  ])('%s dollars is %s cents', (dollars, expected) => {
    expect(centsFromDollars(dollars)).toBe(expected);
  });

  it('refuses non-finite dollars', () => {
    expect(() => centsFromDollars(Number.NaN)).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('adds any number of amounts exactly', () => {
    expect(addCents()).toBe(0);
    expect(addCents(cents(10), cents(20), cents(30))).toBe(60);
  });

  it('subtracts', () => {
    expect(subtractCents(cents(500), cents(120))).toBe(380);
  });

  it('multiplies by a whole quantity only', () => {
    expect(multiplyCents(cents(119_700), 3)).toBe(359_100);
    expect(() => multiplyCents(cents(100), 1.5)).toThrow(RangeError);
  });

  it('scales by a fraction and rounds once', () => {
    expect(scaleCents(cents(99_999), 0.7)).toBe(69_999);
    expect(scaleCents(cents(5), 0.5)).toBe(3);
    expect(() => scaleCents(cents(5), Number.NaN)).toThrow(RangeError);
  });

  it('converts to dollars for display only', () => {
    expect(dollarsOf(cents(95_550))).toBe(955.5);
  });
});

describe('roundHalfAwayFromZero', () => {
  it.each([
    [0.5, 1],
    [-0.5, -1],
    [1.4999, 1],
    [-0.2, 0],
    [100.50000000000001, 101],
  ])('%s rounds to %s', (value, expected) => {
    expect(roundHalfAwayFromZero(value)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
  });
});

describe('formatting', () => {
  // Cart and checkout show cents; the inch tool shows whole dollars, rounding half cents up.
  it.each([
    [119_700, '$1,197.00', '$1,197'],
    [0, '$0.00', '$0'],
    [5, '$0.05', '$0'],
    [123_456_789, '$1,234,567.89', '$1,234,568'],
    [95_500, '$955.00', '$955'],
    [95_549, '$955.49', '$955'],
    [95_550, '$955.50', '$956'],
    [123_456_700, '$1,234,567.00', '$1,234,567'],
  ])('%s cents show as %s, or %s in whole dollars', (amount, inCents, inDollars) => {
    expect(formatCents(cents(amount))).toBe(inCents);
    expect(formatWholeDollars(cents(amount))).toBe(inDollars);
  });

  it('writes what Intl writes for US dollars, for amounts of every size and sign', () => {
    const intlCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const intlWhole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    let seed = 7;
    const amounts = [1, 99, 100, 101, 999_999, 100_000_000, 50, 150, 250, 95_550];
    for (let i = 0; i < 500; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      amounts.push(seed % 10 ** ((i % 12) + 1));
    }
    // Not negative zero, which Intl writes as -$0.00: no amount of cents is ever -0 here.
    for (const amount of [...amounts, ...amounts.filter((a) => a !== 0).map((a) => -a)]) {
      expect(formatCents(cents(amount)), String(amount)).toBe(intlCents.format(amount / 100));
      // Intl rounds the dollars half away from zero as well ("halfExpand").
      expect(formatWholeDollars(cents(amount)), String(amount)).toBe(
        intlWhole.format(roundHalfAwayFromZero(amount / 100)),
      );
    }
  });
});
