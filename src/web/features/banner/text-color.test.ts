import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  parseHexColor,
  readableTextColor,
  relativeLuminance,
} from './text-color.ts';

const luminance = (hex: string) => relativeLuminance(parseHexColor(hex) ?? [0, 0, 0]);

describe('readableTextColor', () => {
  it.each([
    ['#22C55E', DARK_TEXT], // the default promotion green needs dark text
    ['#FFFFFF', DARK_TEXT],
    ['#E29013', DARK_TEXT],
    ['#1E40AF', LIGHT_TEXT],
    ['#1F2937', LIGHT_TEXT],
    ['#D73527', LIGHT_TEXT],
    ['#2B7E52', LIGHT_TEXT],
    ['#000', LIGHT_TEXT],
  ])('%s gets %s', (background, text) => {
    expect(readableTextColor(background)).toBe(text);
  });

  it('reaches AA (4.5:1) on the shop’s colours', () => {
    for (const background of ['#22C55E', '#D73527', '#1E40AF', '#2B7E52', '#E29013', '#1F2937']) {
      const ratio = contrastRatio(luminance(background), luminance(readableTextColor(background)));
      expect(ratio, background).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back to dark text for a colour it cannot read', () => {
    expect(readableTextColor('green')).toBe(DARK_TEXT);
    expect(parseHexColor('#12345')).toBeNull();
  });

  it('computes WCAG contrast: black on white is 21:1', () => {
    expect(contrastRatio(luminance('#000000'), luminance('#ffffff'))).toBeCloseTo(21, 5);
  });
});
