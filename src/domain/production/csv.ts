import { csvText, type CsvCell } from '../csv.ts';
import { HARDWARE_NAMES } from './hardware.ts';
import type { Hardware } from './hardware.ts';
import type { BatchProductionSheet, CutListRow, ProductionSheet } from './sheet.ts';

// Production sheets as CSV for a spreadsheet or the workshop's cutting software.

type Cell = CsvCell;

/** A number to so many decimals, without trailing zeros: 15.667, 13. */
function rounded(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

const PANEL_HEADER = [
  'Part',
  'Pieces',
  'Length (in)',
  'Width (in)',
  'Thickness (in)',
  'Length (mm)',
  'Width (mm)',
  'Thickness (mm)',
  'Face',
  'Board',
  'Finish',
  'Colour',
  'Texture',
  'Total area (sq in)',
  'Total edge banding (in)',
  'Total weight (lb)',
] as const;

function panelCells(row: CutListRow): Cell[] {
  return [
    row.partName,
    row.quantity,
    rounded(row.lengthIn, 3),
    rounded(row.widthIn, 3),
    rounded(row.thicknessIn, 3),
    row.lengthMm,
    row.widthMm,
    row.thicknessMm,
    row.face,
    row.board,
    row.finish,
    row.colorName,
    row.textureName ?? '',
    rounded(row.areaSqIn, 2),
    rounded(row.edgeBandingIn, 2),
    row.weightLb,
  ];
}

/** An order's cut list: each line's pieces, a row for each size, board, finish and colour. */
export function cutListCsv(sheet: ProductionSheet): string {
  return csvText(
    ['Line', ...PANEL_HEADER],
    sheet.lines.flatMap((line) => line.panels.map((row) => [line.label, ...panelCells(row)])),
  );
}

/** A batch's cut list: equal pieces together, with the lines they are for (`BC-…/1 × 4; …`). */
export function batchCutListCsv(batch: BatchProductionSheet): string {
  return csvText(
    [...PANEL_HEADER, 'For'],
    batch.panels.map((row) => [
      ...panelCells(row),
      row.sources.map((source) => `${source.label} × ${source.quantity}`).join('; '),
    ]),
  );
}

const HARDWARE_ORDER = Object.keys(HARDWARE_NAMES) as (keyof Hardware)[];

/** An order's lines with what each needs beside its pieces: fittings, banding, weight, parcels. */
export function productionLinesCsv(sheet: ProductionSheet): string {
  return csvText(
    [
      'Line',
      'Design',
      'Size',
      'Finish',
      'Quantity',
      'Pieces',
      ...HARDWARE_ORDER.map((kind) => HARDWARE_NAMES[kind]),
      'Cable openings',
      'Edge banding (in)',
      'Weight (lb)',
      'Parcels',
    ],
    sheet.lines.map((line) => [
      line.label,
      line.designType,
      line.dimensions,
      line.finish,
      line.quantity,
      line.totals.pieces,
      ...HARDWARE_ORDER.map((kind) => line.totals.hardware[kind]),
      line.totals.cableOpenings,
      rounded(line.totals.edgeBandingIn, 2),
      line.totals.weightLb,
      line.parcelNumbers.join(' '),
    ]),
  );
}
