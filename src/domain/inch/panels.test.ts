import { describe, expect, it } from 'vitest';
import { listPrice } from '../pricing/price-design.ts';
import { DEFAULT_INCH_CONFIG, segmentConfig } from './model.ts';
import type { InchConfig } from './model.ts';
import { inchBoards, inchPanels, inchPriceInput } from './panels.ts';

/** docs/pricing.md's worked example: 48 in × 2 rows × 15 in deep, open, white, style1, back panel. */
const openSideboard: InchConfig = {
  ...DEFAULT_INCH_CONFIG,
  widthIn: 48,
  rows: 2,
  depthIn: 15,
  color: '#FFFFFF',
  segmentStyle: 'style1',
  backPanelEnabled: true,
  rowHeights: [15, 15],
};

function areaOf(config: InchConfig, face: 'carcass' | 'front' | 'back'): number {
  return inchPanels(config)
    .filter((panel) => panel.face === face)
    .reduce((sum, panel) => sum + panel.areaSqIn, 0);
}

describe('inchPanels', () => {
  it('lists top, bottom, shelf, sides, partitions and back of the open sideboard', () => {
    // 3 boards 48 × 15, 2 sides 32.25 × 15, 2 partitions × 2 rows 15 × 15, back 48 × 32.25.
    expect(areaOf(openSideboard, 'carcass')).toBe(2160 + 967.5 + 900);
    expect(areaOf(openSideboard, 'back')).toBe(1548);
    expect(areaOf(openSideboard, 'front')).toBe(0);
    expect(inchPanels(openSideboard)).toHaveLength(3 + 2 + 4 + 1);
  });

  it('adds a front over each door, double door and drawer opening', () => {
    const withFronts: InchConfig = {
      ...openSideboard,
      segmentConfigs: [
        segmentConfig(0, 0, 'door'),
        segmentConfig(0, 1, 'double-door'),
        segmentConfig(1, 2, 'drawer', { cableOpening: true }),
      ],
    };
    expect(areaOf(withFronts, 'front')).toBe(3 * 15 * 15);
    expect(inchPriceInput(withFronts)).toMatchObject({
      singleDoors: 1,
      doubleDoors: 1,
      drawers: 1,
      cableOpenings: 1,
    });
  });

  it('leaves the back out when disabled', () => {
    expect(areaOf({ ...openSideboard, backPanelEnabled: false }, 'back')).toBe(0);
  });

  it('prices an unpainted back as birch and a painted one in the carcass finish', () => {
    const red = { ...openSideboard, color: '#D73527', selectedTexture: 'coffeeOak' };
    const birchBack = inchPanels(red).find((panel) => panel.face === 'back');
    const paintedBack = inchPanels({ ...red, backPanelSolidColor: true }).find(
      (panel) => panel.face === 'back',
    );
    expect(birchBack).toMatchObject({ color: '#D2B48C' });
    expect(birchBack?.texture).toBeUndefined();
    expect(paintedBack).toMatchObject({ color: '#D73527', texture: 'coffeeOak' });
  });
});

describe('inchPriceInput', () => {
  it('carries depth and offset', () => {
    expect(inchPriceInput({ ...openSideboard, depthIn: 11, verticalOffsetIn: 6 })).toMatchObject({
      depthIn: 11,
      verticalOffsetIn: 6,
    });
  });

  it('lists the open white sideboard at about $955 (within 5 %)', () => {
    const price = listPrice(inchPriceInput(openSideboard));
    expect(Math.abs(price - 955_00)).toBeLessThanOrEqual(955_00 * 0.05);
    expect(price).toBe(968_08);
  });
});

describe('inchBoards', () => {
  it('names the boards of the open sideboard with their cut sizes, all 3/4 in', () => {
    const boards = inchBoards(openSideboard);
    expect(boards.map(({ part, lengthIn, widthIn }) => [part, lengthIn, widthIn])).toEqual([
      ['bottom', 48, 15],
      ['shelf', 48, 15],
      ['top', 48, 15],
      ['side', 32.25, 15],
      ['side', 32.25, 15],
      ['partition', 15, 15],
      ['partition', 15, 15],
      ['partition', 15, 15],
      ['partition', 15, 15],
      ['back', 32.25, 48],
    ]);
    expect(boards.every((board) => board.thicknessIn === 0.75)).toBe(true);
    expect(boards[9]).toMatchObject({ surface: 'bare', color: '#D2B48C' });
  });

  it('fronts each closed opening; a veneered unit keeps laminate fronts in its colour', () => {
    const boards = inchBoards({
      ...openSideboard,
      widthIn: 50,
      rows: 1,
      rowHeights: [12],
      selectedTexture: 'coffeeOak',
      backPanelSolidColor: true,
      segmentConfigs: [
        segmentConfig(0, 0, 'door'),
        segmentConfig(0, 1, 'double-door'),
        segmentConfig(0, 2, 'drawer'),
      ],
    });
    // (50 − 4 × 0.75) ÷ 3 = 15.666… in openings, 12 in tall.
    const opening = (50 - 3) / 3;
    expect(
      boards
        .filter((board) => board.face === 'front')
        .map(({ part, lengthIn, widthIn }) => [part, lengthIn, widthIn]),
    ).toEqual([
      ['door', 12, opening],
      ['double-door', 12, opening],
      ['drawer-front', opening, 12],
    ]);
    expect(new Set(boards.map((board) => `${board.face} ${board.surface}`))).toEqual(
      new Set(['carcass veneer', 'front laminate', 'back veneer']),
    );
  });
});
