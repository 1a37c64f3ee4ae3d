import { exhaustiveSwitchError } from '../box/assert.ts';
import { colorName, textureName } from '../items/display.ts';
import type { Board, BoardPart } from '../pricing/price-input.ts';

/** A part the workshop cuts: a pair of doors is cut as its two leaves. */
export type CutPart = Exclude<BoardPart, 'double-door'>;

/** A board as the workshop cuts it: one piece. */
export type CutPiece = Board & { readonly part: CutPart };

/** The workshop's name for each part. */
export const PART_NAMES: Readonly<Record<CutPart, string>> = {
  top: 'Top',
  bottom: 'Bottom',
  shelf: 'Shelf',
  side: 'Side',
  partition: 'Partition',
  divider: 'Divider',
  back: 'Back panel',
  door: 'Door',
  'door-leaf': 'Door leaf',
  'drawer-front': 'Drawer front',
};

/** Every board the design's boards are cut as: a pair of doors priced as one board is two leaves. */
export function cutPieces(board: Board): readonly CutPiece[] {
  if (board.part !== 'double-door') return [{ ...board, part: board.part }];
  // Halving is exact in binary, so the two leaves have exactly the area the price charges.
  const leaf: CutPiece = { ...board, part: 'door-leaf', widthIn: board.widthIn / 2 };
  return [leaf, leaf];
}

/**
 * Edge banding, in inches, one piece takes. Carcass boards are banded along their front edge,
 * the one the customer sees (a board's length runs along it); door leaves, doors and drawer fronts
 * on all four edges; a back panel not at all, its edges hidden in the carcass.
 */
export function bandedEdgeLengthIn(piece: CutPiece): number {
  switch (piece.face) {
    case 'carcass':
      return piece.lengthIn;
    case 'front':
      return 2 * (piece.lengthIn + piece.widthIn);
    case 'back':
      return 0;
    default:
      return exhaustiveSwitchError(piece.face);
  }
}

/** What the workshop faces a piece with: `White laminate`, `Walnut veneer`, `Bare birch`. */
export function finishText(piece: Pick<Board, 'surface' | 'color' | 'texture'>): string {
  switch (piece.surface) {
    case 'laminate':
      return `${colorName(piece.color)} laminate`;
    case 'veneer':
      return `${textureName(piece.texture ?? '')} veneer`;
    case 'bare':
      return 'Bare birch';
    default:
      return exhaustiveSwitchError(piece.surface);
  }
}

/** Tenths of a millimetre in an inch. */
const TENTH_MM_PER_IN = 254;

/**
 * A length in millimetres to the tenth, the workshop's precision. Counting tenths as inches × 254
 * puts 3/4 in at exactly 190.5 tenths, which rounds up to 19.1 mm; inches × 25.4 × 10 lands a
 * hair below and would round it down.
 */
export function millimetres(lengthIn: number): number {
  return Math.round(lengthIn * TENTH_MM_PER_IN) / 10;
}
