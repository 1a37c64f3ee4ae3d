import { describe, expect, it } from 'vitest';
import { oneRatePackagingOptions } from './one-rate.ts';

const ALL = [
  'FEDEX_ENVELOPE',
  'FEDEX_PAK',
  'FEDEX_SMALL_BOX',
  'FEDEX_MEDIUM_BOX',
  'FEDEX_LARGE_BOX',
  'FEDEX_EXTRA_LARGE_BOX',
];

describe('oneRatePackagingOptions (docs/rules/configurators.md)', () => {
  it.each([
    [[0.5], ALL],
    [[1], ALL],
    [[1.1], ALL.slice(1)],
    [[2], ALL.slice(1)],
    [[2.1], ALL.slice(2)],
    [[12, 50], ALL.slice(2)],
    [[50.1], []],
    [[10, 51], []],
    [[], []],
  ])('packages of %j lb may use %j', (weights, expected) => {
    const options = oneRatePackagingOptions(weights.map((weightLb) => ({ weightLb })));
    expect(options.map((option) => option.packagingType)).toEqual(expected);
  });

  it('names each option', () => {
    expect(oneRatePackagingOptions([{ weightLb: 1 }]).map((option) => option.option)).toEqual([
      'envelope',
      'pak',
      'small',
      'medium',
      'large',
      'extra-large',
    ]);
  });
});
