import { describe, expect, it } from 'vitest';
import { DEFAULT_INCH_CONFIG } from './model.ts';
import type { InchConfig, SegmentConfig, SegmentStyle } from './model.ts';
import {
  displayedHeightIn,
  inchRows,
  inchConfigAsBuilt,
  rowHeightsOf,
  segmentCounts,
  segmentOpeningWidthIn,
  segmentsPerRow,
  shellHeightIn,
} from './segments.ts';

describe('segmentsPerRow (docs/rules/configurators.md)', () => {
  it.each<[SegmentStyle, number, number]>([
    ['style1', 12, 1],
    ['style1', 17.9, 1],
    ['style1', 18, 1],
    ['style1', 26, 1],
    ['style1', 26.5, 2],
    ['style1', 27, 2],
    ['style1', 44, 2],
    ['style1', 45, 3],
    ['style1', 48, 3],
    ['style1', 63, 3],
    ['style1', 64, 4],
    ['style1', 72, 4],
    ['style1', 73, 1],
    ['style1', 96, 1],
    ['style2', 17, 1],
    ['style2', 18, 1],
    ['style2', 24, 1],
    ['style2', 24.5, 2],
    ['style2', 25, 2],
    ['style2', 48, 2],
    ['style2', 49, 3],
    ['style2', 72, 3],
    ['style2', 72.5, 1],
    ['style2', Number.NaN, 1],
  ])('%s at %s in has %s segment(s)', (style, width, segments) => {
    expect(segmentsPerRow(width, style)).toBe(segments);
  });
});

function config(change: Partial<InchConfig>): InchConfig {
  return { ...DEFAULT_INCH_CONFIG, ...change };
}

function segment(
  change: Partial<SegmentConfig> & Pick<SegmentConfig, 'rowIndex' | 'segmentIndex'>,
) {
  return { type: 'open', cableOpening: false, dividerCableOpening: false, ...change } as const;
}

/** What segmentCounts gives for a unit with open segments only. */
const NO_FRONTS = { singleDoors: 0, doubleDoors: 0, drawers: 0, cableOpenings: 0 };

/** The rows of a unit `widthIn` wide and `rows` high with these segments configured. */
function rowsOf(widthIn: number, rows: number, segmentConfigs: readonly SegmentConfig[]) {
  return inchRows(config({ widthIn, rows, segmentConfigs }));
}

describe('heights', () => {
  it('defaults missing row heights to 15 and ignores extra ones', () => {
    expect(rowHeightsOf(config({ rows: 3, rowHeights: [9] }))).toEqual([9, 15, 15]);
    expect(rowHeightsOf(config({ rows: 1, rowHeights: [12, 9] }))).toEqual([12]);
  });

  it('builds one row height for each row', () => {
    expect(inchConfigAsBuilt(config({ rows: 3, rowHeights: [9] })).rowHeights).toEqual([9, 15, 15]);
    expect(inchConfigAsBuilt(config({ rows: 1, rowHeights: [12, 9] })).rowHeights).toEqual([12]);
  });

  it.each<[number, InchConfig['rowHeights'], number]>([
    [1, [15], 16.5],
    [2, [15, 15], 32.25],
    [3, [9, 12, 15], 39],
    [4, [], 63.75],
  ])('%s rows of %j in stand %s in tall', (rows, rowHeights, expected) => {
    expect(displayedHeightIn(config({ rows, rowHeights }))).toBe(expected);
  });

  it.each([
    [1, 17],
    [2, 33],
    [3, 48],
    [5, 80],
  ])('the shell shows %s rows as %s in', (rows, expected) => {
    expect(shellHeightIn(rows)).toBe(expected);
  });
});

describe('inchRows', () => {
  it('gives every segment within the grid, open by default', () => {
    const rows = rowsOf(48, 2, []);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.segments.length)).toEqual([3, 3]);
    expect(rows[1]?.segments[2]).toEqual({
      rowIndex: 1,
      segmentIndex: 2,
      type: 'open',
      cableOpening: false,
    });
    expect(rows[0]?.partitionCableOpenings).toEqual([false, false]);
  });

  it('ignores configurations beyond the segment count and the row count', () => {
    const rows = rowsOf(30, 1, [
      segment({ rowIndex: 0, segmentIndex: 2, type: 'drawer', cableOpening: true }),
      segment({ rowIndex: 1, segmentIndex: 0, type: 'door' }),
      segment({ rowIndex: 0, segmentIndex: 1, type: 'door' }),
    ]);
    expect(segmentCounts(rows)).toEqual({ ...NO_FRONTS, singleDoors: 1 });
  });

  it('lets a later configuration of the same segment win', () => {
    const rows = rowsOf(20, 1, [
      segment({ rowIndex: 0, segmentIndex: 0, type: 'drawer' }),
      segment({ rowIndex: 0, segmentIndex: 0, type: 'double-door' }),
    ]);
    expect(rows[0]?.segments[0]?.type).toBe('double-door');
  });

  it('counts doors, drawers and every cable opening once', () => {
    const rows = rowsOf(70, 2, [
      segment({ rowIndex: 0, segmentIndex: 0, type: 'door', cableOpening: true }),
      segment({ rowIndex: 0, segmentIndex: 1, type: 'double-door', dividerCableOpening: true }),
      segment({
        rowIndex: 0,
        segmentIndex: 2,
        type: 'drawer',
        dividerCableOpenings: { first: false, second: true, third: true },
      }),
      // The last segment has no partition to its right.
      segment({ rowIndex: 0, segmentIndex: 3, type: 'drawer', dividerCableOpening: true }),
      segment({
        rowIndex: 1,
        segmentIndex: 0,
        dividerCableOpening: true,
        dividerCableOpenings: { first: true, second: false, third: false },
      }),
    ]);
    expect(rows[0]?.partitionCableOpenings).toEqual([false, true, true]);
    expect(rows[1]?.partitionCableOpenings).toEqual([true, false, false]);
    expect(segmentCounts(rows)).toEqual({
      singleDoors: 1,
      doubleDoors: 1,
      drawers: 2,
      cableOpenings: 4,
    });
  });

  it('ignores partition openings beyond the partitions a row has', () => {
    const rows = rowsOf(30, 1, [
      segment({
        rowIndex: 0,
        segmentIndex: 0,
        dividerCableOpenings: { first: false, second: true, third: true },
      }),
    ]);
    expect(segmentCounts(rows).cableOpenings).toBe(0);
  });
});

describe('segmentOpeningWidthIn', () => {
  it('shares the width less the sides and partitions', () => {
    expect(segmentOpeningWidthIn(config({ widthIn: 48 }))).toBe(15);
    expect(segmentOpeningWidthIn(config({ widthIn: 20 }))).toBe(18.5);
  });

  it('is never negative', () => {
    expect(segmentOpeningWidthIn(config({ widthIn: 1 }))).toBe(0);
  });
});
