import { describe, expect, it } from 'vitest';
import { storedBoxSchema } from '../items/model.ts';
import {
  GRID_COLUMNS,
  GRID_LEVELS,
  gridPositionProblems,
  MAX_BOX_X_IN,
  MAX_BOX_Y_IN,
} from './grid-bounds.ts';

const box = (position: Record<string, number>) => ({
  components: [
    { boxType: 'standard', position, hasDivider: false, modification: { type: 'open' } },
  ],
});

describe('the grid a box stands on', () => {
  it('reaches as far as the largest design: 60 wide boxes side by side, rows A to Z', () => {
    expect(GRID_COLUMNS).toBe(120);
    expect(GRID_LEVELS).toBe(26);
    expect(MAX_BOX_X_IN).toBe(119 * 13);
    expect(MAX_BOX_Y_IN).toBe(25 * 14);
  });

  it('takes whole steps within it, older releases’ rounding included', () => {
    for (const position of [
      { x: 0, y: 0 },
      { x: MAX_BOX_X_IN, y: MAX_BOX_Y_IN, z: 0 },
      { x: 12.995, y: 14.004, z: -0.005 },
    ] as Record<string, number>[]) {
      expect(gridPositionProblems(box(position), 1)).toEqual([]);
    }
  });

  it.each<[string, Record<string, number>, string]>([
    ['past the widest design', { x: MAX_BOX_X_IN + 13, y: 0 }, 'x'],
    ['at 2^60', { x: 2 ** 60, y: 0 }, 'x'],
    ['at 1e308', { x: 1e308, y: 0 }, 'x'],
    ['between columns', { x: 6.5, y: 0 }, 'x'],
    ['left of the design', { x: -13, y: 0 }, 'x'],
    ['above row Z', { x: 0, y: MAX_BOX_Y_IN + 14 }, 'y'],
    ['below the floor', { x: 0, y: -14 }, 'y'],
    ['off the wall', { x: 0, y: 0, z: 3 }, 'z'],
  ])('names a box %s at its position’s path', (_label, position, axis) => {
    expect(gridPositionProblems(box(position), 4)).toEqual([
      { path: ['components', 0, 'position', axis], message: expect.stringMatching(/^Box 4 /) },
    ]);
  });

  it('reads the bare component of older releases, and leaves what is no number to the reader', () => {
    expect(gridPositionProblems({ boxType: 'wide', position: { x: 2 ** 60, y: 0 } }, 1)).toEqual([
      { path: ['position', 'x'], message: expect.any(String) },
    ]);
    expect(gridPositionProblems({ components: [{ position: { x: '0', y: null } }] }, 1)).toEqual(
      [],
    );
    expect(gridPositionProblems('not a box', 1)).toEqual([]);
  });

  it('is held by the stored box schema, so a browser drops such a box too', () => {
    expect(storedBoxSchema.safeParse(box({ x: 13, y: 14 })).success).toBe(true);
    expect(storedBoxSchema.safeParse(box({ x: 13, y: 14 * 2 ** 50 })).success).toBe(false);
  });
});
