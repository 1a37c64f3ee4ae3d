import { designShippingUnits } from '../checkout/shipment.ts';
import { designDimensionsText, designFinishText, designWeightLb } from '../design/facts.ts';
import type { Design, DesignKind } from '../design/model.ts';
import { designBoards, designPriceInput } from '../design/price.ts';
import {
  BOARD_LB_PER_SQ_FT,
  PACKAGING_LB_PER_SQ_FT,
  SQ_IN_PER_SQ_FT,
  fittingsWeightLb,
} from '../inch/weight.ts';
import { colorName, textureName } from '../items/display.ts';
import type { BoardSurface, PanelFace } from '../pricing/price-input.ts';
import { packShipment, shareTenths } from '../shipping/packing.ts';
import type { PackageDimensionsIn } from '../shipping/packing.ts';
import { NO_HARDWARE, addHardware, hardwareTimes, unitHardware } from './hardware.ts';
import type { Hardware } from './hardware.ts';
import { PART_NAMES, bandedEdgeLengthIn, cutPieces, finishText, millimetres } from './pieces.ts';
import type { CutPart, CutPiece } from './pieces.ts';

// The workshop's production sheet: what to cut, fit and pack for the lines of an order, or for a
// batch of orders. It is made from the boards each configurator lists for the price
// (designBoards), the weight the design ships at (designWeightLb) and the packing the checkout
// quotes (designShippingUnits, packShipment), so price, parcels and cut list cannot disagree.

/** An order line as it was frozen when the order was placed. */
export type ProductionLineInput = {
  /** How the workshop finds the line: its order number and line number, say `BC-261123-7K4Q9M/1`. */
  readonly label: string;
  readonly design: Design;
  readonly quantity: number;
};

/** What every board the shop makes is cut from (designMaterialsText). */
export const BOARD_MATERIAL = 'Baltic birch plywood';

/** Pieces of one part, size, material, finish and colour, cut together. */
export type CutListRow = {
  readonly part: CutPart;
  /** The workshop's name for the part: `Side`, `Drawer front`. */
  readonly partName: string;
  /** Length runs with the grain (see Board); a carcass board's width is its depth. */
  readonly lengthIn: number;
  readonly widthIn: number;
  readonly thicknessIn: number;
  /** The same sizes in millimetres, to the tenth. */
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly thicknessMm: number;
  readonly face: PanelFace;
  readonly board: string;
  readonly surface: BoardSurface;
  /** What the piece is faced with: `White laminate`, `Walnut veneer`, `Bare birch`. */
  readonly finish: string;
  /** The colour and texture the price charges the piece at, as the design records them. */
  readonly color: string;
  readonly colorName: string;
  readonly texture: string | null;
  readonly textureName: string | null;
  readonly quantity: number;
  /** Face area of all the row's pieces, square inches. */
  readonly areaSqIn: number;
  /** Edge banding all the row's pieces take, inches (bandedEdgeLengthIn). */
  readonly edgeBandingIn: number;
  /** What all the row's pieces weigh, pounds, in whole hundredths. */
  readonly weightLb: number;
  /** What one piece weighs, pounds, rounded to the hundredth: for handling, not for adding up. */
  readonly pieceWeightLb: number;
};

/** Sums over a line, an order or a batch. */
export type ProductionTotals = {
  readonly pieces: number;
  readonly areaSqIn: number;
  readonly edgeBandingIn: number;
  readonly cableOpenings: number;
  readonly hardware: Hardware;
  /** Pieces, fittings and packing: the shipping weight of what is counted. */
  readonly weightLb: number;
};

export type ProductionLine = {
  readonly label: string;
  readonly kind: DesignKind;
  readonly designType: string;
  /** `48" W × 32.25" H × 15" D`, as the order line keeps it. */
  readonly dimensions: string;
  readonly finish: string;
  readonly quantity: number;
  /** One unit's shipping weight (designWeightLb). */
  readonly unitWeightLb: number;
  readonly panels: readonly CutListRow[];
  /**
   * What an inch unit's door and drawer fittings and its packing weigh, beside its boards
   * (docs/rules/configurators.md). A cell box's weight has them in it, so a cell line's boards
   * carry all of it.
   */
  readonly fittingsWeightLb: number;
  readonly packagingWeightLb: number;
  /** Numbers of the sheet's parcels that hold this line's boxes or cartons. */
  readonly parcelNumbers: readonly number[];
  readonly totals: ProductionTotals;
};

export type SheetParcel = {
  /** From 1, in the order the checkout packs them. */
  readonly number: number;
  readonly dimensionsIn: PackageDimensionsIn;
  readonly weightLb: number;
  /** The boxes (or flat-pack cartons) in it. */
  readonly units: number;
  /** The lines with a unit in it. */
  readonly labels: readonly string[];
};

export type SheetParcels =
  | { readonly ok: true; readonly parcels: readonly SheetParcel[] }
  | { readonly ok: false; readonly reason: string };

export type ProductionSheet = {
  readonly lines: readonly ProductionLine[];
  /** The parcels the lines ship in together, as the checkout packed them. */
  readonly parcels: SheetParcels;
  readonly totals: ProductionTotals;
};

const HUNDREDTHS_PER_LB = 100;

/** What makes two pieces the same to cut: part, size, board, finish and colour. */
type CutIdentity = {
  readonly part: CutPart;
  readonly lengthIn: number;
  readonly widthIn: number;
  readonly thicknessIn: number;
  readonly face: PanelFace;
  readonly surface: BoardSurface;
  readonly color: string;
  readonly texture?: string | null | undefined;
};

function cutKey(piece: CutIdentity): string {
  return [
    piece.part,
    piece.lengthIn,
    piece.widthIn,
    piece.thicknessIn,
    piece.face,
    piece.surface,
    piece.color.trim().toUpperCase(),
    piece.texture ?? '',
  ].join('|');
}

/** Equal pieces counted together, in the order the design first lists each. */
function countPieces(pieces: readonly CutPiece[]): { piece: CutPiece; count: number }[] {
  const counted = new Map<string, { piece: CutPiece; count: number }>();
  for (const piece of pieces) {
    const key = cutKey(piece);
    const entry = counted.get(key);
    if (entry === undefined) counted.set(key, { piece, count: 1 });
    else entry.count += 1;
  }
  return [...counted.values()];
}

function boardWeightLb(piece: CutPiece): number {
  return ((piece.lengthIn * piece.widthIn) / SQ_IN_PER_SQ_FT) * BOARD_LB_PER_SQ_FT[piece.face];
}

function cutListRow(piece: CutPiece, quantity: number, weightHundredths: number): CutListRow {
  const texture = piece.texture ?? null;
  const weightLb = weightHundredths / HUNDREDTHS_PER_LB;
  return {
    part: piece.part,
    partName: PART_NAMES[piece.part],
    lengthIn: piece.lengthIn,
    widthIn: piece.widthIn,
    thicknessIn: piece.thicknessIn,
    lengthMm: millimetres(piece.lengthIn),
    widthMm: millimetres(piece.widthIn),
    thicknessMm: millimetres(piece.thicknessIn),
    face: piece.face,
    board: BOARD_MATERIAL,
    surface: piece.surface,
    finish: finishText(piece),
    color: piece.color,
    colorName: colorName(piece.color),
    texture,
    textureName: texture === null || texture === '' ? null : textureName(texture),
    quantity,
    areaSqIn: piece.lengthIn * piece.widthIn * quantity,
    edgeBandingIn: bandedEdgeLengthIn(piece) * quantity,
    weightLb,
    pieceWeightLb: Math.round((weightLb / quantity) * HUNDREDTHS_PER_LB) / HUNDREDTHS_PER_LB,
  };
}

function assertQuantity(line: ProductionLineInput): void {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`Line ${line.label} has a quantity of ${line.quantity}`);
  }
}

/**
 * One line's cut list, fittings and weights. The weight the design ships at is shared out, in
 * whole hundredths of a pound that add up to it exactly, over its pieces (each at its face's board
 * rate, D3) and, for an inch unit, its fittings and packing, which its weight counts apart. A cell
 * design's weight is the shop's weight per box, front and divider with their fittings and packing
 * in it, so its pieces share all of it in proportion to their board weights.
 */
function productionLine(input: ProductionLineInput): Omit<ProductionLine, 'parcelNumbers'> {
  assertQuantity(input);
  const { design, quantity } = input;
  const pieces = designBoards(design).flatMap(cutPieces);
  const groups = countPieces(pieces);
  // The doors, drawers and cable openings the price counts.
  const priced = designPriceInput(design);
  const areaSqIn = pieces.reduce((sum, piece) => sum + piece.lengthIn * piece.widthIn, 0);
  const unitWeightLb = designWeightLb(design);
  const [fittingsHundredths = 0, packagingHundredths = 0, ...groupHundredths] = shareTenths(
    Math.round(unitWeightLb * HUNDREDTHS_PER_LB),
    [
      design.kind === 'inch' ? fittingsWeightLb(priced) : 0,
      design.kind === 'inch' ? (areaSqIn / SQ_IN_PER_SQ_FT) * PACKAGING_LB_PER_SQ_FT : 0,
      ...groups.map(({ piece, count }) => boardWeightLb(piece) * count),
    ],
  );
  const panels = groups.map(({ piece, count }, index) =>
    cutListRow(piece, count * quantity, (groupHundredths[index] ?? 0) * quantity),
  );
  return {
    label: input.label,
    kind: design.kind,
    designType: design.designType,
    dimensions: designDimensionsText(design),
    finish: designFinishText(design),
    quantity,
    unitWeightLb,
    panels,
    fittingsWeightLb: (fittingsHundredths * quantity) / HUNDREDTHS_PER_LB,
    packagingWeightLb: (packagingHundredths * quantity) / HUNDREDTHS_PER_LB,
    totals: {
      pieces: pieces.length * quantity,
      areaSqIn: areaSqIn * quantity,
      edgeBandingIn: panels.reduce((sum, row) => sum + row.edgeBandingIn, 0),
      cableOpenings: priced.cableOpenings * quantity,
      hardware: hardwareTimes(unitHardware(design, pieces), quantity),
      weightLb: (Math.round(unitWeightLb * HUNDREDTHS_PER_LB) * quantity) / HUNDREDTHS_PER_LB,
    },
  };
}

const NO_TOTALS: ProductionTotals = {
  pieces: 0,
  areaSqIn: 0,
  edgeBandingIn: 0,
  cableOpenings: 0,
  hardware: NO_HARDWARE,
  weightLb: 0,
};

function addTotals(a: ProductionTotals, b: ProductionTotals): ProductionTotals {
  return {
    pieces: a.pieces + b.pieces,
    areaSqIn: a.areaSqIn + b.areaSqIn,
    edgeBandingIn: a.edgeBandingIn + b.edgeBandingIn,
    cableOpenings: a.cableOpenings + b.cableOpenings,
    hardware: addHardware(a.hardware, b.hardware),
    // In hundredths, so a sum of weights that are whole hundredths stays one.
    weightLb:
      Math.round(a.weightLb * HUNDREDTHS_PER_LB + b.weightLb * HUNDREDTHS_PER_LB) /
      HUNDREDTHS_PER_LB,
  };
}

function sumTotals(totals: readonly ProductionTotals[]): ProductionTotals {
  return totals.reduce(addTotals, NO_TOTALS);
}

/**
 * The production sheet of an order's lines: each line's cut list (every board the price charges
 * for, equal pieces counted together), fittings, edge banding and weight, and the parcels the
 * lines ship in together, packed as the checkout packs them. Labels name the lines, so each is
 * used once.
 */
export function productionSheet(lines: readonly ProductionLineInput[]): ProductionSheet {
  const labels = new Set(lines.map((line) => line.label));
  if (labels.size !== lines.length) {
    throw new RangeError('Each line of a production sheet needs a label of its own');
  }
  const made = lines.map(productionLine);
  const packed = packShipment(
    lines.flatMap((line) =>
      designShippingUnits({ itemId: line.label, design: line.design, quantity: line.quantity }),
    ),
  );
  const parcels: SheetParcels = packed.ok
    ? {
        ok: true,
        parcels: packed.packages.map((parcel, index) => ({
          number: index + 1,
          dimensionsIn: parcel.dimensionsIn,
          weightLb: parcel.weightLb,
          units: parcel.boxCount,
          labels: parcel.itemIds,
        })),
      }
    : { ok: false, reason: packed.reason };
  const withParcels = made.map((line): ProductionLine => ({
    ...line,
    parcelNumbers: parcels.ok
      ? parcels.parcels
          .filter((parcel) => parcel.labels.includes(line.label))
          .map((parcel) => parcel.number)
      : [],
  }));
  return {
    lines: withParcels,
    parcels,
    totals: sumTotals(withParcels.map((line) => line.totals)),
  };
}

/** An order the workshop makes in a batch: its number and its frozen lines. */
export type ProductionOrder = {
  readonly orderNumber: string;
  readonly lines: readonly ProductionLineInput[];
};

/** How many of a batch row's pieces one line asks for. */
export type PieceSource = { readonly label: string; readonly quantity: number };

/** Equal pieces across a batch's orders, with the lines they are for. */
export type BatchCutListRow = CutListRow & { readonly sources: readonly PieceSource[] };

export type BatchProductionSheet = {
  /** Each order's own sheet: its lines and the parcels it ships in (orders ship apart). */
  readonly orders: readonly { readonly orderNumber: string; readonly sheet: ProductionSheet }[];
  /** Every piece of the batch, equal pieces together, by board, finish and colour, longest first. */
  readonly panels: readonly BatchCutListRow[];
  readonly totals: ProductionTotals;
};

function mergeRows(into: BatchCutListRow, row: CutListRow, label: string): BatchCutListRow {
  const quantity = into.quantity + row.quantity;
  const weightLb =
    Math.round(into.weightLb * HUNDREDTHS_PER_LB + row.weightLb * HUNDREDTHS_PER_LB) /
    HUNDREDTHS_PER_LB;
  return {
    ...into,
    quantity,
    areaSqIn: into.areaSqIn + row.areaSqIn,
    edgeBandingIn: into.edgeBandingIn + row.edgeBandingIn,
    weightLb,
    pieceWeightLb: Math.round((weightLb / quantity) * HUNDREDTHS_PER_LB) / HUNDREDTHS_PER_LB,
    // A line counts its equal pieces in one row, so each row of it is a line of its own here.
    sources: [...into.sources, { label, quantity: row.quantity }],
  };
}

/** The order the workshop cuts in: board by board (thickness, finish, colour), longest first. */
function cuttingOrder(a: CutListRow, b: CutListRow): number {
  return (
    a.thicknessIn - b.thicknessIn ||
    a.finish.localeCompare(b.finish, 'en') ||
    a.colorName.localeCompare(b.colorName, 'en') ||
    b.lengthIn - a.lengthIn ||
    b.widthIn - a.widthIn ||
    a.partName.localeCompare(b.partName, 'en')
  );
}

/**
 * A batch of orders made together: each order's own sheet, and every piece of them all with equal
 * pieces (the same part, size, board, finish and colour) counted together, saying how many each
 * line asks for.
 */
export function batchProductionSheet(orders: readonly ProductionOrder[]): BatchProductionSheet {
  const sheets = orders.map((order) => ({
    orderNumber: order.orderNumber,
    sheet: productionSheet(order.lines),
  }));
  const rows = new Map<string, BatchCutListRow>();
  for (const { sheet } of sheets) {
    for (const line of sheet.lines) {
      for (const row of line.panels) {
        const key = cutKey(row);
        const into = rows.get(key);
        rows.set(
          key,
          into === undefined
            ? { ...row, sources: [{ label: line.label, quantity: row.quantity }] }
            : mergeRows(into, row, line.label),
        );
      }
    }
  }
  return {
    orders: sheets,
    panels: [...rows.values()].sort(cuttingOrder),
    totals: sumTotals(sheets.map(({ sheet }) => sheet.totals)),
  };
}
