import { describe, expect, it } from 'vitest';
import { designOf, standardBoxes } from '../../../../domain/box/fixtures.test-helpers.ts';
import { boxBands } from './box-bands.ts';

// The side panel is 352 px wide: seven 44 px columns with 4 px between them fit, eight do not.
const PANEL = 352;

describe('boxBands', () => {
  it('keeps a design the panel holds in one band', () => {
    const row = standardBoxes(...[1, 2, 3, 4, 5, 6, 7].map((c) => [c, 0] as const));
    expect(boxBands(row, PANEL)).toEqual({ bands: [{ first: 1, last: 7 }], columnsPerBand: 7 });
  });

  it('keeps the Black Sideboard’s eight columns of wide boxes in one band: each box is two columns wide', () => {
    const sideboard = designOf(
      ...[1, 3, 5, 7].flatMap((c) => [['wide', c, 0] as const, ['wide', c, 1] as const]),
    );
    expect(boxBands(sideboard, PANEL).bands).toEqual([{ first: 1, last: 8 }]);
    // On a 320 px phone (288 px of panel) too: 8 × 33 px + 7 × 4 px.
    expect(boxBands(sideboard, 288).bands).toEqual([{ first: 1, last: 8 }]);
  });

  it('goes on in a second band past seven columns of standard boxes', () => {
    const row = standardBoxes(...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((c) => [c, 0] as const));
    expect(boxBands(row, PANEL)).toEqual({
      bands: [
        { first: 1, last: 7 },
        { first: 8, last: 9 },
      ],
      columnsPerBand: 7,
    });
  });

  it('never cuts a wide box in two', () => {
    // A standard box sets 44 px columns; the wide box on columns 7 and 8 starts the second band.
    const design = designOf(
      ['standard', 1, 0],
      ['wide', 2, 0],
      ['wide', 4, 0],
      ['standard', 6, 0],
      ['wide', 7, 0],
      ['standard', 9, 0],
    );
    expect(boxBands(design, PANEL).bands).toEqual([
      { first: 1, last: 6 },
      { first: 7, last: 9 },
    ]);
  });

  it('cuts wide boxes laid like bricks before the first that would not fit', () => {
    const design = designOf(
      ['standard', 1, 0],
      ...[2, 4, 6, 8, 10].map((c) => ['wide', c, 0] as const),
      ...[3, 5, 7, 9].map((c) => ['wide', c, 1] as const),
    );
    const { bands, columnsPerBand } = boxBands(design, PANEL);
    // Every cut crosses a box: the first band takes the boxes starting up to column 6, the wide
    // one on 6 and 7 among them, so none is wider than its band's grid.
    expect(bands).toEqual([
      { first: 1, last: 6 },
      { first: 7, last: 11 },
    ]);
    for (const box of design) {
      const start = Math.round(box.position.x / 13) + 1;
      const band = bands.find((b) => start >= b.first && start <= b.last)!;
      const end = start + (box.components[0]!.boxType === 'wide' ? 1 : 0);
      expect(end - band.first + 1).toBeLessThanOrEqual(columnsPerBand);
    }
  });

  it('keeps one band until the panel is laid out', () => {
    const row = standardBoxes(...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((c) => [c, 0] as const));
    expect(boxBands(row, null).bands).toEqual([{ first: 1, last: 9 }]);
    expect(boxBands([], PANEL).bands).toEqual([]);
  });
});
