import { describe, expect, it } from 'vitest';
import {
  setPartitionCableOpening,
  setSegmentCableOpening,
  setSegmentType,
} from '../../../../domain/inch/editing.ts';
import { DEFAULT_INCH_CONFIG } from '../../../../domain/inch/model.ts';
import type { InchConfig } from '../../../../domain/inch/model.ts';
import { BACK_PANEL_M, INCH_BOARD_M, inchParts } from './inch-parts.ts';

const M = 0.0254;
const base: InchConfig = { ...DEFAULT_INCH_CONFIG, widthIn: 48, rows: 2, segmentConfigs: [] };

function close(value: number, expected: number) {
  expect(value).toBeCloseTo(expected, 6);
}

describe('inchParts', () => {
  it('builds the open sideboard from its boards at 3/4 in', () => {
    const parts = inchParts(base);
    const count = (kind: string) => parts.boards.filter((b) => b.kind === kind).length;
    // Two sides, bottom, shelf and top; two partitions a row; the back.
    expect(count('carcass')).toBe(5);
    expect(count('partition')).toBe(4);
    expect(count('back')).toBe(1);
    expect(parts.fronts).toEqual([]);
    expect(parts.segments).toHaveLength(6);
    close(INCH_BOARD_M, 0.75 * M);
    for (const board of parts.boards) {
      expect(Math.min(...board.size)).toBeCloseTo(
        board.kind === 'back' ? BACK_PANEL_M : INCH_BOARD_M,
        6,
      );
    }
    // 48 in wide, 32.25 in tall on a 0.25 in floor gap, 15 in deep plus the back and wall gap.
    close(parts.size[0], 48 * M);
    close(parts.size[1], 32.5 * M);
    close(parts.size[2], 15.5 * M);
  });

  it('puts the partitions where the segments divide', () => {
    const parts = inchParts(base);
    const xs = parts.boards
      .filter((b) => b.kind === 'partition')
      .map((b) => b.center[0] / M)
      .slice(0, 2);
    // Openings of 15 in: the first partition starts 0.75 + 15 in from the left end.
    expect(xs[0]).toBeCloseTo(-24 + 0.75 + 15 + 0.375, 6);
    expect(xs[1]).toBeCloseTo(24 - 0.75 - 15 - 0.375, 6);
  });

  it('hangs a door on the nearer end, splits a double door and gives a drawer its box', () => {
    let config = setSegmentType(base, { rowIndex: 0, segmentIndex: 0 }, 'door');
    config = setSegmentType(config, { rowIndex: 0, segmentIndex: 2 }, 'door');
    config = setSegmentType(config, { rowIndex: 1, segmentIndex: 1 }, 'double-door');
    config = setSegmentType(config, { rowIndex: 0, segmentIndex: 1 }, 'drawer');
    const parts = inchParts(config);
    expect(parts.fronts.map((f) => [f.kind, f.rowIndex, f.segmentIndex, f.hingeSide])).toEqual([
      ['door', 0, 0, -1],
      ['drawer', 0, 1, -1],
      ['door', 0, 2, 1],
      ['door', 1, 1, -1],
      ['door', 1, 1, 1],
    ]);
    expect(parts.fronts.filter((f) => f.body !== null)).toHaveLength(1);
  });

  it('sets classic fronts inside the openings and modern ones over the edges', () => {
    const door = setSegmentType(base, { rowIndex: 0, segmentIndex: 0 }, 'door');
    const classic = inchParts(door).fronts[0]!;
    const modern = inchParts({ ...door, style: 'modern' }).fronts[0]!;
    expect(classic.size[0] / M).toBeCloseTo(15 - 0.003 / M, 6);
    expect(modern.size[0] / M).toBeCloseTo(15.75 - 0.003 / M, 6);
    // The back of a modern front touches the carcass's front edge; a classic one is flush with it.
    const front = (0.25 + 0.25 + 15) * M;
    close(modern.center[2] - INCH_BOARD_M / 2, front);
    close(classic.center[2] + INCH_BOARD_M / 2, front);
  });

  it('draws cable openings in the back and in partitions', () => {
    let config = setSegmentCableOpening(base, { rowIndex: 0, segmentIndex: 1 }, true);
    config = setPartitionCableOpening(config, 1, 1, true);
    const parts = inchParts(config);
    expect(parts.cableHoles.map((hole) => hole.axis).sort()).toEqual(['x', 'z']);
    // No back, no hole in it.
    expect(inchParts({ ...config, backPanelEnabled: false }).cableHoles.map((h) => h.axis)).toEqual(
      ['x'],
    );
  });

  it('stands a classic unit on a plinth and a modern one on legs', () => {
    const raised = { ...base, verticalOffsetIn: 4 };
    const plinth = inchParts(raised).supports;
    expect(plinth.map((s) => s.kind)).toEqual(['plinth']);
    close(plinth[0]!.size[1], 4 * M);
    expect(inchParts({ ...raised, style: 'modern' }).supports.map((s) => s.kind)).toEqual([
      'leg',
      'leg',
      'leg',
      'leg',
    ]);
    expect(inchParts({ ...raised, style: 'modern', widthIn: 60 }).supports).toHaveLength(6);
    expect(inchParts(base).supports).toEqual([]);
    close(inchParts(raised).size[1], 36.5 * M);
  });

  it('finishes a veneered carcass in wood with coloured fronts, and a painted back to match', () => {
    const config = setSegmentType(
      { ...base, color: '#1F2937', selectedTexture: 'coffeeOak', backPanelSolidColor: true },
      { rowIndex: 0, segmentIndex: 0 },
      'door',
    );
    const parts = inchParts(config);
    expect(parts.boards.every((b) => b.finish.texture === 'coffeeOak')).toBe(true);
    expect(parts.fronts[0]?.finish).toEqual({ color: '#1F2937', texture: null });
    const birch = inchParts({ ...config, backPanelSolidColor: false }).boards.find(
      (b) => b.kind === 'back',
    );
    expect(birch?.finish).toEqual({ color: '#D2B48C', texture: 'birch' });
  });
});
