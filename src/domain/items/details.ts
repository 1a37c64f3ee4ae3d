import { keptDimensionsText } from '../design/dimensions-text.ts';
import { designBoundsIn } from '../box/geometry.ts';
import { boxComponentCounts, boxDesignWeightLb } from '../box/weight.ts';
import type { BoxDesign, SceneState } from '../box/model.ts';
import { BIRCH_BACK_PANEL_COLOR } from '../inch/model.ts';
import type { InchConfig } from '../inch/model.ts';
import { displayedHeightIn, inchRows, segmentCounts } from '../inch/segments.ts';
import { inchWeightLb } from '../inch/weight.ts';
import type { ItemDetails } from './model.ts';

/** Details of a box design: its component counts and weight (docs/rules/saved-items.md). */
export function boxItemDetails(
  design: BoxDesign,
  scene: Pick<SceneState, 'selectedColor'>,
  product?: { readonly productId?: string; readonly productPageUrl?: string },
): ItemDetails {
  const counts = boxComponentCounts(design);
  return {
    standardBox: counts.standardBox,
    tallBox: counts.tallBox,
    wideBox: counts.wideBox,
    singleDoor: counts.singleDoor,
    doubleDoor: counts.doubleDoor,
    singleDivider: counts.singleDivider,
    doubleDivider: counts.doubleDivider,
    drawer: counts.drawer,
    cableOpening: counts.cableOpening,
    totalWeight: boxDesignWeightLb(counts),
    boxFinishColor: scene.selectedColor,
    ...product,
  };
}

export type InchBackPanel = 'off' | 'solid-color' | 'birch';

export function inchBackPanelOf(config: InchConfig): InchBackPanel {
  if (!config.backPanelEnabled) return 'off';
  return config.backPanelSolidColor ? 'solid-color' : 'birch';
}

/**
 * Details of an inch design. Drawers go in inchSingleDivider, the field the shop has always shown
 * as drawers; the inch configurator makes no double dividers.
 */
export function inchItemDetails(
  config: InchConfig,
  product?: { readonly productId?: string; readonly productPageUrl?: string },
): ItemDetails {
  const counts = segmentCounts(inchRows(config));
  const backPanel = inchBackPanelOf(config);
  return {
    configurationType: 'inch',
    inchWidth: config.widthIn,
    inchHeight: displayedHeightIn(config),
    inchDepth: config.depthIn,
    inchColor: config.color,
    inchStyle: config.style,
    inchSegmentStyle: config.segmentStyle,
    inchShowBackPanel: config.backPanelEnabled,
    inchBackPanel: backPanel,
    ...(backPanel === 'off'
      ? {}
      : {
          inchBackPanelColor: backPanel === 'solid-color' ? config.color : BIRCH_BACK_PANEL_COLOR,
        }),
    inchSingleDoor: counts.singleDoors,
    inchDoubleDoor: counts.doubleDoors,
    inchSingleDivider: counts.drawers,
    inchDoubleDivider: 0,
    inchCableOpening: counts.cableOpenings,
    inchTotalWeight: inchWeightLb(config),
    ...product,
  };
}

/** The dimensions text of an inch item: `48" W × 32.25" H × 15" D`. */
export function inchDimensionsText(config: InchConfig): string {
  return keptDimensionsText({
    widthIn: config.widthIn,
    heightIn: displayedHeightIn(config),
    depthIn: config.depthIn,
  });
}

/** The dimensions text of a box item, from the design's outer bounds. */
export function boxDimensionsText(design: BoxDesign): string {
  return keptDimensionsText(designBoundsIn(design));
}
