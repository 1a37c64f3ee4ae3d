import { defaultDesign } from '../box/generate.ts';
import type { BoxDesign, DesignType } from '../box/model.ts';
import { DEFAULT_INCH_CONFIG } from '../inch/model.ts';
import type { InchConfig } from '../inch/model.ts';
import type { CellDesign, InchDesign } from './model.ts';

/** A white cell design with a back panel: its type's default boxes unless others are given. */
export function cellDesign(
  designType: DesignType,
  boxes: BoxDesign = defaultDesign(designType).boxes,
  changes: Partial<Omit<CellDesign, 'kind' | 'designType' | 'boxes'>> = {},
): CellDesign {
  return {
    kind: 'cell',
    designType,
    boxes,
    showBackPanel: true,
    backPanelDoubleSided: false,
    selectedColor: '#FFFFFF',
    selectedTexture: null,
    ...changes,
  };
}

/** An inch sideboard: the default configuration with these changes. */
export function inchDesign(config: Partial<InchConfig> = {}): InchDesign {
  return {
    kind: 'inch',
    designType: 'inch-sideboard',
    config: { ...DEFAULT_INCH_CONFIG, ...config },
  };
}
