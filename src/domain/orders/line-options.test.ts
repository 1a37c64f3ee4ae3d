import { describe, expect, it } from 'vitest';
import { defaultDesign } from '../box/generate.ts';
import { cellDesign, inchDesign } from '../design/fixtures.test-helpers.ts';
import { designOptionsText } from './line-options.ts';

describe('an ordered design’s options in words', () => {
  it('says a cell design’s finish, each kind of box with its count and its back panels', () => {
    expect(designOptionsText(cellDesign('bookcase'))).toEqual([
      'Finish: White',
      '12 Standard boxes',
      'Back panels: Birch',
    ]);
  });

  it('names one part in the singular', () => {
    const oneBox = defaultDesign('tvStand').boxes.slice(0, 1);
    expect(designOptionsText(cellDesign('tvStand', oneBox))).toEqual([
      'Finish: White',
      '1 Wide box',
      'Back panels: Birch',
    ]);
  });

  it('says an inch design’s finish, rows, style, segments and back panel', () => {
    expect(designOptionsText(inchDesign())).toEqual([
      'Finish: White',
      '2 rows',
      'Classic style',
      'Narrow segments',
      'Back panel: Birch',
    ]);
    expect(designOptionsText(inchDesign({ rows: 1 }))[1]).toBe('1 row');
  });
});
