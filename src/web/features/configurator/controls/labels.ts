import type { BoxType, ModificationType } from '../../../../domain/box/model.ts';

/** What the controls call each front and inside. */
export const MODIFICATION_LABELS: Readonly<Record<ModificationType, string>> = {
  open: 'Open',
  'open-single-divider': 'Divider',
  'single-divider': 'One shelf',
  'double-divider': 'Two shelves',
  door: 'Door',
  'double-door': 'Double door',
  drawer: 'Drawer',
};

/** Each box type's outer size, as the first-box menu lists it. */
export const BOX_SIZES: Readonly<Record<BoxType, string>> = {
  standard: '13 × 14 × 14 in',
  wide: '26 × 14 × 14 in',
  'double-stack': '13 × 28 × 14 in',
};
