import { describe, expect, it } from 'vitest';
import { ctxFor, designOf, standardBoxes } from './fixtures.test-helpers.ts';
import { boxWithBoxesAbove, designTypeAllowingTop, removalWithBoxesAbove } from './fixes.ts';
import { canAddOnTop, canRemoveBox } from './placement.ts';

describe('removalWithBoxesAbove', () => {
  it('takes a held-up box out with everything that rests on it, and leaves a valid design', () => {
    // Two columns, three rows in the first: box-1 holds box-3, which holds box-4.
    const design = standardBoxes([1, 0], [2, 0], [1, 1], [1, 2]);
    const ctx = ctxFor('bookcase');
    expect(canRemoveBox(design, 'box-1', ctx)?.rule).toBe('supports-boxes-above');
    expect(boxWithBoxesAbove(design, 'box-1')).toEqual(['box-1', 'box-3', 'box-4']);
    const fix = removalWithBoxesAbove(design, 'box-1', ctx);
    expect(fix?.aboveCount).toBe(2);
    expect(fix?.design.map((box) => box.id)).toEqual(['box-2']);
  });

  it('follows a wide box resting on two columns', () => {
    const design = designOf(['standard', 1, 0], ['standard', 2, 0], ['wide', 1, 1]);
    expect(boxWithBoxesAbove(design, 'box-2')).toEqual(['box-2', 'box-3']);
  });

  it('offers nothing when no box rests on it', () => {
    const design = designOf(['standard', 1, 0], ['standard', 2, 0]);
    expect(removalWithBoxesAbove(design, 'box-2', ctxFor('bookcase'))).toBeNull();
    expect(boxWithBoxesAbove(design, 'missing')).toEqual([]);
  });
});

describe('designTypeAllowingTop', () => {
  it('names the first design type that keeps the design and takes another row', () => {
    const stack = designOf(['standard', 1, 0], ['standard', 1, 1], ['standard', 1, 2]);
    const tv = ctxFor('tvStand');
    expect(canAddOnTop(stack, 'box-3', 'standard', tv).ok).toBe(false);
    const other = designTypeAllowingTop(stack, 'box-3', 'standard', tv);
    expect(other).toBe('bookcase');
    expect(canAddOnTop(stack, 'box-3', 'standard', ctxFor('bookcase')).ok).toBe(true);
  });

  it('offers nothing past the tallest design type', () => {
    const stack = designOf(
      ...Array.from({ length: 6 }, (_, level) => ['standard', 1, level] as const),
    );
    expect(designTypeAllowingTop(stack, 'box-6', 'standard', ctxFor('tallBookcase'))).toBeNull();
  });
});
