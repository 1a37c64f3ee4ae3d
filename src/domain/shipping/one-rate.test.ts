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

  it('offers no box a parcel does not fit into, turned any way', () => {
    const parcel = (lengthIn: number, widthIn: number, heightIn: number) => ({
      weightLb: 1.5,
      dimensionsIn: { lengthIn, widthIn, heightIn },
    });
    const types = (parcels: ReturnType<typeof parcel>[]) =>
      oneRatePackagingOptions(parcels).map((option) => option.packagingType);
    // The shop's own cartons (15 × 15, 28 × 16) fit none of FedEx's boxes.
    expect(types([parcel(15, 15, 7)])).toEqual([]);
    expect(types([parcel(28, 16, 10)])).toEqual([]);
    // A flat parcel goes into the pak and every box; turned on its side as well.
    expect(types([parcel(11, 8, 1)])).toEqual(ALL.slice(1));
    expect(types([parcel(1, 11, 8)])).toEqual(ALL.slice(1));
    // A deep one only into the boxes deep enough, and every parcel must fit.
    expect(types([parcel(11, 8, 5)])).toEqual(['FEDEX_LARGE_BOX', 'FEDEX_EXTRA_LARGE_BOX']);
    expect(types([parcel(11, 8, 5), parcel(15, 14, 6)])).toEqual(['FEDEX_EXTRA_LARGE_BOX']);
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
