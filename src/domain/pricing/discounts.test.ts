import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CUSTOM_DISCOUNT_PERCENT,
  DISCOUNT_PERCENT,
  originalPrice,
  quotePrice,
  roundToWholeDollars,
  salePrice,
} from './discounts.ts';
import type { DesignKind, PricePlace } from './discounts.ts';
import { cents } from './money.ts';

describe('discount by place', () => {
  it.each<[DesignKind, PricePlace, number]>([
    ['cell', 'configurator', 30],
    ['inch', 'configurator', 40],
    ['cell', 'product-page', 30],
    ['inch', 'product-page', 20],
  ])('a %s design in its %s takes %s %%', (kind, place, percent) => {
    expect(DISCOUNT_PERCENT[kind][place]).toBe(percent);
  });

  it('a custom discount defaults to 10 %', () => {
    expect(DEFAULT_CUSTOM_DISCOUNT_PERCENT).toBe(10);
  });
});

describe('salePrice', () => {
  it.each([
    [171_000, 30, 119_700],
    [95_500, 40, 57_300],
    [36_250, 0, 36_250],
    [33_333, 30, 23_333],
    [5, 50, 3],
  ])('%s cents less %s %% is %s cents', (list, percent, expected) => {
    expect(salePrice(cents(list), percent)).toBe(expected);
  });

  it.each([-1, 100, 120, Number.NaN])('refuses a discount of %s %%', (percent) => {
    expect(() => salePrice(cents(100), percent)).toThrow(RangeError);
  });
});

describe('originalPrice', () => {
  it('keeps a given original price', () => {
    expect(originalPrice(cents(119_700), 30, cents(171_000))).toBe(171_000);
  });

  it('derives price ÷ (1 − discount) when absent', () => {
    expect(originalPrice(cents(119_700), 30)).toBe(171_000);
    expect(originalPrice(cents(57_300), 40)).toBe(95_500);
    expect(originalPrice(cents(10_000), 10)).toBe(11_111);
  });

  it('is the price itself without a discount', () => {
    expect(originalPrice(cents(10_000), undefined)).toBe(10_000);
    expect(originalPrice(cents(10_000), 0)).toBe(10_000);
  });

  it('refuses a discount of 100 %', () => {
    expect(() => originalPrice(cents(10_000), 100)).toThrow(RangeError);
  });
});

describe('quotePrice', () => {
  it('applies the place discount to the cent at box places', () => {
    expect(quotePrice(cents(36_249), 'cell', 'configurator')).toEqual({
      listCents: 36_249,
      discountPercent: 30,
      saleCents: 25_374,
    });
  });

  it('charges whole dollars at inch places', () => {
    expect(quotePrice(cents(95_549), 'inch', 'configurator')).toEqual({
      listCents: 95_500,
      discountPercent: 40,
      saleCents: 57_300,
    });
    expect(quotePrice(cents(95_549), 'inch', 'product-page').saleCents).toBe(76_400);
  });

  it('lets a custom discount replace the place discount, 10 % when unsized', () => {
    expect(quotePrice(cents(10_000), 'cell', 'product-page', { percent: 15 }).saleCents).toBe(
      8_500,
    );
    expect(quotePrice(cents(10_000), 'cell', 'product-page', {})).toMatchObject({
      discountPercent: 10,
      saleCents: 9_000,
    });
  });

  it('rounds half a dollar up', () => {
    expect(roundToWholeDollars(cents(50))).toBe(100);
    expect(roundToWholeDollars(cents(49))).toBe(0);
  });
});
