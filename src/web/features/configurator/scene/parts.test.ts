import { describe, expect, it } from 'vitest';
import { defaultDesign } from '../../../../domain/box/generate.ts';
import { DEFAULT_SCENE_STATE } from '../../../../domain/box/model.ts';
import type { BoxDesign } from '../../../../domain/box/model.ts';
import { modifySegment } from '../../../../domain/box/modification.ts';
import { THICKNESS_M, sceneParts } from './parts.ts';

function modified(design: BoxDesign, boxId: string, type: Parameters<typeof modifySegment>[2]) {
  const result = modifySegment(design, boxId, type, 'wallStorage');
  if (!result.ok) throw new Error(result.message);
  return result.design;
}

describe('scene parts', () => {
  const bookcase = defaultDesign('bookcase').boxes;

  it('draws every box from four carcass boards and a back panel at 12.7 mm', () => {
    const parts = sceneParts(bookcase, DEFAULT_SCENE_STATE);
    expect(THICKNESS_M).toBeCloseTo(0.0127, 6);
    expect(parts.panels.filter((p) => p.kind === 'carcass')).toHaveLength(12 * 4);
    expect(parts.panels.filter((p) => p.kind === 'back')).toHaveLength(12);
    expect(parts.size[0]).toBeCloseTo(39 * 0.0254, 6);
    // Centred left to right.
    const xs = parts.boxes.map((b) => b.center[0]);
    expect(Math.min(...xs) + Math.max(...xs)).toBeCloseTo(0, 6);
    const hidden = sceneParts(bookcase, { ...DEFAULT_SCENE_STATE, showBackPanel: false });
    expect(hidden.panels.filter((p) => p.kind === 'back')).toHaveLength(0);
  });

  it('adds fronts, dividers and cable openings as the modification says', () => {
    const wall = defaultDesign('wallStorage').boxes;
    const wide = wall.find((b) => b.components[0]?.boxType === 'wide')!;
    let design = modified(wall, wide.id, { type: 'double-door' });
    const parts = sceneParts(design, DEFAULT_SCENE_STATE);
    const doors = parts.fronts.filter((f) => f.boxId === wide.id);
    expect(doors.map((d) => d.hingeSide)).toEqual([-1, 1]);

    design = modified(wall, wide.id, { type: 'drawer', cableOpening: true });
    const drawer = sceneParts(design, DEFAULT_SCENE_STATE);
    expect(drawer.fronts.filter((f) => f.boxId === wide.id).map((f) => f.kind)).toEqual(['drawer']);
    expect(drawer.cableOpenings.map((c) => c.boxId)).toEqual([wide.id]);

    design = modified(wall, wide.id, { type: 'single-divider' });
    const dividers = sceneParts(design, DEFAULT_SCENE_STATE).panels.filter(
      (p) => p.kind === 'divider' && p.boxId === wide.id,
    );
    expect(dividers).toHaveLength(1);
    // An upright divider: thin across x.
    expect(dividers[0]!.size[0]).toBeCloseTo(THICKNESS_M, 6);
  });

  it('gives each board its effective finish', () => {
    const parts = sceneParts(bookcase, {
      ...DEFAULT_SCENE_STATE,
      selectedColor: '#D73527',
      selectedTexture: null,
    });
    const carcass = parts.panels.filter((p) => p.kind === 'carcass');
    expect(new Set(carcass.map((p) => p.finish.color))).toEqual(new Set(['#D73527']));
    expect(parts.panels.find((p) => p.kind === 'back')?.finish.texture).toBe('birch');
  });
});
