/**
 * What the price formula needs to know about a design, independent of which configurator made it.
 * Both configurators reduce their designs to this shape so there is exactly one formula
 * (docs/pricing.md).
 */
export type PanelFace = 'carcass' | 'front' | 'back';

export type PricedPanel = {
  readonly face: PanelFace;
  /** Area of one face of the board, in square inches. */
  readonly areaSqIn: number;
  /** Colour as a hex code (#RRGGBB) or a colour name; each panel is priced at its own colour's rate. */
  readonly color: string;
  /** Texture key (for example 'thermoWalnut'); absent or unknown means no texture surcharge. */
  readonly texture?: string | undefined;
};

/** What a board is in the workshop: the part of the piece it makes. */
export type BoardPart =
  | 'top'
  | 'bottom'
  | 'shelf'
  | 'side'
  | 'partition'
  | 'divider'
  | 'back'
  | 'door'
  | 'door-leaf'
  /** Both leaves of a pair of doors as one board, as the inch configurator prices them. */
  | 'double-door'
  | 'drawer-front';

/** What covers a board's face: a laminate in its colour, a veneer in its texture, or nothing. */
export type BoardSurface = 'laminate' | 'veneer' | 'bare';

/**
 * One board of a design as the workshop cuts it. The price, the weight and the production sheet
 * all read this one list (each configurator makes it), so they cannot disagree about what a
 * design is made of. Length runs with the grain: along the front edge of a carcass board (across
 * a top, up a side), up a door, a door leaf or a back, and across a drawer front; the width of a
 * carcass board is its depth.
 */
export type Board = {
  readonly part: BoardPart;
  readonly face: PanelFace;
  readonly lengthIn: number;
  readonly widthIn: number;
  readonly thicknessIn: number;
  readonly surface: BoardSurface;
  /** The colour the board is priced at (see PricedPanel). */
  readonly color: string;
  /** The texture the board is priced at, if any (see PricedPanel). */
  readonly texture?: string | undefined;
};

/** A board as the price formula reads it: its face area, at its own colour and texture. */
export function pricedPanelOf(board: Board): PricedPanel {
  const areaSqIn = board.lengthIn * board.widthIn;
  return board.texture === undefined
    ? { face: board.face, areaSqIn, color: board.color }
    : { face: board.face, areaSqIn, color: board.color, texture: board.texture };
}

export type PriceInput = {
  readonly depthIn: number;
  readonly verticalOffsetIn: number;
  readonly panels: readonly PricedPanel[];
  readonly singleDoors: number;
  readonly doubleDoors: number;
  readonly drawers: number;
  readonly cableOpenings: number;
};
