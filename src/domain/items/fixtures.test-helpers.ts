/**
 * The inch details a cart line keeps for a blue modern sideboard, 48 in wide and two rows high with
 * a birch back panel (details.test.ts builds them; display.test.ts shows them).
 */
export const SIDEBOARD_INCH_DETAILS = {
  configurationType: 'inch',
  inchWidth: 48,
  inchHeight: 32.25,
  inchDepth: 15,
  inchColor: '#1E40AF',
  inchStyle: 'modern',
  inchSegmentStyle: 'style1',
  inchShowBackPanel: true,
  inchBackPanel: 'birch',
  inchBackPanelColor: '#D2B48C',
} as const;
