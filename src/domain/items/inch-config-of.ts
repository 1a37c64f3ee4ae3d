import { clampRows, clampWidthIn, isInchDepth } from '../inch/editing.ts';
import {
  BOARD_THICKNESS_IN,
  DEFAULT_INCH_CONFIG,
  DEFAULT_ROW_HEIGHT_IN,
  segmentConfig,
} from '../inch/model.ts';
import type { InchConfig, SegmentType } from '../inch/model.ts';
import { segmentsPerRow } from '../inch/segments.ts';
import type { WishlistItem } from './model.ts';

// The inch design of a saved item. Items carry their whole configuration; items saved by older
// releases may carry only the inch details (sizes, finish, counts), and are rebuilt from those.

/** Rows of the default height that stand `heightIn` tall, boards included. */
function rowsForHeight(heightIn: number): number {
  return clampRows(
    Math.round((heightIn - BOARD_THICKNESS_IN) / (DEFAULT_ROW_HEIGHT_IN + BOARD_THICKNESS_IN)),
  );
}

/**
 * Rebuilds a design from an item's inch details: its size, style, finish and back panel, and its
 * doors, double doors and drawers placed from the bottom row up, left to right, so it builds and
 * prices with the fronts the item was saved with.
 */
export function inchConfigFromDetails(
  item: Pick<WishlistItem, 'details' | 'selectedColor' | 'selectedTexture'>,
): InchConfig {
  const { details } = item;
  const base = DEFAULT_INCH_CONFIG;
  const widthIn = clampWidthIn(details.inchWidth ?? base.widthIn);
  const rows = details.inchHeight === undefined ? base.rows : rowsForHeight(details.inchHeight);
  const segmentStyle = details.inchSegmentStyle === 'style2' ? 'style2' : 'style1';
  const backPanel = details.inchBackPanel;
  const fronts: SegmentType[] = [
    ...Array<SegmentType>(details.inchSingleDoor ?? 0).fill('door'),
    ...Array<SegmentType>(details.inchDoubleDoor ?? 0).fill('double-door'),
    ...Array<SegmentType>(details.inchSingleDivider ?? 0).fill('drawer'),
  ];
  const perRow = segmentsPerRow(widthIn, segmentStyle);
  const segmentConfigs = fronts
    .slice(0, perRow * rows)
    .map((type, index) => segmentConfig(Math.floor(index / perRow), index % perRow, type));
  return {
    ...base,
    widthIn,
    rows,
    rowHeights: Array.from({ length: rows }, () => DEFAULT_ROW_HEIGHT_IN),
    depthIn:
      details.inchDepth !== undefined && isInchDepth(details.inchDepth)
        ? details.inchDepth
        : base.depthIn,
    color: details.inchColor ?? item.selectedColor,
    style: details.inchStyle === 'modern' ? 'modern' : 'classic',
    segmentStyle,
    backPanelEnabled: backPanel !== 'off' && details.inchShowBackPanel !== false,
    backPanelSolidColor: backPanel === 'solid-color',
    selectedTexture: item.selectedTexture,
    segmentConfigs,
  };
}

/** The item's inch design: its whole configuration, else one rebuilt from its details. */
export function inchConfigOfItem(
  item: Pick<WishlistItem, 'inchConfig' | 'details' | 'selectedColor' | 'selectedTexture'>,
): InchConfig | null {
  const config = item.inchConfig ?? item.details.inchConfig;
  if (config !== undefined) return config;
  if (item.details.configurationType !== 'inch' && item.details.inchWidth === undefined) {
    return null;
  }
  return inchConfigFromDetails(item);
}
