import { describe, expect, it } from 'vitest';
import {
  FLOOR_GAP_IN,
  METRES_PER_INCH,
  PANEL_THICKNESS_IN,
  WALL_GAP_IN,
  boxCenterMetres,
  cellOfBox,
  createBox,
  designBoundsIn,
  designCenterIn,
  gridPosition,
  inchesToMetres,
  modificationPartIds,
  nextBoxSerial,
  nextStackSerial,
  parseGridPosition,
} from './geometry.ts';
import { designOf } from './fixtures.test-helpers.ts';
import { BOX_PRESETS, DEFAULT_MODIFICATION, boxTypeOf } from './model.ts';
import type { BoxType, ModificationType } from './model.ts';

describe('constants (docs/rules/configurators.md)', () => {
  it('uses 0.0254 m per inch, 12.7 mm panels and 0.25 in gaps', () => {
    expect(METRES_PER_INCH).toBe(0.0254);
    expect(PANEL_THICKNESS_IN).toBeCloseTo(0.5, 12);
    expect(FLOOR_GAP_IN).toBe(0.25);
    expect(WALL_GAP_IN).toBe(0.25);
    expect(inchesToMetres(100)).toBeCloseTo(2.54, 12);
  });

  it.each<[BoxType, string, number, number, number]>([
    ['standard', 'Standard Box', 13, 14, 14],
    ['wide', 'Wide Box', 26, 14, 14],
    ['double-stack', 'Double Stack', 13, 28, 14],
  ])('%s preset is %s %s×%s×%s in', (type, label, widthIn, heightIn, depthIn) => {
    expect(BOX_PRESETS[type]).toMatchObject({ label, widthIn, heightIn, depthIn });
  });
});

describe('grid positions (docs/rules/configurators.md)', () => {
  it.each([
    [1, 0, 'A1'],
    [3, 1, 'B3'],
    [12, 5, 'F12'],
  ])('column %s, level %s is %s', (column, level, position) => {
    expect(gridPosition({ column, level })).toBe(position);
    expect(parseGridPosition(position)).toEqual({ column, level });
  });

  it.each(['', 'a1', 'A0', '1A', 'AA1', 'A01'])('rejects %j', (text) => {
    expect(parseGridPosition(text)).toBeNull();
  });

  it('treats impossible cells as bugs', () => {
    expect(() => gridPosition({ column: 0, level: 0 })).toThrow();
    expect(() => gridPosition({ column: 1, level: 26 })).toThrow();
  });

  it('names a wide or double-stack box by its lower-left cell', () => {
    const [wide, tall] = designOf(['wide', 2, 0], ['double-stack', 4, 1]);
    expect(wide?.gridPosition).toBe('A2');
    expect(tall?.gridPosition).toBe('B4');
    expect(tall && cellOfBox(tall)).toEqual({ column: 4, level: 1 });
  });
});

describe('createBox', () => {
  it('builds a box with its component ids', () => {
    const box = createBox('wide', { column: 3, level: 2 }, { id: 'box-7', stackId: 'stack-2' });
    expect(box).toEqual({
      id: 'box-7',
      position: { x: 26, y: 28, z: 0 },
      stackId: 'stack-2',
      verticalLevel: 2,
      gridPosition: 'C3',
      uniqueId: 'box-7-wide-C3',
      components: [
        {
          position: { x: 26, y: 28, z: 0 },
          dimensions: { widthIn: 26, heightIn: 14, depthIn: 14 },
          hasDivider: false,
          boxType: 'wide',
          gridPosition: 'C3',
          uniqueId: 'box-7-wide-C3/0',
          componentIds: {
            horizontalPanels: { top: 'box-7/HPANEL/top', bottom: 'box-7/HPANEL/bottom' },
            verticalPanels: { left: 'box-7/VPANEL/left', right: 'box-7/VPANEL/right' },
            backPanel: 'box-7/BPANEL/back',
            modifications: [],
          },
          modification: DEFAULT_MODIFICATION,
        },
      ],
    });
    expect(boxTypeOf(box)).toBe('wide');
  });

  it('defaults to an open box with a birch back panel', () => {
    expect(DEFAULT_MODIFICATION).toEqual({
      type: 'open',
      orientation: 'vertical',
      isOpen: false,
      showBackPanel: true,
      backPanelTexture: 'birch',
    });
  });

  it.each<[ModificationType, string[]]>([
    ['open', []],
    ['open-single-divider', ['b/DIV/1']],
    ['single-divider', ['b/DIV/1']],
    ['double-divider', ['b/DIV/1', 'b/DIV/2']],
    ['door', ['b/DOOR/1']],
    ['double-door', ['b/DOOR/1', 'b/DOOR/2']],
    ['drawer', ['b/DRAWER/1']],
  ])('%s adds parts %j', (type, ids) => {
    expect(modificationPartIds('b', { ...DEFAULT_MODIFICATION, type })).toEqual(ids);
  });

  it('treats a box without a component as a bug', () => {
    const box = {
      ...createBox('standard', { column: 1, level: 0 }, { id: 'x', stackId: 's' }),
      components: [],
    };
    expect(() => boxTypeOf(box)).toThrow(/component/);
    expect(() => boxCenterMetres(box, 13)).toThrow(/component/);
  });
});

describe('serials', () => {
  it('continues after the highest id and ignores foreign ids', () => {
    const design = designOf(['standard', 1, 0], ['standard', 2, 0]);
    const foreign = { ...design[0]!, id: 'legacy', stackId: 'old' };
    expect(nextBoxSerial([])).toBe(1);
    expect(nextBoxSerial([design[1]!, foreign])).toBe(3);
    expect(nextStackSerial([design[1]!, foreign])).toBe(3);
    expect(nextBoxSerial([{ ...foreign, id: 'box-x' }])).toBe(1);
  });
});

describe('scene placement', () => {
  it('measures the design and centres each box in metres', () => {
    const design = designOf(['wide', 1, 0], ['double-stack', 3, 0]);
    expect(designBoundsIn(design)).toEqual({ widthIn: 39, heightIn: 28, depthIn: 14 });
    expect(designBoundsIn([])).toEqual({ widthIn: 0, heightIn: 0, depthIn: 0 });
    expect(designCenterIn(design)).toEqual({ x: 19.5, y: 14, z: 7 });
    const center = boxCenterMetres(design[1]!, 39);
    expect(center.x).toBeCloseTo((32.5 - 19.5) * 0.0254, 12);
    expect(center.y).toBeCloseTo((14 + 0.25) * 0.0254, 12);
    expect(center.z).toBeCloseTo((7 + 0.25) * 0.0254, 12);
  });
});
