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

export type PriceInput = {
  readonly depthIn: number;
  readonly verticalOffsetIn: number;
  readonly panels: readonly PricedPanel[];
  readonly singleDoors: number;
  readonly doubleDoors: number;
  readonly drawers: number;
  readonly cableOpenings: number;
};
