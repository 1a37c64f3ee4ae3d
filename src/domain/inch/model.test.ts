import { describe, expect, it } from 'vitest';
import { DEFAULT_INCH_CONFIG, inchConfigSchema } from './model.ts';

describe('inchConfigSchema', () => {
  it('fills every missing field with its default', () => {
    expect(inchConfigSchema.parse({})).toEqual({ ...DEFAULT_INCH_CONFIG, rowHeights: [] });
  });

  it('reads the spec field names of older data', () => {
    const config = inchConfigSchema.parse({
      width: 60,
      height: 3,
      depth: 11,
      verticalOffset: 4,
      color: '#D73527',
      style: 'modern',
      segmentStyle: 'style2',
      backPanelEnabled: false,
      backPanelSolidColor: true,
      rowHeights: [9, 12, 15],
      selectedTexture: 'coffeeOak',
      segmentConfigs: [{ rowIndex: 0, segmentIndex: 1, type: 'drawer' }],
    });
    expect(config).toEqual({
      widthIn: 60,
      rows: 3,
      depthIn: 11,
      verticalOffsetIn: 4,
      color: '#D73527',
      style: 'modern',
      segmentStyle: 'style2',
      backPanelEnabled: false,
      backPanelSolidColor: true,
      rowHeights: [9, 12, 15],
      selectedTexture: 'coffeeOak',
      segmentConfigs: [
        {
          rowIndex: 0,
          segmentIndex: 1,
          type: 'drawer',
          cableOpening: false,
          dividerCableOpening: false,
          dividerCableOpenings: undefined,
        },
      ],
    });
  });

  it('round-trips its own output', () => {
    const config = inchConfigSchema.parse({
      widthIn: 30,
      rows: 1,
      segmentConfigs: [{ rowIndex: 0, segmentIndex: 0, dividerCableOpenings: { first: true } }],
    });
    expect(inchConfigSchema.parse(JSON.parse(JSON.stringify(config)))).toEqual(config);
    expect(config.segmentConfigs[0]?.dividerCableOpenings).toEqual({
      first: true,
      second: false,
      third: false,
    });
  });

  it('prefers the unit-named field when both are present', () => {
    expect(inchConfigSchema.parse({ width: 30, widthIn: 40 }).widthIn).toBe(40);
  });

  it('treats null as missing and an empty texture as none', () => {
    const config = inchConfigSchema.parse({ color: null, selectedTexture: '', rowHeights: null });
    expect(config.color).toBe('#FFFFFF');
    expect(config.selectedTexture).toBeUndefined();
    expect(config.rowHeights).toEqual([]);
  });

  it.each([
    ['a row height the shop does not make', { rowHeights: [10] }],
    ['zero rows', { height: 0 }],
    ['fractional rows', { rows: 1.5 }],
    ['negative width', { width: -4 }],
    ['an unknown style', { style: 'baroque' }],
    ['an unknown segment type', { segmentConfigs: [{ rowIndex: 0, segmentIndex: 0, type: 'x' }] }],
    ['a negative row index', { segmentConfigs: [{ rowIndex: -1, segmentIndex: 0 }] }],
    ['a negative offset', { verticalOffset: -1 }],
    ['not an object', 'sideboard'],
  ])('refuses %s', (_name, stored) => {
    expect(inchConfigSchema.safeParse(stored).success).toBe(false);
  });
});
