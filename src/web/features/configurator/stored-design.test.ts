import { describe, expect, it } from 'vitest';
import { defaultDesign } from '../../../domain/box/generate.ts';
import { DEFAULT_INCH_CONFIG } from '../../../domain/inch/model.ts';
import { wishlistItemSchema } from '../../../domain/items/model.ts';
import { loadableDesign } from './stored-design.ts';

describe('designs from stored items', () => {
  it('loads a design the same as the domain made it, through JSON', () => {
    const tall = defaultDesign('tallBookcase').boxes;
    const loaded = loadableDesign({
      designType: 'tallBookcase',
      configurations: JSON.parse(JSON.stringify(tall)),
      selectedColor: '#2B7E52',
    });
    expect(loaded).toEqual({
      ok: true,
      value: {
        configurations: tall,
        designType: 'tallBookcase',
        showBackPanel: true,
        backPanelDoubleSided: false,
        selectedColor: '#2B7E52',
        selectedTexture: null,
      },
    });
  });

  it('says why an older item cannot be loaded instead of guessing', () => {
    const item = wishlistItemSchema.parse({
      id: 'old',
      name: 'Old design',
      price: 500,
      designType: 'bookcase',
      configurations: [
        { boxType: 'wide', position: { x: 0, y: 0 }, modification: { type: 'mystery' } },
      ],
    });
    expect(loadableDesign(item)).toEqual({
      ok: false,
      error: {
        field: 'configurations.0',
        message: 'Box 1 has a front the shop does not make.',
      },
    });
  });

  it('sends an inch design to the inch configurator', () => {
    const loaded = loadableDesign({
      designType: 'inch-sideboard',
      inchConfig: DEFAULT_INCH_CONFIG,
    });
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.error.message).toMatch(/inch configurator/);
  });
});
