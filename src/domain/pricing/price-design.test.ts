import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  colorMultiplier,
  depthMultiplier,
  isColoredFinish,
  priceBreakdown,
  listPrice,
  sheetPrice,
  textureMultiplier,
} from './price-design.ts';
import type { PriceInput, PricedPanel } from './price-input.ts';

function standardBoxPanels(color = '#FFFFFF', texture?: string): PricedPanel[] {
  // 13 × 14 × 14 in: top and bottom 13 × 14, sides 14 × 14, back 13 × 14 — 938 sq in in all.
  return [
    { face: 'carcass', areaSqIn: 13 * 14, color, texture },
    { face: 'carcass', areaSqIn: 13 * 14, color, texture },
    { face: 'carcass', areaSqIn: 14 * 14, color, texture },
    { face: 'carcass', areaSqIn: 14 * 14, color, texture },
    { face: 'back', areaSqIn: 13 * 14, color, texture },
  ];
}

const emptyDesign: PriceInput = {
  depthIn: 14,
  verticalOffsetIn: 0,
  panels: [],
  singleDoors: 0,
  doubleDoors: 0,
  drawers: 0,
  cableOpenings: 0,
};

function withinPercent(actual: number, expected: number, percent: number): boolean {
  return Math.abs(actual - expected) <= (expected * percent) / 100;
}

describe('listPrice worked figures (docs/pricing.md)', () => {
  it('one white standard box (938 sq in, no doors) lists at about $362', () => {
    const price = listPrice({ ...emptyDesign, panels: standardBoxPanels() });
    expect(withinPercent(price, 362_00, 5)).toBe(true);
    expect(price).toBe(362_49);
  });

  it('twelve white standard boxes (the 3 × 4 bookcase) list at about $1,710', () => {
    const panels = Array.from({ length: 12 }, () => standardBoxPanels()).flat();
    const price = listPrice({ ...emptyDesign, panels });
    expect(withinPercent(price, 1_710_00, 5)).toBe(true);
  });
});

describe('priceBreakdown', () => {
  it('adds the fixed cost, doors, drawers, cable openings and offset in whole cents', () => {
    const breakdown = priceBreakdown({
      ...emptyDesign,
      verticalOffsetIn: 4,
      singleDoors: 2,
      doubleDoors: 1,
      drawers: 3,
      cableOpenings: 2,
    });
    expect(breakdown).toMatchObject({
      panelAreaSqIn: 0,
      materialCents: 0,
      fixedCents: 240_00,
      doorsCents: 2 * 12_00 + 15_00,
      drawersCents: 3 * 25_00,
      cableOpeningsCents: 2 * 10_00,
      verticalOffsetCents: 4 * 3_00,
      listCents: 240_00 + 39_00 + 75_00 + 20_00 + 12_00,
    });
  });

  it('reports area, sheets and sheet cost of the one box', () => {
    const breakdown = priceBreakdown({ ...emptyDesign, panels: standardBoxPanels() });
    expect(breakdown.panelAreaSqIn).toBe(938);
    expect(breakdown.sheets).toBeCloseTo((938 * 1.15) / 4608, 10);
    expect(breakdown.materialDollars).toBeCloseTo(((938 * 1.15) / 4608) * 91, 10);
    expect(breakdown.materialCents).toBe(122_49);
  });

  it('charges a fractional offset pro rata', () => {
    expect(priceBreakdown({ ...emptyDesign, verticalOffsetIn: 2.5 }).verticalOffsetCents).toBe(
      7_50,
    );
  });

  it('prices each panel at its own colour and texture', () => {
    const white = priceBreakdown({ ...emptyDesign, panels: standardBoxPanels() }).materialCents;
    const red = priceBreakdown({
      ...emptyDesign,
      panels: standardBoxPanels('#D73527'),
    }).materialCents;
    const walnut = priceBreakdown({
      ...emptyDesign,
      panels: standardBoxPanels('#FFFFFF', 'thermoWalnut'),
    }).materialCents;
    expect(red / white).toBeCloseTo((140 / 91) * 1.1, 3);
    expect(walnut / white).toBeCloseTo(1.2, 3);

    const mixed = priceBreakdown({
      ...emptyDesign,
      panels: [...standardBoxPanels(), ...standardBoxPanels('#D73527')],
    }).materialCents;
    expect(Math.abs(mixed - (white + red))).toBeLessThanOrEqual(1);
  });

  it('applies the shallow-depth multiplier to the material only', () => {
    const deep = priceBreakdown({ ...emptyDesign, depthIn: 15, panels: standardBoxPanels() });
    const shallow = priceBreakdown({ ...emptyDesign, depthIn: 11, panels: standardBoxPanels() });
    expect(shallow.materialCents / deep.materialCents).toBeCloseTo(1.25, 3);
    expect(shallow.fixedCents).toBe(deep.fixedCents);
  });

  it.each<[string, Partial<PriceInput>]>([
    ['fractional doors', { singleDoors: 1.5 }],
    ['negative double doors', { doubleDoors: -1 }],
    ['fractional drawers', { drawers: 0.5 }],
    ['negative cable openings', { cableOpenings: -2 }],
    ['negative offset', { verticalOffsetIn: -1 }],
    ['zero depth', { depthIn: 0 }],
    ['negative panel area', { panels: [{ face: 'carcass', areaSqIn: -5, color: 'white' }] }],
    ['NaN panel area', { panels: [{ face: 'front', areaSqIn: Number.NaN, color: 'white' }] }],
  ])('throws on %s: a bug in the caller', (_name, change) => {
    expect(() => listPrice({ ...emptyDesign, ...change })).toThrow(RangeError);
  });
});

describe('multipliers', () => {
  it.each([
    [11, 1.25],
    [12, 1.25],
    [12.99, 1.25],
    [13, 1],
    [14, 1],
    [15, 1],
    [18, 1],
    [6, 1.25],
  ])('depth %s in multiplies by %s', (depth, expected) => {
    expect(depthMultiplier(depth)).toBe(expected);
  });

  it.each([
    ['#D73527', true],
    ['#d73527', true],
    ['#1E40AF', true],
    ['#2B7E52', true],
    ['#E29013', true],
    ['red', true],
    ['Blue', true],
    ['green', true],
    [' YELLOW ', true],
    ['#FFFFFF', false],
    ['#1F2937', false],
    ['#2C2C2C', false],
    ['black', false],
    ['white', false],
    ['#D2B48C', false],
    ['#123456', false],
  ])('%s is coloured: %s', (color, colored) => {
    expect(isColoredFinish(color)).toBe(colored);
    expect(sheetPrice(color)).toBe(colored ? 140 : 91);
    expect(colorMultiplier(color)).toBe(colored ? 1.1 : 1);
  });

  it.each([
    ['thermoWalnut', 1.2],
    ['amberMaple', 1.15],
    ['coffeeOak', 1.2],
    ['walnutButcherblock', 1],
    ['birch', 1],
    ['plywood', 1],
    ['wood', 1],
    ['toString', 1],
    [undefined, 1],
  ])('texture %s multiplies by %s', (texture, expected) => {
    expect(textureMultiplier(texture)).toBe(expected);
  });
});

const colorArb = fc.constantFrom('#FFFFFF', '#1F2937', '#D73527', '#1E40AF', 'green', '#D2B48C');
const textureArb = fc.option(fc.constantFrom('thermoWalnut', 'amberMaple', 'coffeeOak', 'birch'), {
  nil: undefined,
});
const panelArb: fc.Arbitrary<PricedPanel> = fc.record({
  face: fc.constantFrom('carcass' as const, 'front' as const, 'back' as const),
  areaSqIn: fc.double({ min: 0, max: 5000, noNaN: true }),
  color: colorArb,
  texture: textureArb,
});
const inputArb: fc.Arbitrary<PriceInput> = fc.record({
  depthIn: fc.constantFrom(11, 12, 14, 15, 18),
  verticalOffsetIn: fc.double({ min: 0, max: 12, noNaN: true }),
  panels: fc.array(panelArb, { maxLength: 40 }),
  singleDoors: fc.nat(20),
  doubleDoors: fc.nat(20),
  drawers: fc.nat(20),
  cableOpenings: fc.nat(20),
});

describe('price properties', () => {
  it('is a whole number of cents, at least the fixed cost', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const price = listPrice(input);
        expect(Number.isSafeInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(240_00);
      }),
    );
  });

  it('never decreases when a panel, door, double door, drawer or opening is added', () => {
    fc.assert(
      fc.property(
        inputArb,
        panelArb,
        fc.constantFrom('singleDoors', 'doubleDoors', 'drawers', 'cableOpenings'),
        (input, panel, counter) => {
          const before = listPrice(input);
          expect(listPrice({ ...input, panels: [...input.panels, panel] })).toBeGreaterThanOrEqual(
            before,
          );
          expect(listPrice({ ...input, [counter]: input[counter] + 1 })).toBeGreaterThan(before);
        },
      ),
    );
  });

  it('does not depend on the order of the panels beyond a cent per panel', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const reversed = { ...input, panels: [...input.panels].reverse() };
        expect(Math.abs(listPrice(reversed) - listPrice(input))).toBeLessThanOrEqual(1);
      }),
    );
  });
});
