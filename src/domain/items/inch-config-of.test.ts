import { describe, expect, it } from 'vitest';
import { DEFAULT_INCH_CONFIG, segmentConfig } from '../inch/model.ts';
import { inchRows, segmentCounts } from '../inch/segments.ts';
import { inchItemDetails } from './details.ts';
import { inchConfigFromDetails, inchConfigOfItem } from './inch-config-of.ts';

describe('inchConfigOfItem', () => {
  it('takes the whole configuration when the item carries it', () => {
    const config = { ...DEFAULT_INCH_CONFIG, widthIn: 60 };
    expect(inchConfigOfItem({ inchConfig: config, details: {}, selectedColor: '#FFFFFF' })).toBe(
      config,
    );
    expect(
      inchConfigOfItem({
        details: { configurationType: 'inch', inchConfig: config },
        selectedColor: '#FFFFFF',
      }),
    ).toBe(config);
  });

  it('has none for a cell design', () => {
    expect(inchConfigOfItem({ details: { standardBox: 2 }, selectedColor: '#FFFFFF' })).toBeNull();
  });

  it('rebuilds an older item from its details with the same size, finish and fronts', () => {
    const original = {
      ...DEFAULT_INCH_CONFIG,
      widthIn: 66,
      rows: 3,
      rowHeights: [15, 15, 15] as const,
      depthIn: 11,
      color: '#1E40AF',
      style: 'modern' as const,
      backPanelSolidColor: true,
      segmentConfigs: [
        segmentConfig(0, 1, 'door'),
        segmentConfig(1, 3, 'drawer'),
        segmentConfig(2, 0, 'double-door'),
      ],
    };
    const rebuilt = inchConfigOfItem({
      details: inchItemDetails(original),
      selectedColor: '#1E40AF',
      selectedTexture: 'coffeeOak',
    });
    expect(rebuilt).toMatchObject({
      widthIn: 66,
      rows: 3,
      depthIn: 11,
      color: '#1E40AF',
      style: 'modern',
      segmentStyle: 'style1',
      backPanelEnabled: true,
      backPanelSolidColor: true,
      selectedTexture: 'coffeeOak',
    });
    expect(segmentCounts(inchRows(rebuilt!))).toEqual({
      singleDoors: 1,
      doubleDoors: 1,
      drawers: 1,
      cableOpenings: 0,
    });
    expect(inchRows(rebuilt!)[0]?.segments.map((segment) => segment.type)).toEqual([
      'door',
      'double-door',
      'drawer',
      'open',
    ]);
  });

  it('fills what the details lack with the defaults and never more fronts than segments', () => {
    const rebuilt = inchConfigFromDetails({
      details: {
        configurationType: 'inch',
        inchBackPanel: 'off',
        inchSingleDoor: 9,
        inchDepth: 13,
      },
      selectedColor: '#FFFFFF',
    });
    expect(rebuilt).toMatchObject({ widthIn: 48, rows: 2, depthIn: 15, backPanelEnabled: false });
    expect(segmentCounts(inchRows(rebuilt)).singleDoors).toBe(6);
  });
});
