import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setBoxColor, setBoxTexture } from '../box/coloring.ts';
import { HPL_COLORS, TEXTURES } from '../box/finish.ts';
import { generateDesign } from '../box/generate.ts';
import { DESIGN_TYPES, MODIFICATION_TYPES } from '../box/model.ts';
import type { BoxDesign } from '../box/model.ts';
import { modifySegment } from '../box/modification.ts';
import { BUILT_IN_RULES } from '../box/rule-config.ts';
import { designWeightLb } from '../design/facts.ts';
import { cellDesign, inchDesign } from '../design/fixtures.test-helpers.ts';
import type { CellDesign, Design, InchDesign } from '../design/model.ts';
import { designPriceInput } from '../design/price.ts';
import { INCH_STYLES, ROW_HEIGHTS_IN, SEGMENT_STYLES, SEGMENT_TYPES } from '../inch/model.ts';
import { priceBreakdown } from '../pricing/price-design.ts';
import { batchProductionSheet } from './sheet.ts';
import type { ProductionLine } from './sheet.ts';

/** How far a sum of the sheet's figures may stray from the design's, by float rounding alone. */
const AREA_TOLERANCE_SQ_IN = 0.01;
const WEIGHT_TOLERANCE_LB = 0.01;
/** Fixed, so a failure can be run again as it was. */
const SEED = 20_251_123;
const RUNS = 1000;

const colorArb = fc.constantFrom(...HPL_COLORS.map((color) => color.hex));
const textureArb = fc.constantFrom(...TEXTURES);

/** A generated cell design with fronts, dividers, cable openings and per-box finishes changed. */
const cellDesignArb: fc.Arbitrary<CellDesign> = fc
  .record({
    designType: fc.constantFrom(...DESIGN_TYPES),
    columns: fc.integer({ min: 1, max: 6 }),
    rows: fc.integer({ min: 1, max: 6 }),
    seed: fc.integer(),
    changes: fc.array(
      fc.record({
        pick: fc.nat(),
        type: fc.constantFrom(...MODIFICATION_TYPES),
        cableOpening: fc.boolean(),
        finish: fc.oneof(
          fc.constant(null),
          fc.record({ color: colorArb }),
          fc.record({ texture: textureArb }),
        ),
      }),
      { maxLength: 24 },
    ),
    showBackPanel: fc.boolean(),
    selectedColor: colorArb,
    selectedTexture: fc.option(textureArb, { nil: null }),
  })
  .map(({ designType, columns, rows, seed, changes, ...finish }) => {
    const set = BUILT_IN_RULES.designSets[designType];
    let boxes: BoxDesign = generateDesign({
      columns,
      rows: Math.min(rows, set.maxRows),
      allowedBoxTypes: set.allowedBoxTypes,
      preferredBoxType: set.preferredBoxType,
      designType,
      seed,
    }).boxes;
    for (const change of changes) {
      const box = boxes[change.pick % boxes.length];
      if (box === undefined) break;
      const front = modifySegment(
        boxes,
        box.id,
        { type: change.type, cableOpening: change.cableOpening },
        designType,
      );
      if (front.ok) boxes = front.design;
      const refinished =
        change.finish === null
          ? null
          : 'color' in change.finish
            ? setBoxColor(boxes, box.id, change.finish.color)
            : setBoxTexture(boxes, box.id, change.finish.texture);
      if (refinished?.ok) boxes = refinished.design;
    }
    return cellDesign(designType, boxes, finish);
  });

/** An inch unit the configurator could make, any width to the quarter inch. */
const inchDesignArb: fc.Arbitrary<InchDesign> = fc
  .record({
    quarters: fc.integer({ min: 18 * 4, max: 72 * 4 }),
    rowHeights: fc.array(fc.constantFrom(...ROW_HEIGHTS_IN), { minLength: 1, maxLength: 6 }),
    depthIn: fc.constantFrom(11, 15),
    color: colorArb,
    selectedTexture: fc.option(textureArb, { nil: undefined }),
    style: fc.constantFrom(...INCH_STYLES),
    segmentStyle: fc.constantFrom(...SEGMENT_STYLES),
    backPanelEnabled: fc.boolean(),
    backPanelSolidColor: fc.boolean(),
    halfInchesOff: fc.integer({ min: 0, max: 24 }),
    segmentConfigs: fc.array(
      fc.record({
        rowIndex: fc.nat(5),
        segmentIndex: fc.nat(3),
        type: fc.constantFrom(...SEGMENT_TYPES),
        cableOpening: fc.boolean(),
        dividerCableOpening: fc.boolean(),
      }),
      { maxLength: 24 },
    ),
  })
  .map(({ quarters, halfInchesOff, rowHeights, ...config }) =>
    inchDesign({
      ...config,
      widthIn: quarters / 4,
      rows: rowHeights.length,
      rowHeights,
      verticalOffsetIn: halfInchesOff / 2,
    }),
  );

const quantityArb = fc.integer({ min: 1, max: 5 });

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** The line's pieces, fittings and packing weigh the design's weight; its pieces have its area. */
function expectLineAddsUp(line: ProductionLine, design: Design, quantity: number): void {
  const charged = priceBreakdown(designPriceInput(design)).panelAreaSqIn;
  expect(Math.abs(sum(line.panels.map((row) => row.areaSqIn)) - charged * quantity)).toBeLessThan(
    AREA_TOLERANCE_SQ_IN,
  );
  const weighed =
    sum(line.panels.map((row) => row.weightLb)) + line.fittingsWeightLb + line.packagingWeightLb;
  expect(Math.abs(weighed - designWeightLb(design) * quantity)).toBeLessThan(WEIGHT_TOLERANCE_LB);
  expect(Math.abs(line.totals.weightLb - designWeightLb(design) * quantity)).toBeLessThan(
    WEIGHT_TOLERANCE_LB,
  );
  for (const row of line.panels) {
    expect(row.quantity % quantity).toBe(0);
    expect(row.weightLb).toBeGreaterThanOrEqual(0);
    expect(Math.abs(row.areaSqIn - row.lengthIn * row.widthIn * row.quantity)).toBeLessThan(
      AREA_TOLERANCE_SQ_IN,
    );
  }
  expect(line.totals.pieces).toBe(sum(line.panels.map((row) => row.quantity)));
}

describe(`productionSheet of ${RUNS} generated cell and inch designs (seed ${SEED})`, () => {
  // A thousand designs of up to 36 boxes take a few seconds alone, and several times that on a
  // machine busy with other work.
  it(
    'cuts the area the price charges and weighs what the design ships at, line and batch',
    {
      timeout: 60_000,
    },
    () => {
      fc.assert(
        fc.property(
          cellDesignArb,
          quantityArb,
          inchDesignArb,
          quantityArb,
          (cell, cellQuantity, inch, inchQuantity) => {
            const cellLine = { label: 'BC-1/1', design: cell, quantity: cellQuantity };
            const inchLine = { label: 'BC-2/1', design: inch, quantity: inchQuantity };
            const batch = batchProductionSheet([
              { orderNumber: 'BC-1', lines: [cellLine] },
              { orderNumber: 'BC-2', lines: [inchLine] },
            ]);
            const lines = batch.orders.flatMap(({ sheet }) => sheet.lines);
            expectLineAddsUp(lines[0]!, cell, cellQuantity);
            expectLineAddsUp(lines[1]!, inch, inchQuantity);

            expect(sum(batch.panels.map((row) => row.quantity))).toBe(batch.totals.pieces);
            expect(
              Math.abs(sum(batch.panels.map((row) => row.areaSqIn)) - batch.totals.areaSqIn),
            ).toBeLessThan(AREA_TOLERANCE_SQ_IN);
            const besidePieces = sum(
              lines.map((line) => line.fittingsWeightLb + line.packagingWeightLb),
            );
            expect(
              Math.abs(
                sum(batch.panels.map((row) => row.weightLb)) + besidePieces - batch.totals.weightLb,
              ),
            ).toBeLessThan(WEIGHT_TOLERANCE_LB);
            for (const row of batch.panels) {
              expect(sum(row.sources.map((source) => source.quantity))).toBe(row.quantity);
            }
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
    },
  );
});
