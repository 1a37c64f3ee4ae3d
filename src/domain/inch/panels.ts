import type { PriceInput, PricedPanel } from '../pricing/price-input.ts';
import { BIRCH_BACK_PANEL_COLOR } from './model.ts';
import type { InchConfig } from './model.ts';
import { displayedHeightIn, inchRows, segmentCounts, segmentOpeningWidthIn } from './segments.ts';

/**
 * Every board of an inch design with its face area (docs/pricing.md): top, bottom and a shelf between
 * each pair of rows (width × depth); two sides (height × depth); partitions between segments,
 * one per gap per row (row height × depth); the back panel if enabled (width × height); a front
 * over each door, double door and drawer opening (opening width × row height).
 */
export function inchPanels(config: InchConfig): readonly PricedPanel[] {
  const { widthIn, depthIn, color } = config;
  const texture = config.selectedTexture;
  const heightIn = displayedHeightIn(config);
  const rows = inchRows(config);
  const openingWidthIn = segmentOpeningWidthIn(config);
  const panels: PricedPanel[] = [];

  for (let board = 0; board <= config.rows; board += 1) {
    panels.push({ face: 'carcass', areaSqIn: widthIn * depthIn, color, texture });
  }
  for (let side = 0; side < 2; side += 1) {
    panels.push({ face: 'carcass', areaSqIn: heightIn * depthIn, color, texture });
  }
  for (const row of rows) {
    for (let partition = 1; partition < row.segments.length; partition += 1) {
      panels.push({ face: 'carcass', areaSqIn: row.heightIn * depthIn, color, texture });
    }
    for (const segment of row.segments) {
      if (segment.type === 'open') continue;
      panels.push({ face: 'front', areaSqIn: openingWidthIn * row.heightIn, color, texture });
    }
  }
  if (config.backPanelEnabled) {
    // A painted back matches the carcass; an unpainted one is bare birch at the plain rate.
    panels.push(
      config.backPanelSolidColor
        ? { face: 'back', areaSqIn: widthIn * heightIn, color, texture }
        : { face: 'back', areaSqIn: widthIn * heightIn, color: BIRCH_BACK_PANEL_COLOR },
    );
  }
  return panels;
}

export function inchPriceInput(config: InchConfig): PriceInput {
  const counts = segmentCounts(inchRows(config));
  return {
    depthIn: config.depthIn,
    verticalOffsetIn: config.verticalOffsetIn,
    panels: inchPanels(config),
    ...counts,
  };
}
