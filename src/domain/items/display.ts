import { keptDimensionsText } from '../design/dimensions-text.ts';
import { BIRCH_BACK_PANEL_COLOR } from '../inch/model.ts';
import { shellHeightIn } from '../inch/segments.ts';
import type { ItemDetails, StoredBox } from './model.ts';

// How item details read in the cart and wishlist panels (docs/rules/saved-items.md).

const COLOR_NAMES: Readonly<Record<string, string>> = {
  '#D73527': 'Red',
  '#1E40AF': 'Blue',
  '#2B7E52': 'Green',
  '#E29013': 'Yellow',
  '#FFFFFF': 'White',
  '#1F2937': 'Black',
  '#2C2C2C': 'Black',
  [BIRCH_BACK_PANEL_COLOR]: 'Birch',
};

const TEXTURE_NAMES: Readonly<Record<string, string>> = {
  amberMaple: 'Maple',
  coffeeOak: 'Oak',
  thermoWalnut: 'Walnut',
};

function titleCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The shop's name for a colour; an unknown hex code is shown as it is. */
export function colorName(color: string): string {
  const hex = color.trim().toUpperCase();
  return Object.hasOwn(COLOR_NAMES, hex) ? (COLOR_NAMES[hex] ?? color) : color;
}

/** Maple, Oak and Walnut for the veneers the spec names; other textures by their key in words. */
export function textureName(texture: string): string {
  return Object.hasOwn(TEXTURE_NAMES, texture)
    ? (TEXTURE_NAMES[texture] ?? texture)
    : titleCase(texture);
}

/**
 * An inch design's finish: its colour, or the veneer with the colour of the fronts, which the
 * price counts too ("Oak with green fronts").
 */
export function inchFinishName(color: string, texture?: string | undefined): string {
  return texture === undefined || texture === ''
    ? colorName(color)
    : `${textureName(texture)} with ${colorName(color).toLowerCase()} fronts`;
}

const SEGMENT_STYLE_NAMES: Readonly<Record<string, string>> = {
  style1: 'Narrow segments',
  style2: 'Wide segments',
};

/** An inch design's segment style as the configurator names it: `style1` → Narrow segments. */
export function segmentStyleName(style: string): string {
  return Object.hasOwn(SEGMENT_STYLE_NAMES, style)
    ? (SEGMENT_STYLE_NAMES[style] ?? style)
    : titleCase(style.replace(/(\d+)$/, ' $1'));
}

/** The finish a customer chose: the texture when there is one, else the colour. */
export function finishName(color: string, texture?: string | undefined): string {
  return texture === undefined || texture === '' ? colorName(color) : textureName(texture);
}

/**
 * A box design's finish: the design's own, then any finish boxes carry of their own, each with
 * how many boxes wear it ("White, Walnut on 1 box"). A box whose own finish reads the same as the
 * design's is not named again.
 */
export function boxDesignFinishName(
  color: string,
  texture: string | null | undefined,
  configurations: readonly StoredBox[],
): string {
  const designFinish = finishName(color, texture ?? undefined);
  const own = new Map<string, number>();
  for (const box of configurations) {
    const hasTexture = box.selectedTexture !== undefined && box.selectedTexture !== '';
    const hasColor = box.selectedColor !== undefined && box.selectedColor !== '';
    if (!hasTexture && !hasColor) continue;
    const name = hasTexture
      ? textureName(box.selectedTexture ?? '')
      : colorName(box.selectedColor ?? '');
    if (name === designFinish) continue;
    own.set(name, (own.get(name) ?? 0) + 1);
  }
  const extras = [...own].map(
    ([name, count]) => `${name} on ${count} ${count === 1 ? 'box' : 'boxes'}`,
  );
  return [designFinish, ...extras].join(', ');
}

/**
 * The back panel's finish: Birch when none is recorded, the one finish when all agree, Mixed
 * when they differ. A value is a colour (hex) or a texture key.
 */
export function backPanelLabel(finishes: readonly (string | null | undefined)[]): string {
  const names = new Set(
    finishes
      .filter(
        (finish): finish is string => finish !== null && finish !== undefined && finish !== '',
      )
      .map((finish) => (finish.startsWith('#') ? colorName(finish) : textureName(finish))),
  );
  if (names.size === 0) return 'Birch';
  if (names.size > 1) return 'Mixed';
  return [...names][0] ?? 'Birch';
}

/** The back-panel finishes of a box design's shown back panels. */
export function boxBackPanelFinishes(
  configurations: readonly StoredBox[],
): readonly (string | undefined)[] {
  return configurations.flatMap((box) =>
    box.components
      .filter((component) => component.modification.showBackPanel !== false)
      .map((component) => component.modification.backPanelTexture),
  );
}

/** One decimal in pounds, or N/A when there is no positive weight. */
export function formatWeight(weightLb: number | null | undefined): string {
  return typeof weightLb === 'number' && Number.isFinite(weightLb) && weightLb > 0
    ? `${weightLb.toFixed(1)} lb`
    : 'N/A';
}

export type FeatureRow = { readonly label: string; readonly count: number };

const BOX_FEATURES: readonly (readonly [keyof ItemDetails, string])[] = [
  ['standardBox', 'Standard boxes'],
  ['tallBox', 'Tall boxes'],
  ['wideBox', 'Wide boxes'],
  ['singleDoor', 'Single doors'],
  ['doubleDoor', 'Double doors'],
  ['singleDivider', 'Single dividers'],
  ['doubleDivider', 'Double dividers'],
  ['drawer', 'Drawers'],
  ['cableOpening', 'Cable openings'],
];

const INCH_FEATURES: readonly (readonly [keyof ItemDetails, string])[] = [
  ['inchSingleDoor', 'Single doors'],
  ['inchDoubleDoor', 'Double doors'],
  // The inch single divider count is the drawer count.
  ['inchSingleDivider', 'Drawers'],
  ['inchDoubleDivider', 'Double dividers'],
  ['inchCableOpening', 'Cable openings'],
];

export function isInchDetails(details: ItemDetails): boolean {
  return details.configurationType === 'inch';
}

/**
 * The Features section: the counts an item has. A count of zero says nothing about the design, so
 * it is hidden for every item (the spec asks it of inch items; box items read better the same way).
 */
export function featureRows(details: ItemDetails): readonly FeatureRow[] {
  const inch = isInchDetails(details);
  return (inch ? INCH_FEATURES : BOX_FEATURES).flatMap(([key, label]) => {
    const value = details[key];
    if (typeof value !== 'number') return [];
    if (value <= 0) return [];
    return [{ label, count: value }];
  });
}

/** The Weight section: inch items weigh inchTotalWeight, box items totalWeight. */
export function itemWeightText(details: ItemDetails): string {
  return formatWeight(isInchDetails(details) ? details.inchTotalWeight : details.totalWeight);
}

export type InchSummary = {
  readonly dimensions: string;
  readonly style: string;
  readonly segmentStyle: string;
  readonly backPanel: string;
  readonly finish: string;
};

/**
 * The modifications section of an inch item: dimensions, style and back panel. An item whose
 * details lack the height in inches is shown at the shell's height for its row count.
 */
export function inchSummary(
  details: ItemDetails,
  design: { readonly texture?: string | undefined; readonly rows?: number | undefined } = {},
): InchSummary {
  const heightIn =
    details.inchHeight ?? (design.rows === undefined ? undefined : shellHeightIn(design.rows));
  const backPanel =
    details.inchBackPanel === 'off' || details.inchShowBackPanel === false
      ? 'None'
      : details.inchBackPanel === 'solid-color'
        ? colorName(details.inchBackPanelColor ?? details.inchColor ?? BIRCH_BACK_PANEL_COLOR)
        : backPanelLabel([details.inchBackPanelColor]);
  return {
    dimensions: keptDimensionsText({
      widthIn: details.inchWidth,
      heightIn,
      depthIn: details.inchDepth,
    }),
    style: details.inchStyle === undefined ? '' : titleCase(details.inchStyle),
    segmentStyle:
      details.inchSegmentStyle === undefined ? '' : segmentStyleName(details.inchSegmentStyle),
    backPanel,
    finish: inchFinishName(details.inchColor ?? '#FFFFFF', design.texture),
  };
}
