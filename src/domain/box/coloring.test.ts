import { describe, expect, it } from 'vitest';
import {
  effectiveFinish,
  setBoxColor,
  setBoxTexture,
  setGlobalColor,
  setGlobalTexture,
} from './coloring.ts';
import { designOf } from './fixtures.test-helpers.ts';
import { HPL_COLORS, TEXTURES, isTexture } from './finish.ts';
import { DEFAULT_SCENE_STATE } from './model.ts';
import type { BoxDesign } from './model.ts';

function overridden(): BoxDesign {
  const [a, b, c] = designOf(['standard', 1, 0], ['standard', 2, 0], ['standard', 3, 0]);
  return [{ ...a!, selectedColor: '#D73527' }, { ...b!, selectedTexture: 'coffeeOak' }, c!];
}

const scene = { ...DEFAULT_SCENE_STATE, selectedTexture: 'birch' as const };

describe('finishes', () => {
  it('offers the HPL palette and the textures', () => {
    expect(HPL_COLORS.map((c) => `${c.name} ${c.hex}`)).toEqual([
      'Red #D73527',
      'Blue #1E40AF',
      'Green #2B7E52',
      'Yellow #E29013',
      'White #FFFFFF',
      'Black #1F2937',
    ]);
    expect(TEXTURES.join(' ')).toBe(
      'wood plywood amberMaple coffeeOak thermoWalnut walnutButcherblock birch',
    );
    expect(isTexture('birch')).toBe(true);
    expect(isTexture('oak')).toBe(false);
    expect(DEFAULT_SCENE_STATE).toMatchObject({ selectedColor: '#FFFFFF', showBackPanel: true });
  });
});

describe('colour and texture (docs/rules/configurators.md)', () => {
  it('a global colour clears the texture and every per-box colour and texture', () => {
    const result = setGlobalColor(overridden(), scene, '#1E40AF');
    expect(result.scene).toMatchObject({ selectedColor: '#1E40AF', selectedTexture: null });
    for (const box of result.design) {
      expect(box.selectedColor).toBeUndefined();
      expect(box.selectedTexture).toBeUndefined();
      expect('selectedColor' in box || 'selectedTexture' in box).toBe(false);
    }
  });

  it('a texture clears per-box overrides and keeps the colour', () => {
    const result = setGlobalTexture(
      overridden(),
      { ...scene, selectedColor: '#1F2937' },
      'thermoWalnut',
    );
    expect(result.scene).toMatchObject({
      selectedColor: '#1F2937',
      selectedTexture: 'thermoWalnut',
    });
    expect(result.design.some((box) => box.selectedColor ?? box.selectedTexture)).toBe(false);
  });

  it("a per-box colour clears that box's texture and a per-box texture its colour", () => {
    const coloured = setBoxColor(overridden(), 'box-2', '#2B7E52');
    if (!coloured.ok) throw new Error('expected the box');
    expect(coloured.design[1]).toMatchObject({ selectedColor: '#2B7E52' });
    expect(coloured.design[1]!.selectedTexture).toBeUndefined();
    expect(coloured.design[0]!.selectedColor).toBe('#D73527');
    const textured = setBoxTexture(coloured.design, 'box-1', 'walnutButcherblock');
    if (!textured.ok) throw new Error('expected the box');
    expect(textured.design[0]!.selectedTexture).toBe('walnutButcherblock');
    expect(textured.design[0]!.selectedColor).toBeUndefined();
  });

  it('refuses an unknown box', () => {
    expect(setBoxColor([], 'box-1', '#FFFFFF')).toEqual({
      ok: false,
      rule: 'source-exists',
      message: 'Source box not found',
    });
    expect(setBoxTexture([], 'box-1', 'birch')).toMatchObject({ ok: false });
  });

  it('works out the finish each box shows', () => {
    const [red, oak, plain] = overridden();
    expect(effectiveFinish(red!, scene)).toEqual({ color: '#D73527', texture: null });
    expect(effectiveFinish(oak!, scene)).toEqual({ color: '#FFFFFF', texture: 'coffeeOak' });
    expect(effectiveFinish(plain!, scene)).toEqual({ color: '#FFFFFF', texture: 'birch' });
    expect(effectiveFinish({ ...oak!, selectedColor: '#E29013' }, scene)).toEqual({
      color: '#E29013',
      texture: 'coffeeOak',
    });
  });
});
