import { describe, expect, it } from 'vitest';
import { setBoxColor, setBoxTexture } from '../box/coloring.ts';
import { designOf } from '../box/fixtures.test-helpers.ts';
import type { BoxDesign } from '../box/model.ts';
import { modifySegment } from '../box/modification.ts';
import { designWeightLb } from '../design/facts.ts';
import { cellDesign, inchDesign } from '../design/fixtures.test-helpers.ts';
import type { Design } from '../design/model.ts';
import { segmentConfig } from '../inch/model.ts';
import { batchProductionSheet, productionSheet } from './sheet.ts';
import type { CutListRow, ProductionLine } from './sheet.ts';

function lineOf(design: Design, quantity = 1): ProductionLine {
  const line = productionSheet([{ label: 'BC-1/1', design, quantity }]).lines[0];
  if (line === undefined) throw new Error('the sheet has the line');
  return line;
}

/** Part, pieces, length × width in inches, thickness in mm, finish. */
function cuts(line: ProductionLine): [string, number, number, number, number, string][] {
  return line.panels.map((row) => [
    row.partName,
    row.quantity,
    row.lengthIn,
    row.widthIn,
    row.thicknessMm,
    row.finish,
  ]);
}

function modified(
  boxes: BoxDesign,
  changes: readonly (readonly [string, Parameters<typeof modifySegment>[2]])[],
  designType: Parameters<typeof modifySegment>[3] = 'sideboard',
): BoxDesign {
  return changes.reduce((design, [boxId, request]) => {
    const result = modifySegment(design, boxId, request, designType);
    if (!result.ok) throw new Error(result.message);
    return result.design;
  }, boxes);
}

const weightOf = (line: ProductionLine) =>
  line.panels.reduce((sum, row) => sum + row.weightLb, 0) +
  line.fittingsWeightLb +
  line.packagingWeightLb;

describe('productionSheet: known designs', () => {
  it('cuts one white standard box from five ½ in boards, 938 sq in, 11.3 lb', () => {
    const line = lineOf(cellDesign('bookcase', designOf(['standard', 1, 0])));
    expect(cuts(line)).toEqual([
      ['Top', 1, 13, 14, 12.7, 'White laminate'],
      ['Bottom', 1, 13, 14, 12.7, 'White laminate'],
      ['Side', 2, 14, 14, 12.7, 'White laminate'],
      ['Back panel', 1, 14, 13, 12.7, 'Birch veneer'],
    ]);
    expect(line.panels[0]).toMatchObject({
      lengthMm: 330.2,
      widthMm: 355.6,
      thicknessIn: 0.5,
      face: 'carcass',
      board: 'Baltic birch plywood',
      color: '#FFFFFF',
      colorName: 'White',
      texture: null,
    });
    expect(line.panels[3]).toMatchObject({ face: 'back', texture: 'birch', textureName: 'Birch' });
    expect(line.totals).toMatchObject({
      pieces: 5,
      areaSqIn: 938,
      // The front edges of top, bottom and both sides; the back is not banded.
      edgeBandingIn: 13 + 13 + 14 + 14,
      weightLb: 11.3,
      hardware: { camLocks: 8, connectorBolts: 0, tipRestraints: 0, hinges: 0, shelfPins: 0 },
    });
    expect(weightOf(line)).toBeCloseTo(11.3, 10);
    expect(line.unitWeightLb).toBe(11.3);
    expect(line.fittingsWeightLb + line.packagingWeightLb).toBe(0);
    expect(line).toMatchObject({
      kind: 'cell',
      designType: 'bookcase',
      dimensions: '13" W × 14" H × 14" D',
      finish: 'White',
      parcelNumbers: [1],
    });
  });

  it('cuts the default 3 × 4 bookcase as twelve boxes, bolted together and anchored', () => {
    const sheet = productionSheet([
      { label: 'BC-1/1', design: cellDesign('bookcase'), quantity: 1 },
    ]);
    const line = sheet.lines[0]!;
    expect(cuts(line)).toEqual([
      ['Top', 12, 13, 14, 12.7, 'White laminate'],
      ['Bottom', 12, 13, 14, 12.7, 'White laminate'],
      ['Side', 24, 14, 14, 12.7, 'White laminate'],
      ['Back panel', 12, 14, 13, 12.7, 'Birch veneer'],
    ]);
    expect(line.totals).toMatchObject({
      pieces: 60,
      areaSqIn: 11_256,
      edgeBandingIn: 12 * 54,
      weightLb: 135.6,
      hardware: {
        camLocks: 12 * 8,
        // Three columns of four: 2 × 4 pairs side by side and 3 × 3 one on another.
        connectorBolts: 2 * (8 + 9),
        // 56 in tall.
        tipRestraints: 1,
      },
    });
    expect(weightOf(line)).toBeCloseTo(135.6, 10);
    expect(sheet.parcels).toEqual({
      ok: true,
      parcels: [1, 2, 3, 4].map((number) => ({
        number,
        dimensionsIn: { lengthIn: 15, widthIn: 15, heightIn: 12 },
        weightLb: 33.9,
        units: 3,
        labels: ['BC-1/1'],
      })),
    });
    expect(line.parcelNumbers).toEqual([1, 2, 3, 4]);
  });

  it('cuts the open white 48 in × 2 rows × 15 in sideboard from ¾ in boards (docs/pricing.md)', () => {
    const design = inchDesign();
    const sheet = productionSheet([{ label: 'BC-1/1', design, quantity: 1 }]);
    const line = sheet.lines[0]!;
    expect(cuts(line)).toEqual([
      ['Bottom', 1, 48, 15, 19.1, 'White laminate'],
      ['Shelf', 1, 48, 15, 19.1, 'White laminate'],
      ['Top', 1, 48, 15, 19.1, 'White laminate'],
      // 2 × 15 + 3 × 0.75 = 32.25 in.
      ['Side', 2, 32.25, 15, 19.1, 'White laminate'],
      ['Partition', 4, 15, 15, 19.1, 'White laminate'],
      ['Back panel', 1, 32.25, 48, 19.1, 'Bare birch'],
    ]);
    expect(line.panels[3]).toMatchObject({ lengthMm: 819.2, widthMm: 381 });
    expect(line.panels[5]).toMatchObject({ face: 'back', colorName: 'Birch', edgeBandingIn: 0 });
    expect(line.totals).toMatchObject({
      pieces: 10,
      areaSqIn: 5575.5,
      edgeBandingIn: 3 * 48 + 2 * 32.25 + 4 * 15,
      weightLb: designWeightLb(design),
      hardware: {
        camLocks: 3 * 2 * 2,
        connectorBolts: 0,
        shelfPins: 0,
        tipRestraints: 1,
        legs: 0,
        plinths: 0,
      },
    });
    // Packing is 0.15 lb a sq ft of the boards; open, it has no fittings.
    expect(line.packagingWeightLb).toBeCloseTo((5575.5 / 144) * 0.15, 1);
    expect(line.fittingsWeightLb).toBe(0);
    expect(weightOf(line)).toBeCloseTo(designWeightLb(design), 10);
    expect(sheet.parcels.ok && sheet.parcels.parcels.map((parcel) => parcel.weightLb)).toEqual([
      35.6, 35.5, 35.5,
    ]);
  });
});

describe('productionSheet: fronts, fittings and finishes', () => {
  it('cuts a pair of doors as two leaves and hangs every leaf on two hinges', () => {
    const design = inchDesign({
      rows: 1,
      rowHeights: [12],
      segmentConfigs: [
        segmentConfig(0, 0, 'door'),
        segmentConfig(0, 1, 'double-door', { cableOpening: true }),
        segmentConfig(0, 2, 'drawer'),
      ],
    });
    const line = lineOf(design);
    const fronts = line.panels.filter((row) => row.face === 'front');
    expect(
      fronts.map((row) => [row.partName, row.quantity, row.lengthIn, row.widthIn, row.finish]),
    ).toEqual([
      ['Door', 1, 12, 15, 'White laminate'],
      ['Door leaf', 2, 12, 7.5, 'White laminate'],
      ['Drawer front', 1, 15, 12, 'White laminate'],
    ]);
    // All four edges of every front.
    expect(fronts.map((row) => row.edgeBandingIn)).toEqual([54, 2 * 39, 54]);
    expect(line.totals.hardware).toMatchObject({ hinges: 3 * 2, drawerRunnerPairs: 1 });
    expect(line.totals.cableOpenings).toBe(1);
    // A door's 2 lb, a pair's 4 and a drawer's 7 beside the boards, shared to the hundredth.
    expect(line.fittingsWeightLb).toBeCloseTo(13, 1);
    expect(weightOf(line)).toBeCloseTo(designWeightLb(design), 10);
  });

  it('carries each box its own colour or veneer, and rests loose dividers and shelves on pins', () => {
    let boxes = modified(
      designOf(['wide', 1, 0], ['standard', 3, 0], ['double-stack', 4, 0], ['standard', 5, 0]),
      [
        ['box-1', { type: 'double-door' }],
        ['box-2', { type: 'drawer', cableOpening: true }],
        ['box-3', { type: 'double-divider' }],
        ['box-4', { type: 'single-divider' }],
      ],
    );
    const red = setBoxColor(boxes, 'box-2', '#D73527');
    if (!red.ok) throw new Error(red.message);
    const walnut = setBoxTexture(red.design, 'box-4', 'thermoWalnut');
    if (!walnut.ok) throw new Error(walnut.message);
    boxes = walnut.design;
    const line = lineOf(cellDesign('sideboard', boxes));
    const parts = line.panels.map((row) => `${row.quantity} ${row.partName} ${row.finish}`);
    // Box by box: equal pieces of later boxes count with the first.
    expect(parts).toEqual([
      '1 Top White laminate',
      '1 Bottom White laminate',
      '2 Side White laminate',
      '1 Back panel Birch veneer',
      '2 Door leaf White laminate',
      '1 Top Red laminate',
      '1 Bottom Red laminate',
      '2 Side Red laminate',
      '2 Back panel Birch veneer',
      '1 Drawer front Red laminate',
      '1 Top White laminate',
      '1 Bottom White laminate',
      '2 Side White laminate',
      '1 Back panel Birch veneer',
      '2 Shelf White laminate',
      '1 Top Walnut veneer',
      '1 Bottom Walnut veneer',
      '2 Side Walnut veneer',
      '1 Divider Walnut veneer',
    ]);
    expect(line.panels.find((row) => row.finish === 'Walnut veneer')).toMatchObject({
      color: '#FFFFFF',
      texture: 'thermoWalnut',
      textureName: 'Walnut',
    });
    // The wide box's top is 26 in long; the red, the tall and the walnut box's 13 in.
    expect(line.panels.filter((row) => row.partName === 'Top').map((row) => row.lengthIn)).toEqual([
      26, 13, 13, 13,
    ]);
    expect(line.totals.hardware).toMatchObject({
      hinges: 2 * 2,
      drawerRunnerPairs: 1,
      // Two shelves in the tall box and one divider: four pins each.
      shelfPins: 3 * 4,
      camLocks: 4 * 8,
      // Four boxes in a row: three pairs side by side.
      connectorBolts: 3 * 2,
      // The tall box stands 28 in.
      tipRestraints: 1,
    });
    expect(line.totals.cableOpenings).toBe(1);
    expect(weightOf(line)).toBeCloseTo(line.unitWeightLb, 10);
  });

  it('counts legs or a plinth for a unit off the floor, and anchors it by the height it stands', () => {
    const modern = lineOf(inchDesign({ style: 'modern', widthIn: 60, verticalOffsetIn: 4 }));
    expect(modern.totals.hardware).toMatchObject({ legs: 6, plinths: 0 });
    const classic = lineOf(inchDesign({ style: 'classic', verticalOffsetIn: 4 }));
    expect(classic.totals.hardware).toMatchObject({ legs: 0, plinths: 1 });
    // One 15 in row stands 16.5 in: on an 11 in plinth 27.5 in, over the 27 in line.
    const low = (verticalOffsetIn: number) =>
      lineOf(inchDesign({ rows: 1, rowHeights: [15], verticalOffsetIn })).totals.hardware
        .tipRestraints;
    expect(low(0)).toBe(0);
    expect(low(10.5)).toBe(0);
    expect(low(11)).toBe(1);
  });

  it('faces a veneered inch unit in veneer and its fronts in laminate of its colour', () => {
    const line = lineOf(
      inchDesign({
        color: '#2B7E52',
        selectedTexture: 'coffeeOak',
        backPanelSolidColor: true,
        segmentConfigs: [segmentConfig(0, 0, 'drawer')],
      }),
    );
    expect(new Set(line.panels.map((row) => `${row.face}: ${row.finish}`))).toEqual(
      new Set(['carcass: Oak veneer', 'front: Green laminate', 'back: Oak veneer']),
    );
    expect(line.panels.every((row) => row.texture === 'coffeeOak')).toBe(true);
  });

  it('multiplies pieces, fittings, banding and weight by the quantity', () => {
    const design = cellDesign('bookcase', designOf(['standard', 1, 0], ['standard', 1, 1]));
    const one = lineOf(design);
    const three = lineOf(design, 3);
    expect(three.panels.map((row) => row.quantity)).toEqual(
      one.panels.map((row) => row.quantity * 3),
    );
    expect(three.panels.map((row) => row.pieceWeightLb)).toEqual(
      one.panels.map((row) => row.pieceWeightLb),
    );
    expect(three.totals).toEqual({
      pieces: one.totals.pieces * 3,
      areaSqIn: one.totals.areaSqIn * 3,
      edgeBandingIn: one.totals.edgeBandingIn * 3,
      cableOpenings: 0,
      hardware: { ...one.totals.hardware, camLocks: 48, connectorBolts: 6, tipRestraints: 3 },
      weightLb: 67.8,
    });
    expect(three.unitWeightLb).toBe(22.6);
  });

  it('packs the lines together as the checkout does, each line naming its parcels', () => {
    const sheet = productionSheet([
      {
        label: 'BC-1/1',
        design: cellDesign('bookcase', designOf(['standard', 1, 0])),
        quantity: 2,
      },
      {
        label: 'BC-1/2',
        design: cellDesign('bookcase', designOf(['standard', 1, 0])),
        quantity: 1,
      },
      { label: 'BC-1/3', design: inchDesign({ rows: 1, rowHeights: [9] }), quantity: 1 },
    ]);
    expect(sheet.parcels.ok && sheet.parcels.parcels).toEqual([
      {
        number: 1,
        dimensionsIn: { lengthIn: 15, widthIn: 15, heightIn: 12 },
        weightLb: 33.9,
        units: 3,
        labels: ['BC-1/1', 'BC-1/2'],
      },
      // The one 9 in row weighs 50.6 lb: two flat cartons.
      expect.objectContaining({ number: 2, units: 1, labels: ['BC-1/3'], weightLb: 25.3 }),
      expect.objectContaining({ number: 3, units: 1, labels: ['BC-1/3'], weightLb: 25.3 }),
    ]);
    expect(sheet.lines.map((line) => line.parcelNumbers)).toEqual([[1], [1], [2, 3]]);
    expect(sheet.totals.weightLb).toBe(
      Math.round((3 * 11.3 + designWeightLb(inchDesign({ rows: 1, rowHeights: [9] }))) * 10) / 10,
    );
    // Three boxes of five boards; a top, a bottom, two sides, two partitions and a back.
    expect(sheet.totals.pieces).toBe(15 + 7);
  });

  it('makes an empty sheet of no lines, and refuses a line it cannot name or count', () => {
    expect(productionSheet([])).toMatchObject({
      lines: [],
      parcels: { ok: true, parcels: [] },
      totals: { pieces: 0, weightLb: 0 },
    });
    const design = inchDesign();
    expect(() =>
      productionSheet([
        { label: 'BC-1/1', design, quantity: 1 },
        { label: 'BC-1/1', design, quantity: 1 },
      ]),
    ).toThrow(RangeError);
    expect(() => productionSheet([{ label: 'BC-1/1', design, quantity: 0 }])).toThrow(RangeError);
    expect(() => productionSheet([{ label: 'BC-1/1', design, quantity: 1.5 }])).toThrow(RangeError);
  });
});

describe('batchProductionSheet', () => {
  const box = cellDesign('bookcase', designOf(['standard', 1, 0]));
  const redBox = { ...box, selectedColor: '#D73527' };
  const batch = batchProductionSheet([
    {
      orderNumber: 'BC-261123-AAAAAA',
      lines: [
        { label: 'BC-261123-AAAAAA/1', design: cellDesign('bookcase'), quantity: 1 },
        { label: 'BC-261123-AAAAAA/2', design: box, quantity: 2 },
      ],
    },
    {
      orderNumber: 'BC-261124-BBBBBB',
      lines: [
        { label: 'BC-261124-BBBBBB/1', design: box, quantity: 1 },
        { label: 'BC-261124-BBBBBB/2', design: redBox, quantity: 1 },
      ],
    },
  ]);
  const rowOf = (partName: string, finish: string): CutListRow & { sources: unknown } => {
    const row = batch.panels.find(
      (panel) => panel.partName === partName && panel.finish === finish,
    );
    if (row === undefined) throw new Error(`no ${finish} ${partName}`);
    return row;
  };

  it('counts equal pieces of all orders together, saying how many each line asks for', () => {
    expect(rowOf('Side', 'White laminate')).toMatchObject({
      quantity: 24 + 4 + 2,
      lengthIn: 14,
      widthIn: 14,
      areaSqIn: 30 * 196,
      edgeBandingIn: 30 * 14,
      sources: [
        { label: 'BC-261123-AAAAAA/1', quantity: 24 },
        { label: 'BC-261123-AAAAAA/2', quantity: 4 },
        { label: 'BC-261124-BBBBBB/1', quantity: 2 },
      ],
    });
    // A red box's boards are cut from red laminate, apart; every back is the same birch.
    expect(rowOf('Side', 'Red laminate')).toMatchObject({
      quantity: 2,
      sources: [{ label: 'BC-261124-BBBBBB/2', quantity: 2 }],
    });
    expect(rowOf('Back panel', 'Birch veneer').quantity).toBe(12 + 2 + 1 + 1);
  });

  it('lists the pieces board by board, longest first, and adds up every order', () => {
    expect(batch.panels.map((row) => `${row.finish} ${row.partName}`)).toEqual([
      'Birch veneer Back panel',
      'Red laminate Side',
      'Red laminate Bottom',
      'Red laminate Top',
      'White laminate Side',
      'White laminate Bottom',
      'White laminate Top',
    ]);
    expect(batch.orders.map((order) => order.orderNumber)).toEqual([
      'BC-261123-AAAAAA',
      'BC-261124-BBBBBB',
    ]);
    expect(batch.totals.pieces).toBe(batch.panels.reduce((sum, row) => sum + row.quantity, 0));
    expect(batch.totals.weightLb).toBe(Math.round((135.6 + 4 * 11.3) * 10) / 10);
    expect(batch.panels.reduce((sum, row) => sum + row.weightLb, 0)).toBeCloseTo(
      batch.totals.weightLb,
      10,
    );
    expect(batch.totals.hardware.camLocks).toBe(16 * 8);
    // Orders ship apart: each packs its own lines.
    expect(
      batch.orders.map(({ sheet }) => (sheet.parcels.ok ? sheet.parcels.parcels.length : 0)),
    ).toEqual([5, 1]);
  });
});
