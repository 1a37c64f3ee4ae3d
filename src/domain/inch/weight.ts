import type { PanelFace, PricedPanel } from '../pricing/price-input.ts';
import type { InchConfig } from './model.ts';
import { inchPanels } from './panels.ts';
import { inchRows, segmentCounts } from './segments.ts';
import type { SegmentCounts } from './segments.ts';

// docs/rules/configurators.md: which of the spec's three board rates applies to which part.
export const SQ_IN_PER_SQ_FT = 144;
export const BOARD_LB_PER_SQ_FT: Readonly<Record<PanelFace, number>> = {
  /** Top, bottom, shelves, sides and partitions. */
  carcass: 98 / 32,
  /** Door and drawer fronts. */
  front: 60 / 32,
  back: 45 / 32,
};
export const DOOR_HARDWARE_LB = 2;
export const DOUBLE_DOOR_HARDWARE_LB = 4;
export const DRAWER_HARDWARE_LB = 7;
/** Cartons and padding, per square foot of all panels. */
export const PACKAGING_LB_PER_SQ_FT = 0.15;

/** Shipping weight of boards, hardware and packaging, unrounded. */
export function panelsWeightLb(panels: readonly PricedPanel[], counts: SegmentCounts): number {
  let boardsLb = 0;
  let totalSqFt = 0;
  for (const panel of panels) {
    const sqFt = panel.areaSqIn / SQ_IN_PER_SQ_FT;
    totalSqFt += sqFt;
    boardsLb += sqFt * BOARD_LB_PER_SQ_FT[panel.face];
  }
  return boardsLb + fittingsWeightLb(counts) + totalSqFt * PACKAGING_LB_PER_SQ_FT;
}

/** The hinges, runners and drawer boxes of a unit's doors and drawers. */
export function fittingsWeightLb(counts: SegmentCounts): number {
  return (
    counts.singleDoors * DOOR_HARDWARE_LB +
    counts.doubleDoors * DOUBLE_DOOR_HARDWARE_LB +
    counts.drawers * DRAWER_HARDWARE_LB
  );
}

/** Estimated shipping weight of an inch design in pounds, to one decimal. */
export function inchWeightLb(config: InchConfig): number {
  const weight = panelsWeightLb(inchPanels(config), segmentCounts(inchRows(config)));
  return Math.round(weight * 10) / 10;
}
