import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxItemShippingUnits,
  inchItemShippingUnits,
  MAX_PACKAGE_WEIGHT_LB,
  packShipment,
} from './packing.ts';
import type { Package, ShippingUnit } from './packing.ts';

function box(
  kind: 'standard' | 'tall' | 'wide',
  weightLb: number,
  itemId = 'item-1',
): ShippingUnit {
  return { kind, itemId, weightLb };
}

function packagesOf(units: readonly ShippingUnit[]): readonly Package[] {
  const result = packShipment(units);
  if (!result.ok) throw new Error(result.reason);
  return result.packages;
}

describe('packShipment (docs/rules/configurators.md)', () => {
  it.each([
    [1, [4]],
    [2, [8]],
    [3, [12]],
    [4, [12, 4]],
    [7, [12, 12, 4]],
  ])('packs %s standard boxes in 15 × 15 cartons of heights %j', (count, heights) => {
    const packages = packagesOf(Array.from({ length: count }, () => box('standard', 11.3)));
    expect(packages.map((parcel) => parcel.dimensionsIn.heightIn)).toEqual(heights);
    for (const parcel of packages) {
      expect(parcel.dimensionsIn).toMatchObject({ lengthIn: 15, widthIn: 15 });
    }
  });

  it.each([
    [1, [5]],
    [2, [10]],
    [3, [10, 5]],
  ])('packs %s tall or wide boxes in 28 × 16 cartons of heights %j', (count, heights) => {
    const units = Array.from({ length: count }, (_, index) =>
      box(index % 2 === 0 ? 'tall' : 'wide', 18.8),
    );
    const packages = packagesOf(units);
    expect(packages.map((parcel) => parcel.dimensionsIn.heightIn)).toEqual(heights);
    for (const parcel of packages) {
      expect(parcel.dimensionsIn).toMatchObject({ lengthIn: 28, widthIn: 16 });
    }
  });

  it('keeps standard boxes apart from tall and wide ones', () => {
    const packages = packagesOf([box('standard', 11.3), box('wide', 18), box('standard', 11.3)]);
    expect(packages.map((parcel) => parcel.boxTypes)).toEqual([['standard', 'standard'], ['wide']]);
  });

  it('opens a new carton before passing 50 lb', () => {
    const packages = packagesOf([box('standard', 20), box('standard', 20), box('standard', 20)]);
    expect(packages.map((parcel) => parcel.weightLb)).toEqual([40, 20]);
  });

  it('fills a carton to exactly 50 lb, summing in tenths', () => {
    const packages = packagesOf([
      box('standard', 16.7),
      box('standard', 16.7),
      box('standard', 16.6),
    ]);
    expect(packages).toHaveLength(1);
    expect(packages[0]?.weightLb).toBe(50);
  });

  it('rounds weights to 0.1 lb and lists each item once', () => {
    const packages = packagesOf([
      box('standard', 11.333, 'a'),
      box('standard', 11.333, 'b'),
      box('standard', 11.333, 'a'),
    ]);
    expect(packages[0]).toMatchObject({ weightLb: 33.9, boxCount: 3, itemIds: ['a', 'b'] });
  });

  it('ships each flat pack on its own', () => {
    const dimensionsIn = { lengthIn: 50, widthIn: 35, heightIn: 6 };
    const packages = packagesOf([
      { kind: 'flat-pack', itemId: 'inch', weightLb: 40, dimensionsIn },
      { kind: 'flat-pack', itemId: 'inch', weightLb: 40, dimensionsIn },
    ]);
    expect(packages).toHaveLength(2);
    expect(packages[0]).toMatchObject({ dimensionsIn, weightLb: 40, boxTypes: ['flat-pack'] });
  });

  it('packs nothing into no packages', () => {
    expect(packShipment([])).toEqual({ ok: true, packages: [] });
  });

  it.each([
    ['over 50 lb', 50.06],
    ['weightless', 0],
    ['of unknown weight', Number.NaN],
  ])('refuses a unit %s as a value', (_name, weightLb) => {
    expect(packShipment([box('tall', weightLb)])).toMatchObject({
      ok: false,
      message: 'Failed to calculate packages',
    });
  });
});

const unitArb: fc.Arbitrary<ShippingUnit> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('standard' as const, 'tall' as const, 'wide' as const),
    itemId: fc.constantFrom('a', 'b', 'c'),
    weightLb: fc.integer({ min: 1, max: 500 }).map((tenths) => tenths / 10),
  }),
  fc.record({
    kind: fc.constant('flat-pack' as const),
    itemId: fc.constantFrom('inch-a', 'inch-b'),
    weightLb: fc.double({ min: 0.1, max: 50, noNaN: true }),
    dimensionsIn: fc.constant({ lengthIn: 50, widthIn: 35, heightIn: 6 }),
  }),
);

describe('packing properties', () => {
  it('never exceeds a carton limit and never loses or invents a unit', () => {
    fc.assert(
      fc.property(fc.array(unitArb, { maxLength: 80 }), (units) => {
        const packages = packagesOf(units);
        for (const parcel of packages) {
          expect(parcel.weightLb).toBeLessThanOrEqual(MAX_PACKAGE_WEIGHT_LB);
          expect(parcel.boxCount).toBe(parcel.boxes.length);
          const kinds = new Set(parcel.boxTypes);
          if (kinds.has('standard')) {
            expect([...kinds]).toEqual(['standard']);
            expect(parcel.boxCount).toBeLessThanOrEqual(3);
            expect(parcel.dimensionsIn.heightIn).toBe(4 * parcel.boxCount);
          } else if (kinds.has('flat-pack')) {
            expect(parcel.boxCount).toBe(1);
          } else {
            expect(parcel.boxCount).toBeLessThanOrEqual(2);
            expect(parcel.dimensionsIn.heightIn).toBe(5 * parcel.boxCount);
          }
        }
        const packed = packages.flatMap((parcel) => parcel.boxes);
        expect(packed).toHaveLength(units.length);
        for (const unit of units) expect(packed).toContain(unit);
        expect(new Set(packed).size).toBe(new Set(units).size);
      }),
    );
  });
});

describe('boxItemShippingUnits', () => {
  it('makes one unit per box per quantity, weighing the design in all', () => {
    const units = boxItemShippingUnits({
      itemId: 'bookcase',
      quantity: 2,
      standardBoxes: 2,
      tallBoxes: 1,
      wideBoxes: 1,
      totalWeightLb: 80,
    });
    expect(units.map((unit) => unit.kind)).toEqual([
      'standard',
      'standard',
      'tall',
      'wide',
      'standard',
      'standard',
      'tall',
      'wide',
    ]);
    // Shared out in whole tenths by bare weight (11.3 : 11.3 : 18.8 : 18 of 59.4), adding up to
    // exactly the design's 80 lb, so its parcels weigh what the design shows.
    expect(units.slice(0, 4).map((unit) => unit.weightLb)).toEqual([15.2, 15.2, 25.3, 24.3]);
    expect(units.slice(4).map((unit) => unit.weightLb)).toEqual([15.2, 15.2, 25.3, 24.3]);
  });

  it('weighs the design shown, to the tenth, however its boxes divide it', () => {
    // 96.96 lb over four standard and two wide boxes: shown as 97.0 lb, and no tenth lost.
    const units = boxItemShippingUnits({
      itemId: 'buffet',
      quantity: 1,
      standardBoxes: 4,
      tallBoxes: 0,
      wideBoxes: 2,
      totalWeightLb: 96.96,
    });
    const tenths = units.map((unit) => Math.round(unit.weightLb * 10));
    expect(units.every((unit, index) => unit.weightLb === tenths[index]! / 10)).toBe(true);
    expect(tenths.reduce((sum, value) => sum + value, 0)).toBe(970);
    const packed = packShipment(units);
    expect(
      packed.ok && Math.round(packed.packages.reduce((sum, p) => sum + p.weightLb * 10, 0)),
    ).toBe(970);
  });

  it('keeps bare weights when the total is missing or lower', () => {
    const units = boxItemShippingUnits({
      itemId: 'x',
      quantity: 1,
      standardBoxes: 1,
      tallBoxes: 0,
      wideBoxes: 1,
      totalWeightLb: 0,
    });
    expect(units.map((unit) => unit.weightLb)).toEqual([11.3, 18]);
    const unknown = boxItemShippingUnits({
      itemId: 'x',
      quantity: 1,
      standardBoxes: 1,
      tallBoxes: 0,
      wideBoxes: 1,
      totalWeightLb: Number.NaN,
    });
    expect(unknown.map((unit) => unit.weightLb)).toEqual([11.3, 18]);
  });
});

describe('inchItemShippingUnits', () => {
  it('cuts an inch design into cartons of at most 50 lb that add up to its weight', () => {
    const units = inchItemShippingUnits({
      itemId: 'sideboard',
      quantity: 1,
      widthIn: 48,
      heightIn: 32.25,
      depthIn: 15,
      weightLb: 106.6,
    });
    expect(units.map((unit) => unit.weightLb)).toEqual([35.6, 35.5, 35.5]);
    expect(units[0]).toMatchObject({
      kind: 'flat-pack',
      dimensionsIn: { lengthIn: 50, widthIn: 35, heightIn: 6 },
    });
  });

  it('ships a light design in one carton, once per quantity', () => {
    const units = inchItemShippingUnits({
      itemId: 'shelf',
      quantity: 2,
      widthIn: 20,
      heightIn: 16.5,
      depthIn: 11,
      weightLb: 20,
    });
    expect(units.map((unit) => unit.weightLb)).toEqual([20, 20]);
  });
});
