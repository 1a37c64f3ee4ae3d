import { describe, expect, it } from 'vitest';
import { listPrice } from '../pricing/price-design.ts';
import { setBoxColor, setBoxTexture } from './coloring.ts';
import { designOf } from './fixtures.test-helpers.ts';
import { defaultDesign } from './generate.ts';
import { DEFAULT_SCENE_STATE } from './model.ts';
import { modifySegment } from './modification.ts';
import { boxDesignBoards, boxDesignPriceInput } from './price-input.ts';

const scene = DEFAULT_SCENE_STATE;
const area = (panels: readonly { areaSqIn: number }[]): number =>
  panels.reduce((sum, panel) => sum + panel.areaSqIn, 0);

describe('boxDesignPriceInput (docs/pricing.md)', () => {
  it.each([
    ['standard', 938],
    ['wide', 1484],
    ['double-stack', 1512],
  ] as const)('a %s box has %s sq in of panels', (type, sqIn) => {
    const input = boxDesignPriceInput(designOf([type, 1, 0]), scene);
    expect(area(input.panels)).toBe(sqIn);
    expect(input).toMatchObject({
      depthIn: 14,
      verticalOffsetIn: 0,
      singleDoors: 0,
      doubleDoors: 0,
      drawers: 0,
      cableOpenings: 0,
    });
  });

  it('lists boards, back and fronts with their faces and finishes', () => {
    const input = boxDesignPriceInput(designOf(['standard', 1, 0]), scene);
    expect(input.panels).toEqual([
      { face: 'carcass', areaSqIn: 182, color: '#FFFFFF' },
      { face: 'carcass', areaSqIn: 182, color: '#FFFFFF' },
      { face: 'carcass', areaSqIn: 196, color: '#FFFFFF' },
      { face: 'carcass', areaSqIn: 196, color: '#FFFFFF' },
      { face: 'back', areaSqIn: 182, color: '#FFFFFF', texture: 'birch' },
    ]);
  });

  it('gives the worked figures of docs/pricing.md: $362.49 a box, $1,709.87 the default bookcase', () => {
    expect(listPrice(boxDesignPriceInput(designOf(['standard', 1, 0]), scene))).toBe(362_49);
    expect(listPrice(boxDesignPriceInput(defaultDesign('bookcase').boxes, scene))).toBe(1_709_87);
  });

  it('prices the default back panel as plain birch, not as a veneer nobody chose', () => {
    const design = designOf(['standard', 1, 0]);
    const withBack = listPrice(boxDesignPriceInput(design, scene));
    const chosenMaple = design.map((box) => ({
      ...box,
      components: box.components.map((component) => ({
        ...component,
        modification: { ...component.modification, backPanelTexture: 'amberMaple' as const },
      })),
    }));
    expect(listPrice(boxDesignPriceInput(chosenMaple, scene))).toBeGreaterThan(withBack);
  });

  it('leaves the back out when the scene or the box hides it', () => {
    const design = designOf(['standard', 1, 0]);
    expect(area(boxDesignPriceInput(design, { ...scene, showBackPanel: false }).panels)).toBe(756);
    const box = design[0]!;
    const component = box.components[0]!;
    const hidden = [
      {
        ...box,
        components: [
          { ...component, modification: { ...component.modification, showBackPanel: false } },
        ],
      },
    ];
    expect(area(boxDesignPriceInput(hidden, scene).panels)).toBe(756);
    expect(boxDesignPriceInput([], scene).depthIn).toBe(14);
  });

  it('adds door and drawer fronts, dividers and the counts', () => {
    let design = designOf(
      ['wide', 1, 0],
      ['standard', 3, 0],
      ['double-stack', 4, 0],
      ['wide', 5, 0],
    );
    for (const [boxId, type, cableOpening] of [
      ['box-1', 'double-door', false],
      ['box-2', 'door', true],
      ['box-3', 'double-divider', false],
      ['box-4', 'drawer', false],
    ] as const) {
      const result = modifySegment(design, boxId, { type, cableOpening }, 'sideboard');
      if (!result.ok) throw new Error(result.message);
      design = result.design;
    }
    const input = boxDesignPriceInput(design, scene);
    expect(input).toMatchObject({ singleDoors: 1, doubleDoors: 1, drawers: 1, cableOpenings: 1 });
    expect(input.panels.filter((p) => p.face === 'front').map((p) => p.areaSqIn)).toEqual([
      182, 182, 182, 364,
    ]);
    const shelves = 2 * 13 * 14;
    expect(area(input.panels)).toBe(1484 + 364 + 938 + 182 + 1512 + shelves + 1484 + 364);
    const upright = modifySegment(design, 'box-2', { type: 'single-divider' }, 'sideboard');
    if (!upright.ok) throw new Error(upright.message);
    expect(area(boxDesignPriceInput(upright.design, scene).panels) - area(input.panels)).toBe(
      196 - 182,
    );
  });

  it("prices each box's panels in its own finish", () => {
    const design = designOf(['standard', 1, 0], ['standard', 2, 0], ['standard', 3, 0]);
    const red = setBoxColor(design, 'box-1', '#D73527');
    if (!red.ok) throw new Error(red.message);
    const oak = setBoxTexture(red.design, 'box-2', 'coffeeOak');
    if (!oak.ok) throw new Error(oak.message);
    const panels = boxDesignPriceInput(oak.design, { ...scene, selectedTexture: 'birch' }).panels;
    expect(panels[0]).toEqual({ face: 'carcass', areaSqIn: 182, color: '#D73527' });
    expect(panels[5]).toEqual({
      face: 'carcass',
      areaSqIn: 182,
      color: '#FFFFFF',
      texture: 'coffeeOak',
    });
    expect(panels[10]).toEqual({
      face: 'carcass',
      areaSqIn: 182,
      color: '#FFFFFF',
      texture: 'birch',
    });
  });

  it.each([
    ['one standard box (938 sq in, white, no doors)', designOf(['standard', 1, 0]), 362_00],
    ['the default 3 × 4 standard bookcase', defaultDesign('bookcase').boxes, 1710_00],
  ])('%s lists within 5 %% of the worked figure', (_name, design, expectedCents) => {
    const listCents = listPrice(boxDesignPriceInput(design, scene));
    expect(Math.abs(listCents - expectedCents) / expectedCents).toBeLessThan(0.05);
  });
});

describe('boxDesignBoards', () => {
  it('names every board of a box, with its cut size in the length the grain runs', () => {
    const boards = boxDesignBoards(designOf(['standard', 1, 0]), scene);
    expect(boards.map(({ part, lengthIn, widthIn }) => [part, lengthIn, widthIn])).toEqual([
      ['top', 13, 14],
      ['bottom', 13, 14],
      ['side', 14, 14],
      ['side', 14, 14],
      ['back', 14, 13],
    ]);
    expect(boards.every((board) => board.thicknessIn === 0.5)).toBe(true);
    expect(boards[0]).toMatchObject({ face: 'carcass', surface: 'laminate', color: '#FFFFFF' });
    expect(boards[4]).toMatchObject({ face: 'back', surface: 'veneer', texture: 'birch' });
  });

  it('cuts a pair of doors as two leaves: side by side, or stacked in a wall unit', () => {
    const leaves = (designType: 'sideboard' | 'wallStorage', type: 'wide' | 'double-stack') => {
      const result = modifySegment(
        designOf([type, 1, 0]),
        'box-1',
        { type: 'double-door' },
        designType,
      );
      if (!result.ok) throw new Error(result.message);
      return boxDesignBoards(result.design, scene)
        .filter((board) => board.part === 'door-leaf')
        .map(({ lengthIn, widthIn }) => [lengthIn, widthIn]);
    };
    expect(leaves('sideboard', 'wide')).toEqual([
      [14, 13],
      [14, 13],
    ]);
    expect(leaves('wallStorage', 'double-stack')).toEqual([
      [14, 13],
      [14, 13],
    ]);
  });

  it('stands a divider upright in a low box and lays it flat as a shelf in a tall one', () => {
    const inside = (type: 'standard' | 'double-stack') => {
      const result = modifySegment(
        designOf([type, 1, 0]),
        'box-1',
        { type: 'double-divider' },
        'bookcase',
      );
      if (!result.ok) throw new Error(result.message);
      return boxDesignBoards(result.design, scene)
        .filter((board) => board.part === 'divider' || board.part === 'shelf')
        .map(({ part, lengthIn, widthIn }) => [part, lengthIn, widthIn]);
    };
    expect(inside('standard')).toEqual([['divider', 14, 14]]);
    expect(inside('double-stack')).toEqual([
      ['shelf', 13, 14],
      ['shelf', 13, 14],
    ]);
  });
});
