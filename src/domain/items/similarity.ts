import type { InchConfig } from '../inch/model.ts';
import { inchRows } from '../inch/segments.ts';
import type { StoredBox, StoredComponent, WishlistItem } from './model.ts';

// When two items are the same design (docs/rules/saved-items.md). The spec's rules compare box type,
// position, divider and modification; ours also compare texture, per-box finishes and the whole
// inch configuration, so two designs that differ in anything the customer chose never merge.

function sameOptional(a: string | undefined, b: string | undefined): boolean {
  return (a ?? '') === (b ?? '');
}

/** Two decimals, without a separate -0.00 for a position a hair left of zero. */
function rounded(value: number): string {
  const fixed = value.toFixed(2);
  return fixed === '-0.00' ? '0.00' : fixed;
}

function componentKey(box: StoredBox, component: StoredComponent): string {
  const { modification } = component;
  // isOpen is left out: doors drawn open are a view of the same furniture.
  return JSON.stringify([
    component.boxType,
    rounded(component.position.x),
    rounded(component.position.y),
    rounded(component.position.z),
    component.hasDivider,
    modification.type,
    modification.orientation ?? '',
    modification.showBackPanel ?? true,
    modification.backPanelTexture ?? '',
    modification.cableOpening ?? false,
    box.selectedColor ?? '',
    box.selectedTexture ?? '',
  ]);
}

/**
 * The box layout as a sorted list of component keys: the same boxes added in another order are
 * the same furniture.
 */
export function boxLayoutSignature(configurations: readonly StoredBox[]): string {
  const keys = configurations.flatMap((box) =>
    box.components.map((component) => componentKey(box, component)),
  );
  return keys.sort().join('|');
}

function segmentSignature(config: InchConfig): string {
  return inchRows(config)
    .map(
      (row) =>
        row.segments
          .map((segment) => `${segment.type}${segment.cableOpening ? '+cable' : ''}`)
          .join(',') + `/${row.partitionCableOpenings.map((open) => (open ? 1 : 0)).join('')}`,
    )
    .join(';');
}

/**
 * The inch similarity signature (docs/rules/saved-items.md): size, colour, style, segment style, back
 * panel, offset, row heights and segments, each as built (ignored segments and rows left out),
 * plus the texture, which the spec leaves out but a customer sees.
 */
export function inchSimilaritySignature(config: InchConfig): string {
  const rows = inchRows(config);
  return JSON.stringify([
    config.widthIn,
    config.rows,
    config.depthIn,
    config.color.toUpperCase(),
    config.style,
    config.segmentStyle,
    config.backPanelEnabled,
    config.backPanelEnabled && config.backPanelSolidColor,
    config.verticalOffsetIn,
    rows.map((row) => row.heightIn),
    segmentSignature(config),
    config.selectedTexture ?? '',
  ]);
}

export function isSimilarInchConfig(a: InchConfig, b: InchConfig): boolean {
  return inchSimilaritySignature(a) === inchSimilaritySignature(b);
}

export type ComparableItem = Pick<
  WishlistItem,
  | 'name'
  | 'priceCents'
  | 'designType'
  | 'selectedColor'
  | 'selectedTexture'
  | 'showBackPanel'
  | 'backPanelDoubleSided'
  | 'configurations'
  | 'details'
  | 'inchConfig'
  | 'customDiscountPercentage'
  | 'discountPercentage'
>;

function hasDetails(item: ComparableItem): boolean {
  return Object.values(item.details).some((value) => value !== undefined);
}

function designKind(item: ComparableItem): 'inch' | 'boxes' | 'product' {
  if (item.inchConfig !== undefined) return 'inch';
  return item.configurations.length > 0 ? 'boxes' : 'product';
}

/** Same layout, or for items without one, the same product by name, price and colour. */
function sameDesign(a: ComparableItem, b: ComparableItem): boolean {
  const kind = designKind(a);
  if (kind !== designKind(b)) return false;
  switch (kind) {
    case 'inch':
      return (
        a.inchConfig !== undefined &&
        b.inchConfig !== undefined &&
        isSimilarInchConfig(a.inchConfig, b.inchConfig)
      );
    case 'boxes':
      return boxLayoutSignature(a.configurations) === boxLayoutSignature(b.configurations);
    case 'product':
      return a.name === b.name && a.priceCents === b.priceCents && !hasDetails(a) && !hasDetails(b);
  }
}

/**
 * Adding an item similar to a cart line raises that line's quantity (docs/rules/saved-items.md). Beyond the
 * spec, the discount and price must match too: a line holds one price, and merging a design added
 * at a 40 % place into one added at 20 % would charge one of them wrongly.
 */
export function isSimilarCartItem(a: ComparableItem, b: ComparableItem): boolean {
  return (
    a.priceCents === b.priceCents &&
    a.customDiscountPercentage === b.customDiscountPercentage &&
    a.discountPercentage === b.discountPercentage &&
    sameDesignAndFinish(a, b)
  );
}

/**
 * A wishlist add is skipped when an equal design is already there (docs/rules/saved-items.md): the same design
 * type and the same box layout, or a similar inch configuration. Colour, texture and back panel
 * count too, so a red copy of a white bookcase can be saved beside it.
 */
export function isSameWishlistDesign(a: ComparableItem, b: ComparableItem): boolean {
  return sameDesignAndFinish(a, b);
}

/** The same design type and design, in the same finish with the same back panel. */
function sameDesignAndFinish(a: ComparableItem, b: ComparableItem): boolean {
  return (
    a.designType === b.designType &&
    a.selectedColor.toUpperCase() === b.selectedColor.toUpperCase() &&
    sameOptional(a.selectedTexture, b.selectedTexture) &&
    a.showBackPanel === b.showBackPanel &&
    a.backPanelDoubleSided === b.backPanelDoubleSided &&
    sameDesign(a, b)
  );
}

export function findWishlistDuplicate<T extends ComparableItem>(
  wishlist: readonly T[],
  candidate: ComparableItem,
): T | undefined {
  return wishlist.find((item) => isSameWishlistDesign(item, candidate));
}

export const REPEAT_ADD_WINDOW_MS = 500;

export type WishlistAdd = {
  readonly name: string;
  readonly designType: string;
  readonly selectedColor: string;
  /** Milliseconds since the epoch, from the caller's clock. */
  readonly atMs: number;
};

/**
 * A second press of "add to wishlist" within 500 ms of the first, for the same name, design and
 * colour, is the same add and is ignored (docs/rules/saved-items.md). A clock that went backwards counts as
 * outside the window: better a duplicate the customer can remove than a lost save.
 */
export function isRepeatWishlistAdd(previous: WishlistAdd | undefined, next: WishlistAdd): boolean {
  if (previous === undefined) return false;
  const elapsedMs = next.atMs - previous.atMs;
  return (
    elapsedMs >= 0 &&
    elapsedMs <= REPEAT_ADD_WINDOW_MS &&
    previous.name === next.name &&
    previous.designType === next.designType &&
    previous.selectedColor.toUpperCase() === next.selectedColor.toUpperCase()
  );
}
