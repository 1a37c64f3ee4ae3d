import { describe, expect, it } from 'vitest';
import {
  backPanelChoiceOf,
  clampRows,
  clampVerticalOffsetIn,
  clampWidthIn,
  isBuiltSegment,
  isInchDepth,
  partitionsPerRow,
  segmentConfigAt,
  setBackPanel,
  setPartitionCableOpening,
  setRowHeight,
  setRows,
  setSegmentCableOpening,
  setSegmentType,
  setTexture,
  setVerticalOffset,
  setWidth,
} from './editing.ts';
import { DEFAULT_INCH_CONFIG, segmentConfig } from './model.ts';
import type { InchConfig } from './model.ts';
import { inchRows, segmentCounts } from './segments.ts';

const base: InchConfig = { ...DEFAULT_INCH_CONFIG, widthIn: 48, rows: 2, segmentConfigs: [] };

describe('limits', () => {
  it.each([
    [10, 18],
    [18, 18],
    [47.6, 48],
    [72, 72],
    [96, 72],
    [Number.NaN, 18],
  ])('a width of %s in is built %s in wide', (asked, built) => {
    expect(clampWidthIn(asked)).toBe(built);
    expect(setWidth(base, asked).widthIn).toBe(built);
  });

  it.each([
    [0, 1],
    [1, 1],
    [6, 6],
    [7, 6],
    [2.4, 2],
  ])('%s rows become %s', (asked, rows) => {
    expect(clampRows(asked)).toBe(rows);
  });

  it.each([
    [-3, 0],
    [4.4, 4],
    [12, 12],
    [30, 12],
  ])('an offset of %s in becomes %s in', (asked, offset) => {
    expect(clampVerticalOffsetIn(asked)).toBe(offset);
    expect(setVerticalOffset(base, asked).verticalOffsetIn).toBe(offset);
  });

  it('knows the two depths', () => {
    expect(isInchDepth(11)).toBe(true);
    expect(isInchDepth(15)).toBe(true);
    expect(isInchDepth(14)).toBe(false);
  });
});

describe('rows', () => {
  it('adds rows at the default height and keeps the heights of rows taken away', () => {
    const three = setRowHeight(setRows(base, 3), 2, 9);
    expect(three.rowHeights).toEqual([15, 15, 9]);
    const one = setRows(three, 1);
    expect(one.rows).toBe(1);
    expect(one.rowHeights).toEqual([15, 15, 9]);
    expect(setRows(one, 3).rowHeights).toEqual([15, 15, 9]);
  });

  it('sets a row height only on a row the design has, filling rows below it', () => {
    const sparse = { ...base, rows: 3, rowHeights: [] };
    expect(setRowHeight(sparse, 2, 12).rowHeights).toEqual([15, 15, 12]);
    expect(setRowHeight(sparse, 3, 12)).toBe(sparse);
    expect(setRowHeight(sparse, -1, 12)).toBe(sparse);
  });
});

describe('back panel', () => {
  it('turns off and on again with its paint remembered', () => {
    const painted = setBackPanel(base, 'solid-color');
    expect(backPanelChoiceOf(painted)).toBe('solid-color');
    const off = setBackPanel(painted, 'off');
    expect(backPanelChoiceOf(off)).toBe('off');
    expect(off.backPanelSolidColor).toBe(true);
    expect(backPanelChoiceOf(setBackPanel(off, 'birch'))).toBe('birch');
  });
});

describe('segments', () => {
  it('sets a type and a cable opening on one built segment, as one entry', () => {
    const door = setSegmentType(base, { rowIndex: 1, segmentIndex: 2 }, 'door');
    const withCable = setSegmentCableOpening(door, { rowIndex: 1, segmentIndex: 2 }, true);
    expect(withCable.segmentConfigs).toEqual([segmentConfig(1, 2, 'door', { cableOpening: true })]);
    expect(segmentConfigAt(withCable, { rowIndex: 0, segmentIndex: 0 }).type).toBe('open');
  });

  it('leaves segments the design does not build alone', () => {
    expect(setSegmentType(base, { rowIndex: 0, segmentIndex: 3 }, 'door')).toBe(base);
    expect(setSegmentType(base, { rowIndex: 2, segmentIndex: 0 }, 'door')).toBe(base);
    expect(isBuiltSegment(base, { rowIndex: 0, segmentIndex: 0.5 })).toBe(false);
  });

  it('reads the last of several stored entries, and replaces them all', () => {
    const twice: InchConfig = {
      ...base,
      segmentConfigs: [
        segmentConfig(0, 0, 'drawer'),
        segmentConfig(0, 0, 'door', { cableOpening: true }),
      ],
    };
    expect(segmentConfigAt(twice, { rowIndex: 0, segmentIndex: 0 }).type).toBe('door');
    const drawer = setSegmentType(twice, { rowIndex: 0, segmentIndex: 0 }, 'drawer');
    expect(drawer.segmentConfigs).toHaveLength(1);
    expect(drawer.segmentConfigs[0]).toMatchObject({ type: 'drawer', cableOpening: true });
  });

  it('keeps a segment narrowed away and builds it again when widened', () => {
    const wide = setSegmentType(setWidth(base, 72), { rowIndex: 0, segmentIndex: 3 }, 'drawer');
    const narrow = setWidth(wide, 48);
    expect(segmentCounts(inchRows(narrow)).drawers).toBe(0);
    expect(narrow.segmentConfigs).toHaveLength(1);
    expect(segmentCounts(inchRows(setWidth(narrow, 72))).drawers).toBe(1);
  });
});

describe('partition cable openings', () => {
  it('has one partition fewer than segments', () => {
    expect(partitionsPerRow(setWidth(base, 20))).toBe(0);
    expect(partitionsPerRow(base)).toBe(2);
    expect(partitionsPerRow(setWidth(base, 72))).toBe(3);
  });

  it('stores a partition opening on the row and takes it away again', () => {
    const open = setPartitionCableOpening(base, 1, 1, true);
    expect(inchRows(open)[1]?.partitionCableOpenings).toEqual([false, true]);
    expect(open.segmentConfigs[0]?.dividerCableOpenings).toEqual({
      first: false,
      second: true,
      third: false,
    });
    const both = setPartitionCableOpening(open, 1, 0, true);
    expect(inchRows(both)[1]?.partitionCableOpenings).toEqual([true, true]);
    const closed = setPartitionCableOpening(both, 1, 1, false);
    expect(inchRows(closed)[1]?.partitionCableOpenings).toEqual([true, false]);
  });

  it('closes an opening stored the older way, on the segment to its left', () => {
    const older: InchConfig = {
      ...base,
      segmentConfigs: [
        segmentConfig(0, 1, 'drawer', { dividerCableOpening: true }),
        segmentConfig(0, 2, 'open', {
          dividerCableOpenings: { first: false, second: true, third: false },
        }),
      ],
    };
    expect(inchRows(older)[0]?.partitionCableOpenings).toEqual([false, true]);
    const closed = setPartitionCableOpening(older, 0, 1, false);
    expect(inchRows(closed)[0]?.partitionCableOpenings).toEqual([false, false]);
    expect(segmentConfigAt(closed, { rowIndex: 0, segmentIndex: 1 }).type).toBe('drawer');
  });

  it('refuses partitions the row does not have', () => {
    expect(setPartitionCableOpening(base, 0, 2, true)).toBe(base);
    expect(setPartitionCableOpening(base, 0, 5, true)).toBe(base);
    expect(setPartitionCableOpening(base, 4, 0, true)).toBe(base);
  });
});

describe('texture', () => {
  it('sets and clears the veneer, keeping the colour', () => {
    const oak = setTexture({ ...base, color: '#1F2937' }, 'coffeeOak');
    expect(oak).toMatchObject({ color: '#1F2937', selectedTexture: 'coffeeOak' });
    expect(setTexture(oak, undefined).selectedTexture).toBeUndefined();
  });
});
