import { describe, expect, it } from 'vitest';
import { DEFAULT_INCH_CONFIG, inchConfigSchema } from './model.ts';

describe('inchConfigSchema', () => {
  // What a design must say: everything but what may be left out.
  const required: Record<string, unknown> = { ...DEFAULT_INCH_CONFIG };
  delete required['rowHeights'];
  delete required['segmentConfigs'];

  it('reads what may be left out as none: no offset, no texture, standard rows, open segments', () => {
    expect(inchConfigSchema.parse(required)).toEqual({
      ...DEFAULT_INCH_CONFIG,
      verticalOffsetIn: 0,
      // One standard row for each of its rows.
      rowHeights: [15, 15],
      selectedTexture: undefined,
      segmentConfigs: [],
    });
  });

  it.each(['widthIn', 'rows', 'depthIn', 'color', 'style', 'segmentStyle', 'backPanelEnabled'])(
    'never makes up %s, which changes the price or the shape',
    (field) => {
      const stored: Record<string, unknown> = { ...required };
      delete stored[field];
      expect(inchConfigSchema.safeParse(stored).success).toBe(false);
    },
  );

  it('reads the spec field names of older data', () => {
    // The fields whose names did not change.
    const kept = {
      color: '#D73527',
      style: 'modern',
      segmentStyle: 'style2',
      backPanelEnabled: false,
      backPanelSolidColor: true,
      rowHeights: [9, 12, 15],
      selectedTexture: 'coffeeOak',
    };
    const config = inchConfigSchema.parse({
      width: 60,
      height: 3,
      depth: 11,
      verticalOffset: 4,
      ...kept,
      segmentConfigs: [{ rowIndex: 0, segmentIndex: 1, type: 'drawer' }],
    });
    expect(config).toEqual({
      widthIn: 60,
      rows: 3,
      depthIn: 11,
      verticalOffsetIn: 4,
      ...kept,
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
      ...required,
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
    expect(inchConfigSchema.parse({ ...required, width: 30, widthIn: 40 }).widthIn).toBe(40);
  });

  it('treats null as absent and an empty texture as none', () => {
    const config = inchConfigSchema.parse({
      ...required,
      verticalOffset: null,
      selectedTexture: '',
      rowHeights: null,
    });
    expect(config.verticalOffsetIn).toBe(0);
    expect(config.selectedTexture).toBeUndefined();
    expect(config.rowHeights).toEqual([15, 15]);
  });

  it.each([
    ['a row height the shop does not make', { rowHeights: [10] }],
    ['zero rows', { rows: 0 }],
    ['fractional rows', { rows: 1.5 }],
    ['negative width', { widthIn: -4 }],
    ['an unknown style', { style: 'baroque' }],
    ['an unknown segment type', { segmentConfigs: [{ rowIndex: 0, segmentIndex: 0, type: 'x' }] }],
    ['a negative row index', { segmentConfigs: [{ rowIndex: -1, segmentIndex: 0 }] }],
    ['a negative offset', { verticalOffsetIn: -1 }],
    ['not an object', 'sideboard'],
    ['a colour that is not #RRGGBB', { color: 'white' }],
    ['a texture the shop does not offer', { selectedTexture: 'marble' }],
  ])('refuses %s', (_name, change) => {
    const stored = typeof change === 'string' ? change : { ...required, ...change };
    expect(inchConfigSchema.safeParse(stored).success).toBe(false);
  });
});
