import { describe, expect, it } from 'vitest';
import { createBox } from '../box/geometry.ts';
import { DEFAULT_MODIFICATION, DEFAULT_SCENE_STATE } from '../box/model.ts';
import { DEFAULT_INCH_CONFIG, segmentConfig } from '../inch/model.ts';
import type { InchConfig } from '../inch/model.ts';
import {
  boxDimensionsText,
  boxItemDetails,
  inchBackPanelOf,
  inchDimensionsText,
  inchItemDetails,
} from './details.ts';
import { SIDEBOARD_INCH_DETAILS } from './fixtures.test-helpers.ts';

const sideboard: InchConfig = {
  ...DEFAULT_INCH_CONFIG,
  widthIn: 48,
  rows: 2,
  depthIn: 15,
  color: '#1E40AF',
  style: 'modern',
  segmentConfigs: [
    segmentConfig(0, 0, 'drawer', { cableOpening: true }),
    segmentConfig(0, 1, 'drawer'),
    segmentConfig(1, 2, 'door'),
  ],
};

describe('boxItemDetails', () => {
  it('counts the boxes and their parts and weighs them', () => {
    const design = [
      createBox('standard', { column: 1, level: 0 }, { id: 'box-1', stackId: 'stack-1' }),
      createBox(
        'double-stack',
        { column: 2, level: 0 },
        { id: 'box-2', stackId: 'stack-2' },
        { ...DEFAULT_MODIFICATION, type: 'door', cableOpening: true },
      ),
      createBox(
        'wide',
        { column: 3, level: 0 },
        { id: 'box-3', stackId: 'stack-3' },
        { ...DEFAULT_MODIFICATION, type: 'drawer' },
      ),
    ];
    const details = boxItemDetails(design, DEFAULT_SCENE_STATE, { productId: 'p-1' });
    expect(details).toMatchObject({
      standardBox: 1,
      tallBox: 1,
      wideBox: 1,
      singleDoor: 1,
      doubleDoor: 0,
      singleDivider: 0,
      doubleDivider: 0,
      drawer: 1,
      cableOpening: 1,
      boxFinishColor: '#FFFFFF',
      productId: 'p-1',
    });
    expect(details.totalWeight).toBeGreaterThan(11.3 + 18.8 + 18);
    expect(boxDimensionsText(design)).toBe('52" W × 28" H × 14" D');
  });
});

describe('inchItemDetails', () => {
  it('fills the inch fields, drawers as single dividers', () => {
    expect(inchItemDetails(sideboard, { productPageUrl: '/shop/sideboard/product/7' })).toEqual({
      ...SIDEBOARD_INCH_DETAILS,
      inchSingleDoor: 1,
      inchDoubleDoor: 0,
      inchSingleDivider: 2,
      inchDoubleDivider: 0,
      inchCableOpening: 1,
      inchTotalWeight: expect.any(Number) as number,
      productPageUrl: '/shop/sideboard/product/7',
    });
  });

  it.each<[Partial<InchConfig>, string, string | undefined]>([
    [{ backPanelEnabled: false }, 'off', undefined],
    [{ backPanelEnabled: true, backPanelSolidColor: false }, 'birch', '#D2B48C'],
    [{ backPanelEnabled: true, backPanelSolidColor: true }, 'solid-color', '#1E40AF'],
    [{ backPanelEnabled: false, backPanelSolidColor: true }, 'off', undefined],
  ])('%j has back panel %s in %s', (change, backPanel, color) => {
    const config = { ...sideboard, ...change };
    expect(inchBackPanelOf(config)).toBe(backPanel);
    expect(inchItemDetails(config).inchBackPanelColor).toBe(color);
  });

  it('writes the dimensions text', () => {
    expect(inchDimensionsText(sideboard)).toBe('48" W × 32.25" H × 15" D');
  });
});
