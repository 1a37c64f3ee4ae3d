import { describe, expect, it } from 'vitest';
import { DEFAULT_INCH_CONFIG, segmentConfig } from '../../../domain/inch/model.ts';
import type { InchConfig, SegmentStyle } from '../../../domain/inch/model.ts';
import { inchRows, segmentCounts } from '../../../domain/inch/segments.ts';
import { inchWeightLb } from '../../../domain/inch/weight.ts';
import { isSimilarInchConfig } from '../../../domain/items/similarity.ts';
import {
  CONFIGURATOR_HOST,
  inchDimensions,
  inchItem,
  inchQuote,
  inchSummary,
  inchWeightText,
  segmentTally,
} from './inch-facts.ts';
import type { InchHost } from './inch-facts.ts';
import { createInchStore, redoAvailable, undoAvailable } from './inch-store.ts';
import { TV_CONSOLE_HOST } from './fixtures.test-helpers.ts';
import type { InchState } from './inch-store.ts';

/** docs/pricing.md's worked inch example: 48 in × 2 rows × 15 in, open, white, style1, birch back. */
const D4_EXAMPLE: InchConfig = {
  ...DEFAULT_INCH_CONFIG,
  widthIn: 48,
  rows: 2,
  depthIn: 15,
  color: '#FFFFFF',
  style: 'classic',
  segmentStyle: 'style1',
  backPanelEnabled: true,
  backPanelSolidColor: false,
  verticalOffsetIn: 0,
  rowHeights: [15, 15],
  segmentConfigs: [],
};

function newStore(preset: InchConfig = D4_EXAMPLE) {
  const store = createInchStore(preset);
  return { store, s: (): InchState => store.getState() };
}

function builtSegmentsPerRow(state: InchState): number[] {
  return inchRows(state.config).map((row) => row.segments.length);
}

describe('segments per row at every boundary of the width table', () => {
  it.each<[SegmentStyle, number, number]>([
    // The store builds 18 to 72 in: asking for less or more gives the nearest it builds.
    ['style1', 17, 1],
    ['style1', 18, 1],
    ['style1', 26, 1],
    ['style1', 27, 2],
    ['style1', 44, 2],
    ['style1', 45, 3],
    ['style1', 63, 3],
    ['style1', 64, 4],
    ['style1', 72, 4],
    ['style1', 73, 4],
    ['style2', 17, 1],
    ['style2', 18, 1],
    ['style2', 24, 1],
    ['style2', 25, 2],
    ['style2', 48, 2],
    ['style2', 49, 3],
    ['style2', 72, 3],
    ['style2', 73, 3],
  ])('%s at %s in builds %s segment(s) a row', (style, widthIn, segments) => {
    const { s } = newStore({ ...D4_EXAMPLE, rows: 3 });
    s().setSegmentStyle(style);
    s().setWidth(widthIn);
    expect(builtSegmentsPerRow(s())).toEqual([segments, segments, segments]);
    expect(segmentTally(s().config).segments).toBe(3 * segments);
  });
});

describe('segments and rows beyond the built ones', () => {
  it('keeps a segment narrowed away, neither built nor priced, and brings it back', () => {
    const { s } = newStore();
    s().setWidth(72);
    s().setSegmentType('drawer', { rowIndex: 0, segmentIndex: 3 });
    s().setSegmentCableOpening(true, { rowIndex: 0, segmentIndex: 3 });
    const wideQuote = inchQuote(s().config, CONFIGURATOR_HOST);

    s().setWidth(48);
    expect(segmentCounts(inchRows(s().config))).toEqual({
      singleDoors: 0,
      doubleDoors: 0,
      drawers: 0,
      cableOpenings: 0,
    });
    expect(inchQuote(s().config, CONFIGURATOR_HOST)).toEqual(
      inchQuote(D4_EXAMPLE, CONFIGURATOR_HOST),
    );
    expect(isSimilarInchConfig(s().config, D4_EXAMPLE)).toBe(true);
    expect(s().config.segmentConfigs).toHaveLength(1);

    s().setWidth(72);
    expect(segmentCounts(inchRows(s().config))).toMatchObject({ drawers: 1, cableOpenings: 1 });
    expect(inchQuote(s().config, CONFIGURATOR_HOST)).toEqual(wideQuote);
  });

  it('keeps rows taken away, with their heights and segments, and brings them back', () => {
    const { s } = newStore();
    s().setRows(4);
    s().setRowHeight(3, 9);
    s().setSegmentType('double-door', { rowIndex: 3, segmentIndex: 1 });
    const tallWeight = inchWeightLb(s().config);

    s().setRows(2);
    expect(inchRows(s().config)).toHaveLength(2);
    expect(segmentTally(s().config)).toMatchObject({ segments: 6, doubleDoors: 0 });
    expect(inchWeightLb(s().config)).toBe(inchWeightLb(D4_EXAMPLE));
    expect(s().config.rowHeights).toEqual([15, 15, 15, 9]);

    s().setRows(4);
    expect(inchRows(s().config).map((row) => row.heightIn)).toEqual([15, 15, 15, 9]);
    expect(segmentTally(s().config).doubleDoors).toBe(1);
    expect(inchWeightLb(s().config)).toBe(tallWeight);
  });

  it('saves the rows it builds: one height for each, not those of rows taken away', () => {
    const { s } = newStore();
    s().setRows(4);
    s().setRowHeight(3, 9);
    s().setRows(3);
    const item = inchItem(s().config, CONFIGURATOR_HOST, {
      id: 'item-1',
      now: new Date('2025-05-01T10:00:00Z'),
      designName: null,
    });
    expect(item.inchConfig).toMatchObject({ rows: 3, rowHeights: [15, 15, 15] });
  });

  it('drops the selection of a segment that is no longer built', () => {
    const { s } = newStore();
    s().setWidth(72);
    s().selectSegment({ rowIndex: 1, segmentIndex: 3 });
    expect(s().selectedSegment).toEqual({ rowIndex: 1, segmentIndex: 3 });
    s().setWidth(48);
    expect(s().selectedSegment).toBeNull();
    s().selectSegment({ rowIndex: 1, segmentIndex: 3 });
    expect(s().selectedSegment).toBeNull();
    s().undo();
    expect(s().selectedSegment).toEqual({ rowIndex: 1, segmentIndex: 3 });
  });
});

type Action = [name: string, act: (state: InchState) => void];

const ACTIONS: readonly Action[] = [
  ['width', (s) => s.setWidth(60)],
  ['rows', (s) => s.setRows(3)],
  ['depth', (s) => s.setDepth(11)],
  ['colour', (s) => s.setColor('#2B7E52')],
  ['texture', (s) => s.setTexture('thermoWalnut')],
  ['style', (s) => s.setStyle('modern')],
  ['segment style', (s) => s.setSegmentStyle('style2')],
  ['back panel', (s) => s.setBackPanel('solid-color')],
  ['vertical offset', (s) => s.setVerticalOffset(6)],
  ['row height', (s) => s.setRowHeight(1, 12)],
  ['segment type', (s) => s.setSegmentType('drawer', { rowIndex: 0, segmentIndex: 1 })],
  [
    'segment cable opening',
    (s) => s.setSegmentCableOpening(true, { rowIndex: 1, segmentIndex: 0 }),
  ],
  ['partition cable opening', (s) => s.setPartitionCableOpening(0, 1, true)],
];

describe('undo and redo', () => {
  it.each(ACTIONS)('undoes and redoes the %s', (_name, act) => {
    const { s } = newStore();
    s().selectSegment({ rowIndex: 0, segmentIndex: 0 });
    const before = s().config;
    expect(undoAvailable(s())).toBe(false);
    act(s());
    const after = s().config;
    expect(after).not.toEqual(before);
    expect(s().history.past).toHaveLength(1);
    expect(s().undo()).toBe(true);
    expect(s().config).toEqual(before);
    expect(s().selectedSegment).toEqual({ rowIndex: 0, segmentIndex: 0 });
    expect(redoAvailable(s())).toBe(true);
    expect(s().redo()).toBe(true);
    expect(s().config).toEqual(after);
    expect(redoAvailable(s())).toBe(false);
  });

  it('undoes every action in turn back to the start, and redoes them all', () => {
    const { s } = newStore();
    const states: InchConfig[] = [s().config];
    for (const [, act] of ACTIONS) {
      act(s());
      states.push(s().config);
    }
    expect(s().history.past.map((entry) => entry.action)).toEqual([
      'set-width',
      'set-rows',
      'set-depth',
      'set-color',
      'set-texture',
      'set-style',
      'set-segment-style',
      'set-back-panel',
      'set-vertical-offset',
      'set-row-height',
      'set-segment-type',
      'set-segment-cable-opening',
      'set-partition-cable-opening',
    ]);
    for (let i = states.length - 2; i >= 0; i -= 1) {
      expect(s().undo()).toBe(true);
      expect(s().config).toEqual(states[i]);
    }
    expect(s().undo()).toBe(false);
    for (let i = 1; i < states.length; i += 1) {
      expect(s().redo()).toBe(true);
      expect(s().config).toEqual(states[i]);
    }
    expect(s().redo()).toBe(false);
  });

  it('keeps 50 entries', () => {
    const { s } = newStore();
    for (let width = 19; width <= 72; width += 1) s().setWidth(width);
    expect(s().history.past).toHaveLength(50);
    let undone = 0;
    while (s().undo()) undone += 1;
    expect(undone).toBe(50);
    // The oldest four changes (to 19, 20, 21 and 22 in) fell out of the history.
    expect(s().config.widthIn).toBe(22);
  });

  it('records nothing for a change that changes nothing, or for ways of looking', () => {
    const { s } = newStore();
    s().setWidth(48);
    s().setColor('#FFFFFF');
    s().setSegmentType('open', { rowIndex: 0, segmentIndex: 0 });
    s().setSegmentType('door');
    s().setDoorsOpen(true);
    s().toggleDimensions();
    s().selectSegment({ rowIndex: 1, segmentIndex: 2 });
    expect(s().history.past).toHaveLength(0);
    expect(s()).toMatchObject({ doorsOpen: true, showDimensions: true });
  });

  it('makes one undo step of a slider drag', () => {
    const { s } = newStore();
    for (const width of [50, 55, 60, 66]) s().setWidth(width, { gesture: 'drag' });
    s().setVerticalOffset(3, { gesture: 'drag' });
    expect(s().history.past).toHaveLength(2);
    s().undo();
    s().undo();
    expect(s().config).toEqual(D4_EXAMPLE);
  });

  it('leaves no undo step for a gesture that ends where it began', () => {
    const { s } = newStore();
    s().setRows(3);
    // A width typed on the way to one refused (63 towards 63.5), then taken back to 48.
    s().setWidth(63, { gesture: 'typed' });
    s().setWidth(48, { gesture: 'typed' });
    expect(s().history.past).toHaveLength(1);
    s().undo();
    expect(s().config).toEqual(D4_EXAMPLE);
    // A slider dragged away and on elsewhere is one step, as before.
    s().setWidth(50, { gesture: 'drag' });
    s().setWidth(60, { gesture: 'drag' });
    expect(s().history.past).toHaveLength(1);
  });

  it('ends the redo branch on a new change, and a load starts a fresh history', () => {
    const { s } = newStore();
    s().setWidth(60);
    s().undo();
    s().setRows(3);
    expect(redoAvailable(s())).toBe(false);
    s().loadConfig({ ...D4_EXAMPLE, color: '#1F2937' }, 'Black sideboard');
    expect(s().designName).toBe('Black sideboard');
    expect(undoAvailable(s())).toBe(false);
    expect(s().config.color).toBe('#1F2937');
  });

  it('changes the selected segment when no address is given', () => {
    const { s } = newStore();
    s().setSegmentType('door');
    expect(s().history.past).toHaveLength(0);
    s().selectSegment({ rowIndex: 1, segmentIndex: 1 });
    s().setSegmentType('double-door');
    s().setSegmentCableOpening(true);
    expect(inchRows(s().config)[1]?.segments[1]).toMatchObject({
      type: 'double-door',
      cableOpening: true,
    });
  });
});

const PRODUCT_HOST: InchHost = {
  place: 'product-page',
  product: { kind: 'sideboard', kindLabel: 'sideboard' },
};

describe('price and weight', () => {
  it('prices the worked example at $968 less 40 %, $581, and weighs it at 106.6 lb', () => {
    const { s } = newStore();
    // 5,575.5 sq in of plain sheet: 5,575.5 × 1.15 / 4,608 × 91 × 5.75 = $728.08, + $240.
    expect(inchQuote(s().config, CONFIGURATOR_HOST)).toEqual({
      listCents: 968_00,
      discountPercent: 40,
      saleCents: 581_00,
    });
    // On an inch product page: 968.08 × 0.8 = 774.46, shown as $774.
    expect(inchQuote(s().config, PRODUCT_HOST)).toEqual({
      listCents: 968_00,
      discountPercent: 20,
      saleCents: 774_00,
    });
    // Carcass 4,027.5 sq in at 98/32 lb, back 1,548 at 45/32, packaging 0.15 lb a sq ft of all.
    expect(inchWeightText(s().config)).toBe('106.6 lb');
  });

  it('prices a red, oak, 11 in deep design with legs, fronts and cable openings', () => {
    const { s } = newStore();
    s().setWidth(60);
    s().setRows(3);
    s().setRowHeight(0, 9);
    s().setRowHeight(1, 12);
    s().setDepth(11);
    s().setColor('#D73527');
    s().setTexture('coffeeOak');
    s().setBackPanel('solid-color');
    s().setVerticalOffset(4);
    s().setSegmentType('door', { rowIndex: 0, segmentIndex: 0 });
    s().setSegmentType('double-door', { rowIndex: 0, segmentIndex: 1 });
    s().setSegmentType('drawer', { rowIndex: 0, segmentIndex: 2 });
    s().setSegmentType('drawer', { rowIndex: 1, segmentIndex: 0 });
    s().setSegmentCableOpening(true, { rowIndex: 1, segmentIndex: 0 });
    s().setPartitionCableOpening(0, 0, true);

    // 60 in, 3 segments of (60 − 4 × 0.75) / 3 = 19 in; rows 9, 12, 15; 39 in tall.
    // Boards 4 × 60 × 11 = 2,640; sides 2 × 39 × 11 = 858; partitions 2 × 36 × 11 = 792;
    // fronts 3 × 19 × 9 + 19 × 12 = 741; painted back 60 × 39 = 2,340: 7,371 sq in, all red oak.
    // Material 7,371 × 1.15 / 4,608 × 140 × 5.75 × 1.25 (11 in) × 1.1 (red) × 1.2 (oak)
    //   = $2,443.38; + 240 + 12 (door) + 15 (double door) + 2 × 25 (drawers)
    //   + 2 × 10 (cable openings) + 4 × 3 (offset) = $2,792.38.
    // 40 % off: 1,675.43, shown as $1,675.
    expect(inchQuote(s().config, CONFIGURATOR_HOST)).toEqual({
      listCents: 2792_00,
      discountPercent: 40,
      saleCents: 1675_00,
    });
    // Carcass 4,290 sq in × 98/32, fronts 741 × 60/32, back 2,340 × 45/32, all per 144 sq in;
    // hardware 2 + 4 + 2 × 7 lb; packaging 7,371 / 144 × 0.15: 151.4 lb.
    expect(inchWeightText(s().config)).toBe('151.4 lb');
    expect(inchDimensions(s().config)).toMatchObject({
      heightIn: 39,
      overallHeightIn: 43,
      inchesText: '60 × 39 × 11 in',
      centimetresText: '152.4 × 99.1 × 27.9 cm',
    });
  });
});

describe('what the configurator shows and saves', () => {
  const black: InchConfig = {
    ...D4_EXAMPLE,
    color: '#1F2937',
    segmentConfigs: [
      segmentConfig(0, 0, 'door'),
      segmentConfig(0, 1, 'drawer'),
      segmentConfig(0, 2, 'door'),
      segmentConfig(1, 1, 'drawer', { cableOpening: true }),
    ],
  };

  it('summarises the design in one sentence', () => {
    const quote = inchQuote(black, CONFIGURATOR_HOST);
    expect(inchSummary(black, CONFIGURATOR_HOST)).toBe(
      `48 × 32.25 × 15 in sideboard, 2 rows, 6 segments: 2 doors, 2 drawers, 2 open, black, $${quote.saleCents / 100}`,
    );
    expect(inchSummary({ ...black, selectedTexture: 'amberMaple' }, CONFIGURATOR_HOST)).toContain(
      ', maple with black fronts, $',
    );
  });

  it('makes an item with the whole inch config in its own field and every inch detail', () => {
    const item = inchItem(black, CONFIGURATOR_HOST, {
      id: 'item-1',
      now: new Date('2025-05-01T10:00:00Z'),
      designName: null,
      imageUrl: 'data:image/jpeg;base64,AAAA',
    });
    const quote = inchQuote(black, CONFIGURATOR_HOST);
    expect(item).toMatchObject({
      id: 'item-1',
      name: 'Custom Inch Sideboard',
      priceCents: quote.saleCents,
      originalPriceCents: quote.listCents,
      discountPercentage: 40,
      designType: 'inch-sideboard',
      brandType: 'sideboard_inch',
      productType: 'inch',
      selectedColor: '#1F2937',
      showBackPanel: true,
      configurations: [],
      inchConfig: black,
      dimensions: '48" W × 32.25" H × 15" D',
      imageUrl: 'data:image/jpeg;base64,AAAA',
      dateAdded: '2025-05-01T10:00:00.000Z',
    });
    expect(item.details).toEqual({
      configurationType: 'inch',
      inchWidth: 48,
      inchHeight: 32.25,
      inchDepth: 15,
      inchColor: '#1F2937',
      inchStyle: 'classic',
      inchSegmentStyle: 'style1',
      inchShowBackPanel: true,
      inchBackPanel: 'birch',
      inchBackPanelColor: '#D2B48C',
      inchSingleDoor: 2,
      inchDoubleDoor: 0,
      inchSingleDivider: 2,
      inchDoubleDivider: 0,
      inchCableOpening: 1,
      inchTotalWeight: inchWeightLb(black),
    });
  });

  it('prices and names an item on a product page at its discount', () => {
    const host = TV_CONSOLE_HOST;
    const item = inchItem(black, host, { id: 'x', now: new Date(0), designName: null });
    expect(item).toMatchObject({
      name: 'Minimalist TV Console',
      designType: 'inch-tv-stand',
      brandType: 'tv-stand_inch',
      discountPercentage: 20,
      priceCents: inchQuote(black, host).saleCents,
    });
    expect(item.details).toMatchObject({
      productId: 'p-7',
      productPageUrl: '/shop/tv-stand/product/p-7',
    });
    expect(
      inchItem(black, host, { id: 'x', now: new Date(0), designName: 'My console' }).name,
    ).toBe('My console');
  });

  it('shows an opened design read only: changes, undo and loads are ignored, looking is not', () => {
    const { s } = newStore();
    const viewed: InchConfig = { ...D4_EXAMPLE, widthIn: 60, color: '#1E40AF' };
    s().viewReadOnly(viewed, 'Order BC-261129-ABCD line 2', 'inch-tv-stand');
    expect(s()).toMatchObject({
      config: viewed,
      designType: 'inch-tv-stand',
      readOnly: 'Order BC-261129-ABCD line 2',
    });
    s().setWidth(72);
    s().setRows(3);
    s().setColor('#D73527');
    s().setSegmentType('door', { rowIndex: 0, segmentIndex: 0 });
    s().startOver(D4_EXAMPLE);
    s().loadConfig(D4_EXAMPLE);
    expect(s().undo()).toBe(false);
    expect(s().config).toBe(viewed);
    expect(undoAvailable(s())).toBe(false);
    s().toggleDimensions();
    s().setDoorsOpen(true);
    expect(s()).toMatchObject({ showDimensions: true, doorsOpen: true });
  });
});
