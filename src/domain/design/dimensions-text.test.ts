import { describe, expect, it } from 'vitest';
import {
  centimetresNumber,
  keptDimensionsText,
  readDimensionsText,
  shownDimensionsText,
  sizeCentimetresText,
} from './dimensions-text.ts';

describe('a size in inches and centimetres', () => {
  it('gives centimetres to the millimetre, without trailing zeros', () => {
    expect(centimetresNumber(32.25)).toBe('81.9');
    expect(centimetresNumber(26)).toBe('66');
    expect(sizeCentimetresText({ widthIn: 48, heightIn: 32.25, depthIn: 15 })).toBe(
      '121.9 × 81.9 × 38.1 cm',
    );
  });

  it('keeps a size to the hundredth of an inch, with ? for a length not known', () => {
    const kept = keptDimensionsText({ widthIn: 48, heightIn: 32.254, depthIn: 15 });
    expect(kept).toBe('48" W × 32.25" H × 15" D');
    expect(readDimensionsText(kept)).toEqual({ widthIn: 48, heightIn: 32.25, depthIn: 15 });
    expect(keptDimensionsText({ widthIn: 48, depthIn: 15 })).toBe('48" W × ? H × 15" D');
  });

  it('shows a kept dimensions text with centimetres beside', () => {
    expect(shownDimensionsText('104" W × 28" H × 14" D')).toBe(
      '104" W × 28" H × 14" D (264.2 × 71.1 × 35.6 cm)',
    );
    expect(shownDimensionsText(' 48" W × 32.25" H × 15" D ')).toBe(
      '48" W × 32.25" H × 15" D (121.9 × 81.9 × 38.1 cm)',
    );
  });

  it('shows a text in another form as it is', () => {
    for (const text of ['48" W × ? H × 15" D', 'About 4 feet wide', '']) {
      expect(readDimensionsText(text)).toBeNull();
      expect(shownDimensionsText(text)).toBe(text);
    }
  });
});
