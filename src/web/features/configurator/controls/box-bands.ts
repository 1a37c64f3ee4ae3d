import { cellOfBox } from '../../../../domain/box/geometry.ts';
import { BOX_PRESETS, boxTypeOf } from '../../../../domain/box/model.ts';
import type { BoxConfiguration } from '../../../../domain/box/model.ts';

/** A box button's least width: the 44 px touch target every control has. */
export const BOX_BUTTON_MIN_PX = 44;
/** The gap between two box buttons (`gap-1`). */
export const BOX_GAP_PX = 4;

/** Part of the Boxes list: the boxes starting in columns `first` to `last` (1-based). */
export interface ColumnBand {
  readonly first: number;
  readonly last: number;
}

export interface BoxBands {
  readonly bands: readonly ColumnBand[];
  /** Columns in each band's grid, the same in every band so that columns line up down the list. */
  readonly columnsPerBand: number;
}

/**
 * The design's columns cut into bands that fit `widthPx` with every box button at least 44 px
 * wide; the list shows them one under the other, each keeping the design's rows. The narrowest
 * box sets a column's least width: a design of wide boxes (two columns each) fits twice as many
 * columns as one with a standard box. A box is never cut in two: a band holds the boxes that start
 * in it, each wholly, and ends where no box crosses into the next one; where every cut crosses a
 * box (wide boxes laid like bricks), a box's second column stands in the next band's first, empty
 * there on its row. With no width known (nothing laid out yet), one band.
 */
export function boxBands(boxes: readonly BoxConfiguration[], widthPx: number | null): BoxBands {
  const spans = boxes.map((box) => {
    const start = cellOfBox(box).column;
    return { start, end: start + BOX_PRESETS[boxTypeOf(box)].columns - 1 };
  });
  if (spans.length === 0) return { bands: [], columnsPerBand: 0 };
  // Columns count from the design's first (an empty one still shows, as the grid positions say).
  const firstColumn = Math.min(1, ...spans.map((s) => s.start));
  const columns = Math.max(...spans.map((s) => s.end));
  const whole = {
    bands: [{ first: firstColumn, last: columns }],
    columnsPerBand: columns - firstColumn + 1,
  };
  if (widthPx === null || widthPx <= 0) return whole;

  const narrowest = Math.min(...spans.map((s) => s.end - s.start + 1));
  const widest = Math.max(...spans.map((s) => s.end - s.start + 1));
  const columnMinPx = (BOX_BUTTON_MIN_PX - (narrowest - 1) * BOX_GAP_PX) / narrowest;
  const fit = Math.max(widest, Math.floor((widthPx + BOX_GAP_PX) / (columnMinPx + BOX_GAP_PX)));
  if (columns - firstColumn + 1 <= fit) return whole;

  const bands: ColumnBand[] = [];
  let first = firstColumn;
  while (first <= columns) {
    const limit = first + fit - 1;
    const startingBy = (last: number) => spans.filter((s) => s.start >= first && s.start <= last);
    // Every box starting in the band must end inside its grid; cleanly, inside the band itself.
    const fits = (last: number) => startingBy(last).every((s) => s.end <= limit);
    const clean = (last: number) => startingBy(last).every((s) => s.end <= last);
    let last = Math.min(limit, columns);
    while (last > first && !fits(last)) last -= 1;
    // A clean cut one column earlier is worth that column; bricks may have none for many.
    if (!clean(last) && last - 1 >= first && clean(last - 1)) last -= 1;
    bands.push({ first, last });
    first = last + 1;
  }
  return { bands, columnsPerBand: fit };
}
