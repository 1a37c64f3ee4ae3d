import type { Texture } from '../box/finish.ts';
import type { BoxDesign, DesignType } from '../box/model.ts';
import type { InchConfig } from '../inch/model.ts';
import type { DesignKind } from '../pricing/discounts.ts';

export type { DesignKind } from '../pricing/discounts.ts';

/**
 * A design as the shop prices, builds and ships it, whichever configurator made it: the facts of
 * the furniture and nothing of how a screen shows it (hover, doors drawn open, dimensions shown,
 * the camera). Cart lines, wishlist entries, shared links and product presets all hold one.
 */
export type Design = CellDesign | InchDesign;

/** Cells stacked on a 13 in grid (the cell configurator). */
export type CellDesign = {
  readonly kind: 'cell';
  readonly designType: DesignType;
  /** The boxes in the order they were added; their fronts, backs and own finishes included. */
  readonly boxes: BoxDesign;
  readonly showBackPanel: boolean;
  readonly backPanelDoubleSided: boolean;
  /** The design's colour (#RRGGBB); a box may carry its own. */
  readonly selectedColor: string;
  readonly selectedTexture: Texture | null;
};

/** Inch design types name the piece: `inch-sideboard`, `inch-tv-stand`… */
export type InchDesignType = `inch-${string}`;

/** A unit whose width, rows and depth are set in inches (the inch configurator). */
export type InchDesign = {
  readonly kind: 'inch';
  readonly designType: InchDesignType;
  readonly config: InchConfig;
};

const INCH_DESIGN_TYPE = /^inch-[a-z][a-z-]{0,38}[a-z]$/;

export function isInchDesignType(value: string): value is InchDesignType {
  return INCH_DESIGN_TYPE.test(value);
}

/** The inch design type for a kind of piece: `sideboard` → `inch-sideboard`. */
export function inchDesignTypeFor(piece: string): InchDesignType {
  const designType = `inch-${piece}`;
  if (!isInchDesignType(designType)) throw new RangeError(`Not a kind of piece: ${piece}`);
  return designType;
}

/**
 * Which configurator a stored design belongs to, without reading it whole: one that carries an
 * inch configuration, or whose design type is an inch one, is an inch design. Display code asks
 * this; anything that prices or builds the design parses it (parse.ts).
 */
export function designKindOf(stored: {
  readonly inchConfig?: unknown;
  readonly designType?: string;
}): DesignKind {
  return stored.inchConfig != null ||
    (stored.designType !== undefined && isInchDesignType(stored.designType))
    ? 'inch'
    : 'cell';
}

/** Where a design of each kind is edited. */
export const CONFIGURATOR_PATH: Readonly<Record<DesignKind, string>> = {
  cell: '/configurator',
  inch: '/configurator-inch',
};

/** Where a shared design opens: the configurator of its kind, with the share's id. */
export function sharePath(
  design: { readonly inchConfig?: unknown; readonly designType?: string },
  id: string,
): string {
  return `${CONFIGURATOR_PATH[designKindOf(design)]}?d=${id}`;
}
