import { describe, expect, it } from 'vitest';
import { defaultDesign } from '../../../domain/box/generate.ts';
import { validateDesign } from '../../../domain/box/placement.ts';
import { BUILT_IN_RULES } from '../../../domain/box/rule-config.ts';
import { wishlistItemSchema } from '../../../domain/items/model.ts';
import { designFromStored, loadableDesign } from './stored-design.ts';

describe('designs from stored items', () => {
  it('rebuilds a design the same as the domain made it, through JSON', () => {
    const tall = defaultDesign('tallBookcase').boxes;
    const stored = JSON.parse(JSON.stringify(tall));
    const rebuilt = designFromStored(stored);
    expect(rebuilt.map((b) => [b.gridPosition, b.components[0]?.boxType])).toEqual(
      tall.map((b) => [b.gridPosition, b.components[0]?.boxType]),
    );
    expect(validateDesign(rebuilt, { designType: 'tallBookcase', rules: BUILT_IN_RULES })).toEqual(
      [],
    );
    // Boxes standing on one another share a stack.
    expect(new Set(rebuilt.map((b) => b.stackId)).size).toBe(2);
  });

  it('reads an older bare-component item with unknown values safely', () => {
    const item = wishlistItemSchema.parse({
      id: 'old',
      name: 'Old design',
      price: 500,
      designType: 'nightStand',
      selectedTexture: 'ebony',
      configurations: [
        { boxType: 'wide', position: { x: 0, y: 0 }, modification: { type: 'mystery' } },
      ],
    });
    const design = loadableDesign(item);
    expect(design.designType).toBe('bookcase');
    expect(design.selectedTexture).toBeNull();
    expect(design.configurations[0]?.components[0]?.modification.type).toBe('open');
    expect(design.configurations[0]?.gridPosition).toBe('A1');
  });
});
