import { describe, expect, it } from 'vitest';
import type { DesignType } from '../box/model.ts';
import { designWeightLb } from '../design/facts.ts';
import { cellDesign, inchDesign } from '../design/fixtures.test-helpers.ts';
import { designShippingUnits, packLines } from './shipment.ts';

const sideboard = inchDesign();

const tenths = (weightLb: number) => Math.round(weightLb * 10);

describe('designShippingUnits', () => {
  it('ships each box of the default bookcase, weighing the design in all', () => {
    const design = cellDesign('bookcase');
    const units = designShippingUnits({ itemId: 'a', design, quantity: 1 });
    expect(units).toHaveLength(12);
    expect(new Set(units.map((unit) => unit.kind))).toEqual(new Set(['standard']));
    const total = units.reduce((sum, unit) => sum + tenths(unit.weightLb), 0);
    expect(Math.abs(total - tenths(designWeightLb(design)))).toBeLessThanOrEqual(1);
  });

  it('ships the tall boxes of a tall bookcase and the wide ones of a TV stand', () => {
    const kinds = (designType: DesignType) =>
      designShippingUnits({ itemId: 'a', design: cellDesign(designType), quantity: 1 }).map(
        (unit) => unit.kind,
      );
    expect(kinds('tallBookcase')).toContain('tall');
    expect(new Set(kinds('tvStand'))).toEqual(new Set(['wide']));
  });

  it('ships an inch design flat, sized by its width and displayed height', () => {
    const units = designShippingUnits({ itemId: 'b', design: sideboard, quantity: 2 });
    expect(units.length).toBeGreaterThanOrEqual(2);
    for (const unit of units) {
      expect(unit).toMatchObject({
        kind: 'flat-pack',
        itemId: 'b',
        dimensionsIn: { lengthIn: 50, widthIn: 35, heightIn: 6 }, // 48 in wide, 32.25 in high
      });
    }
  });
});

describe('packLines', () => {
  it('packs a cart of both kinds into parcels of at most 50 lb', () => {
    const packed = packLines([
      { itemId: 'a', design: cellDesign('bookcase'), quantity: 1 },
      { itemId: 'b', design: sideboard, quantity: 1 },
    ]);
    expect(packed.ok).toBe(true);
    if (!packed.ok) return;
    expect(packed.packages.length).toBeGreaterThanOrEqual(5);
    for (const parcel of packed.packages) expect(parcel.weightLb).toBeLessThanOrEqual(50);
    expect(new Set(packed.packages.flatMap((parcel) => parcel.itemIds))).toEqual(
      new Set(['a', 'b']),
    );
  });

  it('has nothing to pack for an empty cart', () => {
    expect(packLines([])).toEqual({ ok: true, packages: [] });
  });
});
