// Finishes a box can carry. Colours are HPL laminate sheets; textures are wood veneers.

export interface HplColor {
  readonly name: 'Red' | 'Blue' | 'Green' | 'Yellow' | 'White' | 'Black';
  readonly hex: string;
}

export const HPL_COLORS: readonly HplColor[] = [
  { name: 'Red', hex: '#D73527' },
  { name: 'Blue', hex: '#1E40AF' },
  { name: 'Green', hex: '#2B7E52' },
  { name: 'Yellow', hex: '#E29013' },
  { name: 'White', hex: '#FFFFFF' },
  { name: 'Black', hex: '#1F2937' },
];

export const DEFAULT_COLOR = '#FFFFFF';

export const TEXTURES = [
  'wood',
  'plywood',
  'amberMaple',
  'coffeeOak',
  'thermoWalnut',
  'walnutButcherblock',
  'birch',
] as const;

export type Texture = (typeof TEXTURES)[number];

/** The back panel every box is given: plain Baltic birch, priced as birch. */
export const DEFAULT_BACK_PANEL_TEXTURE: Texture = 'birch';

export function isTexture(value: string): value is Texture {
  return (TEXTURES as readonly string[]).includes(value);
}
