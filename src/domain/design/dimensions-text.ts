// A size as the shop shows it: inches first, centimetres beside (docs/rules/storefront.md). Items,
// products and order lines keep their size as text (`48" W × 32.25" H × 15" D`, domain
// items/details.ts); a page reads it back and adds the centimetres, so what is kept never changes
// form.

export const CM_PER_IN = 2.54;

export interface SizeIn {
  readonly widthIn: number;
  readonly heightIn: number;
  readonly depthIn: number;
}

/** A length in centimetres to the millimetre, without trailing zeros: 81.9, 66. */
export function centimetresNumber(lengthIn: number): string {
  return String(Math.round(lengthIn * CM_PER_IN * 10) / 10);
}

/** `121.9 × 81.9 × 38.1 cm`. */
export function sizeCentimetresText(size: SizeIn): string {
  return `${centimetresNumber(size.widthIn)} × ${centimetresNumber(size.heightIn)} × ${centimetresNumber(size.depthIn)} cm`;
}

/** A length as a kept size writes it, to the hundredth: `32.25"`; `?` where it is unknown. */
function keptInches(lengthIn: number | undefined): string {
  return lengthIn === undefined ? '?' : `${Math.round(lengthIn * 100) / 100}"`;
}

/** A size as items, products and order lines keep it: `48" W × 32.25" H × 15" D`. */
export function keptDimensionsText(size: Partial<SizeIn>): string {
  return `${keptInches(size.widthIn)} W × ${keptInches(size.heightIn)} H × ${keptInches(size.depthIn)} D`;
}

const KEPT_TEXT = /^(\d+(?:\.\d+)?)" W × (\d+(?:\.\d+)?)" H × (\d+(?:\.\d+)?)" D$/;

/** The size a kept dimensions text gives, or null when the text is not in that form. */
export function readDimensionsText(text: string): SizeIn | null {
  const match = KEPT_TEXT.exec(text.trim());
  if (match === null) return null;
  const [, width = '', height = '', depth = ''] = match;
  return { widthIn: Number(width), heightIn: Number(height), depthIn: Number(depth) };
}

/**
 * A kept dimensions text as a page shows it, centimetres beside the inches:
 * `104" W × 28" H × 14" D (264.2 × 71.1 × 35.6 cm)`. A text in another form (written by an older
 * release, or missing a length) is shown as it is.
 */
export function shownDimensionsText(text: string): string {
  const size = readDimensionsText(text);
  return size === null ? text : `${text.trim()} (${sizeCentimetresText(size)})`;
}
