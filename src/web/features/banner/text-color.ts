// The banner's text colour is worked out from its background, so every owner-chosen colour reads
// at WCAG AA (4.5:1) where any text colour can: the shop's ink or white, whichever contrasts more.

export const DARK_TEXT = '#1c1917'; // the shop's ink (src/web/styles.css)
export const LIGHT_TEXT = '#ffffff';

/** `#rgb` or `#rrggbb` as 0–255 channels; null for anything else. */
export function parseHexColor(color: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** WCAG 2 relative luminance of a colour. */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio between two luminances, 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour with the higher contrast on `background` (a `#rrggbb` colour). */
export function readableTextColor(background: string): string {
  const rgb = parseHexColor(background);
  if (!rgb) return DARK_TEXT;
  const surface = relativeLuminance(rgb);
  const dark = relativeLuminance(parseHexColor(DARK_TEXT) ?? [0, 0, 0]);
  return contrastRatio(surface, dark) >= contrastRatio(surface, 1) ? DARK_TEXT : LIGHT_TEXT;
}
