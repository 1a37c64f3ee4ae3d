import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDesign, generateDesign } from '../box/generate.ts';
import { DESIGN_TYPES } from '../box/model.ts';
import type { BoxConfiguration, BoxDesign } from '../box/model.ts';
import { modifySegment, setAllDoorsOpen } from '../box/modification.ts';
import { setBoxColor, setBoxTexture } from '../box/coloring.ts';
import { BUILT_IN_RULES, ruleById } from '../box/rule-config.ts';
import { DEFAULT_INCH_CONFIG } from '../inch/model.ts';
import type { InchConfig } from '../inch/model.ts';
import {
  designDetails,
  designDimensionsText,
  designFinishText,
  designMaterialsText,
  designWeightLb,
} from './facts.ts';
import { CONFIGURATOR_PATH, designKindOf, inchDesignTypeFor, isInchDesignType } from './model.ts';
import type { Design } from './model.ts';
import { cellDesign, inchDesign } from './fixtures.test-helpers.ts';
import { parseDesign, storedDesignOf } from './parse.ts';
import type { StoredDesign } from './parse.ts';
import { designListPrice, priceDesign, savedItemPlace } from './price.ts';
import { designViolations, EMPTY_DESIGN_MESSAGE, isEmptyDesign } from './validate.ts';

/** What a browser keeps: JSON, so through a round of stringify and parse. */
function stored(design: Design): StoredDesign {
  return JSON.parse(JSON.stringify(storedDesignOf(design))) as StoredDesign;
}

function parsed(fields: StoredDesign): Design {
  const result = parseDesign(fields);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
}

/** A cell design of one box, as a browser might have stored it. */
function oneBox(designType: string, component: Record<string, unknown>): StoredDesign {
  return { designType, configurations: [{ components: [component] }] };
}

function refusal(fields: StoredDesign) {
  const result = parseDesign(fields);
  expect(result.ok).toBe(false);
  return result.ok ? null : result.error;
}

describe('parseDesign', () => {
  it.each(DESIGN_TYPES)('reads back the default %s as stored', (designType) => {
    const design = cellDesign(designType);
    expect(parsed(stored(design))).toEqual(design);
  });

  it('reads back doors, dividers, per-box finishes and a hidden back', () => {
    let boxes: BoxDesign = defaultDesign('wallStorage').boxes;
    const [first, second, third] = boxes as [BoxConfiguration, BoxConfiguration, BoxConfiguration];
    const door = modifySegment(boxes, first.id, { type: 'double-door' }, 'wallStorage');
    if (door.ok) boxes = door.design;
    const cable = modifySegment(
      boxes,
      second.id,
      { type: 'door', cableOpening: true },
      'wallStorage',
    );
    if (cable.ok) boxes = cable.design;
    const red = setBoxColor(boxes, second.id, '#D73527');
    if (red.ok) boxes = red.design;
    const walnut = setBoxTexture(boxes, third.id, 'thermoWalnut');
    if (walnut.ok) boxes = walnut.design;
    const design = cellDesign('wallStorage', boxes, {
      showBackPanel: false,
      selectedColor: '#1E40AF',
      selectedTexture: 'coffeeOak',
    });
    expect(parsed(stored(design))).toEqual(design);
  });

  it('leaves out doors drawn open: a view of the design, not part of it', () => {
    const design = cellDesign('sideboard');
    const open = { ...design, boxes: setAllDoorsOpen(design.boxes, true) };
    expect(parsed(stored(open))).toEqual(design);
  });

  it('makes each box again from its type and cell, whatever ids it was stored with', () => {
    const boxes = defaultDesign('bookcase').boxes.map((box, i) => ({ ...box, id: `old-${9 - i}` }));
    const design = parsed(stored(cellDesign('bookcase', boxes)));
    expect(design).toEqual(cellDesign('bookcase'));
  });

  it('reads an older item whose boxes are bare components', () => {
    const design = parsed({
      designType: 'bookcase',
      configurations: [
        { boxType: 'standard', position: { x: 0, y: 0, z: 0 }, modification: { type: 'door' } },
        { boxType: 'standard', position: { x: 0, y: 14 }, hasDivider: false },
      ],
      showBackPanel: true,
      selectedColor: '#1F2937',
    });
    expect(design.kind).toBe('cell');
    expect(design.kind === 'cell' && design.boxes.map((box) => box.gridPosition)).toEqual([
      'A1',
      'B1',
    ]);
    expect(design.kind === 'cell' && design.boxes[1]?.stackId).toBe(
      design.kind === 'cell' ? design.boxes[0]?.stackId : null,
    );
  });

  it('reads an inch design, in the spec field names of older data too', () => {
    const design = inchDesign({ widthIn: 60, rows: 3, rowHeights: [9, 12, 15] });
    expect(parsed(stored(design))).toEqual(design);
    const legacy: Record<string, unknown> = { ...design.config, width: 60, height: 3, depth: 15 };
    delete legacy['widthIn'];
    delete legacy['rows'];
    delete legacy['depthIn'];
    expect(parsed({ designType: 'inch-sideboard', inchConfig: legacy })).toEqual(design);
  });

  it('reads an inch design stored without row heights as rows of the standard height', () => {
    const config: Record<string, unknown> = { ...DEFAULT_INCH_CONFIG, rows: 3 };
    delete config['rowHeights'];
    expect(parsed({ designType: 'inch-sideboard', inchConfig: config })).toEqual(
      inchDesign({ rows: 3, rowHeights: [15, 15, 15] }),
    );
  });

  it.each<[string, StoredDesign, string, RegExp]>([
    ['an unknown design type', { designType: 'armoire' }, 'designType', /not a kind of design/],
    [
      'a box off the grid',
      oneBox('bookcase', { boxType: 'standard', position: { x: 5, y: 0 } }),
      'configurations.0.components.0.position.x',
      /^Box 1 must stand a whole number of 13 in columns from the design's left edge, from 0 to 1,547 in\.$/,
    ],
    [
      'a box above row Z',
      oneBox('bookcase', { boxType: 'standard', position: { x: 0, y: 14 * 26 } }),
      'configurations.0.components.0.position.y',
      /^Box 1 must stand a whole number of 14 in levels above the floor, from 0 to 350 in\.$/,
    ],
    [
      'a box past the widest design',
      {
        designType: 'bookcase',
        configurations: [{ boxType: 'standard', position: { x: 1e308, y: 0 } }],
      },
      'configurations.0.position.x',
      /from 0 to 1,547 in/,
    ],
    [
      'a box off the wall',
      oneBox('bookcase', { boxType: 'standard', position: { x: 0, y: 0, z: 1 } }),
      'configurations.0.components.0.position.z',
      /against the wall/,
    ],
    [
      'a box type the shop does not make',
      oneBox('bookcase', { boxType: 'huge', position: { x: 0, y: 0 } }),
      'configurations.0',
      /cannot be read/,
    ],
    [
      'a drawer in a tall box',
      oneBox('tallBookcase', {
        boxType: 'double-stack',
        position: { x: 0, y: 0 },
        modification: { type: 'drawer' },
      }),
      'configurations.0',
      /tall box, which cannot take a drawer/,
    ],
    [
      'a double door on a standard box',
      oneBox('bookcase', {
        boxType: 'standard',
        position: { x: 0, y: 0 },
        modification: { type: 'double-door' },
      }),
      'configurations.0',
      /standard box, which cannot take a double door/,
    ],
    [
      'a front the shop does not make',
      oneBox('bookcase', {
        boxType: 'standard',
        position: { x: 0, y: 0 },
        modification: { type: 'glass' },
      }),
      'configurations.0',
      /front the shop does not make/,
    ],
    [
      'an unknown texture',
      { designType: 'bookcase', configurations: [], selectedTexture: 'marble' },
      'selectedColor',
      /texture marble/,
    ],
    [
      'a colour that is not #RRGGBB',
      { designType: 'bookcase', configurations: [], selectedColor: 'pink' },
      'selectedColor',
      /colour pink/,
    ],
    [
      'an inch design without its width',
      { designType: 'inch-sideboard', inchConfig: { ...DEFAULT_INCH_CONFIG, widthIn: undefined } },
      'inchConfig.widthIn',
      /width/,
    ],
    [
      'an inch design under a box design type',
      { designType: 'sideboard', inchConfig: DEFAULT_INCH_CONFIG },
      'designType',
      /not a kind of inch design/,
    ],
  ])('refuses %s, saying which field and why', (_name, fields, field, message) => {
    const problem = refusal(fields);
    expect(problem?.field).toBe(field);
    expect(problem?.message).toMatch(message);
  });

  it('never guesses: every generated design reads back exactly, whatever the seed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DESIGN_TYPES),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer(),
        (designType, columns, rows, seed) => {
          const set = BUILT_IN_RULES.designSets[designType];
          const { boxes } = generateDesign(
            {
              columns,
              rows: Math.min(rows, set.maxRows),
              allowedBoxTypes: set.allowedBoxTypes,
              preferredBoxType: set.preferredBoxType,
              designType,
              seed,
            },
            BUILT_IN_RULES,
          );
          const design = cellDesign(designType, boxes);
          const read = parsed(stored(design));
          expect(designListPrice(read)).toBe(designListPrice(design));
          expect(storedDesignOf(read)).toEqual(storedDesignOf(parsed(stored(read))));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('priceDesign', () => {
  it('prices a box design at the cell discounts and an inch design at the inch ones', () => {
    const bookcase = cellDesign('bookcase');
    expect(priceDesign(bookcase, 'configurator')).toMatchObject({ discountPercent: 30 });
    expect(priceDesign(bookcase, 'product-page')).toMatchObject({ discountPercent: 30 });
    expect(priceDesign(inchDesign(), 'configurator')).toMatchObject({ discountPercent: 40 });
    expect(priceDesign(inchDesign(), 'product-page')).toMatchObject({ discountPercent: 20 });
    expect(priceDesign(inchDesign(), 'product-page', { percent: 15 })).toMatchObject({
      discountPercent: 15,
    });
  });

  it('prices the default 3 × 4 bookcase at about $1,710 list (docs/pricing.md)', () => {
    const list = designListPrice(cellDesign('bookcase'));
    expect(Math.abs(list - 1_710_00) / 1_710_00).toBeLessThan(0.05);
  });

  it('prices the open 48 in two-row inch sideboard at about $955 list, in whole dollars', () => {
    const quote = priceDesign(inchDesign(), 'configurator');
    expect(Math.abs(quote.listCents - 955_00) / 955_00).toBeLessThan(0.05);
    expect(quote.listCents % 100).toBe(0);
    expect(quote.saleCents % 100).toBe(0);
  });

  it('prices a box at its own finish: a walnut box costs more than a plain one', () => {
    const design = cellDesign('sideboard');
    const walnut = setBoxTexture(design.boxes, design.boxes[0]!.id, 'thermoWalnut');
    expect(walnut.ok).toBe(true);
    if (!walnut.ok) return;
    expect(designListPrice({ ...design, boxes: walnut.design })).toBeGreaterThan(
      designListPrice(design),
    );
  });
});

describe('designViolations', () => {
  it('holds every box design to the rule files: a TV stand of four rows breaks the row limit', () => {
    const tall = generateDesign(
      {
        columns: 2,
        rows: 4,
        allowedBoxTypes: ['standard'],
        preferredBoxType: 'standard',
        designType: 'bookcase',
        seed: 1,
      },
      BUILT_IN_RULES,
    ).boxes;
    const violations = designViolations(cellDesign('tvStand', tall), BUILT_IN_RULES);
    expect(violations.map((violation) => violation.message)).toContain(
      'TV stands are limited to 3 rows maximum',
    );
    expect(designViolations(cellDesign('bookcase', tall), BUILT_IN_RULES)).toEqual([]);
  });

  it('reports a floating box with the support rule’s message', () => {
    const floating = stored(cellDesign('bookcase', defaultDesign('bookcase').boxes.slice(-1)));
    const violations = designViolations(parsed(floating), BUILT_IN_RULES);
    expect(violations[0]?.message).toBe(ruleById(BUILT_IN_RULES, 'support').message);
  });

  it.each<[string, Partial<InchConfig>, RegExp]>([
    ['too narrow', { widthIn: 17 }, /width must be between 18 and 72/],
    ['too wide', { widthIn: 73 }, /width must be between 18 and 72/],
    ['seven rows', { rows: 7 }, /between 1 and 6 rows/],
    ['a depth the shop does not cut', { depthIn: 13 }, /depth must be 11 or 15/],
    ['standing too high', { verticalOffsetIn: 13 }, /off the floor/],
  ])('refuses an inch design %s', (_name, change, message) => {
    const [violation] = designViolations(inchDesign(change), BUILT_IN_RULES);
    expect(violation?.message).toMatch(message);
  });

  it.each<[string, Partial<InchConfig>]>([
    ['more row heights than rows', { rows: 2, rowHeights: [15, 15, 12] }],
    ['fewer row heights than rows', { rows: 2, rowHeights: [15] }],
  ])('refuses an inch design with %s, naming the field', (_name, change) => {
    expect(designViolations(inchDesign(change), BUILT_IN_RULES)).toEqual([
      {
        rule: 'inch-row-heights',
        field: 'inchConfig.rowHeights',
        message: 'Give one row height for each of the 2 rows.',
      },
    ]);
  });

  it('accepts the sizes at every limit', () => {
    for (const change of [
      { widthIn: 18 },
      { widthIn: 72, rows: 6, depthIn: 11, rowHeights: [9, 12, 15, 15, 12, 9] as const },
    ]) {
      expect(designViolations(inchDesign(change), BUILT_IN_RULES)).toEqual([]);
    }
  });

  it('knows an empty box design and the message sharing one gives', () => {
    expect(isEmptyDesign(cellDesign('bookcase', []))).toBe(true);
    expect(isEmptyDesign(inchDesign())).toBe(false);
    expect(EMPTY_DESIGN_MESSAGE).toBe('No design to share. Please create a design first.');
  });
});

describe('facts of a design', () => {
  it('weighs, details and measures both kinds through one call each', () => {
    const bookcase = cellDesign('bookcase');
    expect(designWeightLb(bookcase)).toBeCloseTo(12 * 11.3, 1);
    expect(designDetails(bookcase)).toMatchObject({ standardBox: 12, boxFinishColor: '#FFFFFF' });
    expect(designDimensionsText(bookcase)).toBe('39" W × 56" H × 14" D');
    const sideboard = inchDesign();
    expect(designDetails(sideboard)).toMatchObject({ configurationType: 'inch', inchWidth: 48 });
    expect(designDimensionsText(sideboard)).toBe('48" W × 32.25" H × 15" D');
    expect(designWeightLb(sideboard)).toBeGreaterThan(0);
  });

  it('names the finish as the cart does, for both kinds', () => {
    expect(designFinishText(cellDesign('bookcase'))).toBe('White');
    expect(designFinishText(cellDesign('bookcase', undefined, { selectedColor: '#D73527' }))).toBe(
      'Red',
    );
    const boxes = defaultDesign('bookcase').boxes;
    const oneWalnut = setBoxTexture(boxes, boxes[0]!.id, 'thermoWalnut');
    expect(oneWalnut.ok && designFinishText(cellDesign('bookcase', oneWalnut.design))).toBe(
      'White, Walnut on 1 box',
    );
    expect(designFinishText(inchDesign())).toBe('White');
    expect(designFinishText(inchDesign({ selectedTexture: 'thermoWalnut' }))).toBe(
      'Walnut with white fronts',
    );
  });

  it('names the materials as the design wears them: laminate, veneer, or both', () => {
    const made = (face: string) => `Baltic birch plywood with ${face}, made in California`;
    expect(designMaterialsText(cellDesign('bookcase'))).toBe(made('a hard-wearing laminate face'));
    const walnut = cellDesign('bookcase', undefined, { selectedTexture: 'thermoWalnut' });
    expect(designMaterialsText(walnut)).toBe(made('Walnut veneer'));
    // Walnut with one box in black laminate of its own.
    const boxes = walnut.kind === 'cell' ? walnut.boxes : [];
    const oneBlack = setBoxColor(boxes, boxes[0]!.id, '#1F2937');
    expect(
      oneBlack.ok &&
        designMaterialsText(
          cellDesign('bookcase', oneBlack.design, { selectedTexture: 'thermoWalnut' }),
        ),
    ).toBe(made('Walnut veneer and black laminate'));
    expect(designMaterialsText(inchDesign())).toBe(made('a hard-wearing laminate face'));
    expect(
      designMaterialsText(inchDesign({ selectedTexture: 'coffeeOak', color: '#2B7E52' })),
    ).toBe(made('Oak veneer and green laminate fronts'));
  });

  it('tells the kind of a stored design from what it carries, not from its name', () => {
    expect(designKindOf({ inchConfig: DEFAULT_INCH_CONFIG })).toBe('inch');
    expect(designKindOf({ inchConfig: null })).toBe('cell');
    expect(designKindOf({})).toBe('cell');
    // An inch item saved without its configuration is still an inch item; it cannot be priced.
    expect(designKindOf({ designType: 'inch-sideboard' })).toBe('inch');
    expect(parseDesign({ designType: 'inch-sideboard' })).toMatchObject({
      ok: false,
      error: { field: 'inchConfig' },
    });
    expect(CONFIGURATOR_PATH.inch).toBe('/configurator-inch');
    expect(isInchDesignType('inch-tv-stand')).toBe(true);
    expect(isInchDesignType('inchy')).toBe(false);
    expect(inchDesignTypeFor('sideboard')).toBe('inch-sideboard');
    expect(() => inchDesignTypeFor('Side Board')).toThrow(RangeError);
  });
});

describe('savedItemPlace', () => {
  it('prices an inch item saved at 20 % at the product page, any other at the configurator', () => {
    expect(savedItemPlace(inchDesign(), 20)).toBe('product-page');
    expect(savedItemPlace(inchDesign(), 40)).toBe('configurator');
    expect(savedItemPlace(inchDesign(), 99)).toBe('configurator');
    expect(savedItemPlace(inchDesign(), null)).toBe('configurator');
    expect(savedItemPlace(cellDesign('bookcase'), 30)).toBe('configurator');
  });
});
