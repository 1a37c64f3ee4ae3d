import { describe, expect, it } from 'vitest';
import { designOf } from './fixtures.test-helpers.ts';
import { withModification } from './modification.ts';
import { DEFAULT_MODIFICATION } from './model.ts';
import type { BoxDesign, ModificationType } from './model.ts';
import { BOX_WEIGHTS_LB, boxComponentCounts, boxDesignWeightLb, NO_COMPONENTS } from './weight.ts';
import type { BoxComponentCounts } from './weight.ts';

function modified(
  design: BoxDesign,
  ...types: (ModificationType | [ModificationType, boolean])[]
): BoxDesign {
  return design.map((box, i) => {
    const entry = types[i] ?? 'open';
    const [type, cableOpening] = typeof entry === 'string' ? [entry, false] : entry;
    return withModification(box, { ...DEFAULT_MODIFICATION, type, cableOpening });
  });
}

describe('box weights in pounds (docs/rules/configurators.md)', () => {
  it.each([
    ['standardBox', 11.3],
    ['tallBox', 18.8],
    ['wideBox', 18],
    ['solidDoor', 3],
    ['tallSingleDoor', 6],
    ['glassDoor', 0],
    ['doubleDoor', 6],
    ['divider', 2.5],
    ['tallDivider', 5],
    ['wideDivider', 5],
  ] as const)('uses the spec weight for a %s: %s lb', (part, pounds) => {
    expect(BOX_WEIGHTS_LB[part]).toBe(pounds);
  });

  it.each<[string, number, Partial<BoxComponentCounts>]>([
    ['nothing', 0, {}],
    ['one standard box', 11.3, { standardBox: 1 }],
    ['one tall box', 18.8, { tallBox: 1 }],
    ['one wide box', 18, { wideBox: 1 }],
    ['a standard box with a door', 14.3, { standardBox: 1, singleDoor: 1 }],
    ['a tall box with a door', 24.8, { tallBox: 1, singleDoor: 1 }],
    ['doors split by the tall share', 39.1, { standardBox: 1, tallBox: 1, singleDoor: 2 }],
    ['a wide box with a double door', 24, { wideBox: 1, doubleDoor: 1 }],
    ['a standard box with a divider', 13.8, { standardBox: 1, singleDivider: 1 }],
    ['a wide box with a divider', 23, { wideBox: 1, singleDivider: 1 }],
    ['dividers split by the wide share', 64.4, { wideBox: 1, standardBox: 3, singleDivider: 4 }],
    ['a double divider', 23.8, { tallBox: 1, doubleDivider: 1 }],
    ['a drawer', 25, { wideBox: 1, drawer: 1 }],
    ['a total rounded to one decimal', 43.9, { standardBox: 2, wideBox: 1, singleDivider: 1 }],
  ])('%s weighs %s lb', (_name, weight, counts) => {
    expect(boxDesignWeightLb({ ...NO_COMPONENTS, ...counts })).toBe(weight);
  });

  it('counts boxes and parts', () => {
    const design = modified(
      designOf(
        ['standard', 1, 0],
        ['wide', 2, 0],
        ['double-stack', 4, 0],
        ['standard', 5, 0],
        ['wide', 6, 0],
        ['standard', 8, 0],
        ['standard', 9, 0],
      ),
      'door',
      'double-door',
      ['double-divider', true],
      'open-single-divider',
      'drawer',
      ['single-divider', true],
      'open',
    );
    expect(boxComponentCounts(design)).toEqual({
      standardBox: 4,
      tallBox: 1,
      wideBox: 2,
      singleDoor: 1,
      doubleDoor: 1,
      singleDivider: 2,
      doubleDivider: 1,
      drawer: 1,
      cableOpening: 2,
    });
  });
});
