import { describe, expect, it } from 'vitest';
import { createBox } from '../box/geometry.ts';
import { DEFAULT_MODIFICATION } from '../box/model.ts';
import {
  backPanelLabel,
  boxBackPanelFinishes,
  colorName,
  featureRows,
  boxDesignFinishName,
  finishName,
  formatWeight,
  inchSummary,
  itemWeightText,
  textureName,
} from './display.ts';
import { SIDEBOARD_INCH_DETAILS } from './fixtures.test-helpers.ts';

describe('colorName (docs/rules/saved-items.md)', () => {
  it.each([
    ['#D73527', 'Red'],
    ['#1E40AF', 'Blue'],
    ['#2B7E52', 'Green'],
    ['#E29013', 'Yellow'],
    ['#FFFFFF', 'White'],
    ['#1F2937', 'Black'],
    ['#2C2C2C', 'Black'],
    ['#d73527', 'Red'],
    ['#ffffff', 'White'],
    ['#D2B48C', 'Birch'],
    ['#123456', '#123456'],
    ['constructor', 'constructor'],
  ])('%s is %s', (color, name) => {
    expect(colorName(color)).toBe(name);
  });
});

describe('textureName', () => {
  it.each([
    ['amberMaple', 'Maple'],
    ['coffeeOak', 'Oak'],
    ['thermoWalnut', 'Walnut'],
    ['walnutButcherblock', 'Walnut Butcherblock'],
    ['birch', 'Birch'],
    ['plywood', 'Plywood'],
    ['wood', 'Wood'],
    ['smoked_oak-2', 'Smoked Oak 2'],
  ])('%s shows as %s', (texture, name) => {
    expect(textureName(texture)).toBe(name);
  });

  it('names a finish by its texture, else its colour', () => {
    expect(finishName('#FFFFFF', 'coffeeOak')).toBe('Oak');
    expect(finishName('#FFFFFF', '')).toBe('White');
    expect(finishName('#1E40AF')).toBe('Blue');
  });
});

describe('boxDesignFinishName', () => {
  it('names the design finish alone when no box has its own', () => {
    expect(boxDesignFinishName('#FFFFFF', null, [{ components: [] }])).toBe('White');
    expect(boxDesignFinishName('#FFFFFF', 'coffeeOak', [])).toBe('Oak');
  });

  it('names the finishes boxes carry of their own, with how many wear each', () => {
    expect(
      boxDesignFinishName('#FFFFFF', null, [
        { components: [], selectedTexture: 'thermoWalnut' },
        { components: [], selectedColor: '#D73527' },
        { components: [], selectedColor: '#d73527' },
        { components: [] },
      ]),
    ).toBe('White, Walnut on 1 box, Red on 2 boxes');
  });

  it('does not name a box finish that reads the same as the design', () => {
    expect(
      boxDesignFinishName('#1F2937', null, [{ components: [], selectedColor: '#1F2937' }]),
    ).toBe('Black');
  });
});

describe('backPanelLabel', () => {
  it.each<[(string | null | undefined)[], string]>([
    [[], 'Birch'],
    [[undefined, null, ''], 'Birch'],
    [['#D2B48C'], 'Birch'],
    [['#FFFFFF', '#ffffff'], 'White'],
    [['birch'], 'Birch'],
    [['amberMaple', 'amberMaple'], 'Maple'],
    [['amberMaple', 'coffeeOak'], 'Mixed'],
    [['#FFFFFF', '#1F2937'], 'Mixed'],
    [['#1F2937', '#2C2C2C'], 'Black'],
  ])('%j reads %s', (finishes, label) => {
    expect(backPanelLabel(finishes)).toBe(label);
  });

  it('reads the shown back panels of a box design', () => {
    const design = [
      createBox('standard', { column: 1, level: 0 }, { id: 'a', stackId: 's' }),
      createBox(
        'standard',
        { column: 2, level: 0 },
        { id: 'b', stackId: 't' },
        { ...DEFAULT_MODIFICATION, backPanelTexture: 'coffeeOak' },
      ),
      createBox(
        'standard',
        { column: 3, level: 0 },
        { id: 'c', stackId: 'u' },
        { ...DEFAULT_MODIFICATION, showBackPanel: false, backPanelTexture: 'thermoWalnut' },
      ),
    ];
    expect(boxBackPanelFinishes(design)).toEqual(['birch', 'coffeeOak']);
    expect(backPanelLabel(boxBackPanelFinishes(design))).toBe('Mixed');
  });
});

describe('formatWeight', () => {
  it.each<[number | null | undefined, string]>([
    [12.3, '12.3 lb'],
    [12, '12.0 lb'],
    [12.25, '12.3 lb'],
    [0.04, '0.0 lb'],
    [0, 'N/A'],
    [-3, 'N/A'],
    [Number.NaN, 'N/A'],
    [undefined, 'N/A'],
    [null, 'N/A'],
  ])('%s shows as %s', (weight, text) => {
    expect(formatWeight(weight)).toBe(text);
  });

  it('weighs inch items by their inch weight', () => {
    expect(
      itemWeightText({ configurationType: 'inch', inchTotalWeight: 106.6, totalWeight: 1 }),
    ).toBe('106.6 lb');
    expect(itemWeightText({ totalWeight: 40.2 })).toBe('40.2 lb');
    expect(itemWeightText({})).toBe('N/A');
  });
});

describe('featureRows', () => {
  it('shows the box counts an item has, and hides the zeros', () => {
    expect(
      featureRows({ standardBox: 3, wideBox: 0, singleDoor: 2, drawer: 1, totalWeight: 40 }),
    ).toEqual([
      { label: 'Standard boxes', count: 3 },
      { label: 'Single doors', count: 2 },
      { label: 'Drawers', count: 1 },
    ]);
  });

  it('hides zero counts of inch items and shows single dividers as drawers', () => {
    expect(
      featureRows({
        configurationType: 'inch',
        inchSingleDoor: 0,
        inchDoubleDoor: 1,
        inchSingleDivider: 2,
        inchDoubleDivider: 0,
        inchCableOpening: 0,
      }),
    ).toEqual([
      { label: 'Double doors', count: 1 },
      { label: 'Drawers', count: 2 },
    ]);
  });
});

describe('inchSummary', () => {
  const details = SIDEBOARD_INCH_DETAILS;

  it('describes dimensions, style, back panel and finish', () => {
    expect(inchSummary(details)).toEqual({
      dimensions: '48" W × 32.25" H × 15" D',
      style: 'Modern',
      segmentStyle: 'Narrow segments',
      backPanel: 'Birch',
      finish: 'Blue',
    });
    // A veneer is named with the colour of the fronts, which the price counts too.
    expect(inchSummary(details, { texture: 'thermoWalnut' }).finish).toBe(
      'Walnut with blue fronts',
    );
  });

  it.each([
    [{ inchBackPanel: 'off' }, 'None'],
    [{ inchShowBackPanel: false }, 'None'],
    [{ inchBackPanel: 'solid-color', inchBackPanelColor: '#1F2937' }, 'Black'],
    [{ inchBackPanel: 'solid-color', inchBackPanelColor: undefined }, 'Blue'],
    [{ inchBackPanel: 'birch', inchBackPanelColor: undefined }, 'Birch'],
  ])('shows back panel %j as %s', (change, label) => {
    expect(inchSummary({ ...details, ...change }).backPanel).toBe(label);
  });

  it('falls back to the shell height for the row count, else a question mark', () => {
    const withoutHeight = { ...details, inchHeight: undefined };
    expect(inchSummary(withoutHeight, { rows: 2 }).dimensions).toBe('48" W × 33" H × 15" D');
    expect(inchSummary(withoutHeight).dimensions).toBe('48" W × ? H × 15" D');
  });

  it('leaves out what it does not know', () => {
    const summary = inchSummary({ configurationType: 'inch' });
    expect(summary).toMatchObject({ style: '', segmentStyle: '', finish: 'White' });
  });
});
