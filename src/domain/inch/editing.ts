import { DEFAULT_ROW_HEIGHT_IN, INCH_LIMITS, segmentConfig } from './model.ts';
import type {
  DividerCableOpenings,
  InchConfig,
  InchStyle,
  RowHeightIn,
  SegmentConfig,
  SegmentStyle,
  SegmentType,
} from './model.ts';
import { segmentsPerRow } from './segments.ts';

// The changes a customer makes to an inch design, as pure functions of the config. Limits are the
// shop's: what it builds, not what the stored-design parser tolerates. Segment and row settings
// beyond what the current width and row count build are kept, so widening or adding rows again
// brings them back.

export const MIN_WIDTH_IN = INCH_LIMITS.minWidthIn;
export const MAX_WIDTH_IN = INCH_LIMITS.maxWidthIn;
export const MIN_ROWS = INCH_LIMITS.minRows;
export const MAX_ROWS = INCH_LIMITS.maxRows;
export const INCH_DEPTHS_IN = INCH_LIMITS.depthsIn;
export type InchDepthIn = (typeof INCH_DEPTHS_IN)[number];
export const MAX_VERTICAL_OFFSET_IN = INCH_LIMITS.maxOffsetIn;

export type InchBackPanelChoice = 'off' | 'solid-color' | 'birch';

function clampWhole(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export function clampWidthIn(widthIn: number): number {
  return clampWhole(widthIn, MIN_WIDTH_IN, MAX_WIDTH_IN);
}

export function clampRows(rows: number): number {
  return clampWhole(rows, MIN_ROWS, MAX_ROWS);
}

export function clampVerticalOffsetIn(offsetIn: number): number {
  return clampWhole(offsetIn, INCH_LIMITS.minOffsetIn, MAX_VERTICAL_OFFSET_IN);
}

export function isInchDepth(depthIn: number): depthIn is InchDepthIn {
  return (INCH_DEPTHS_IN as readonly number[]).includes(depthIn);
}

export function setWidth(config: InchConfig, widthIn: number): InchConfig {
  return { ...config, widthIn: clampWidthIn(widthIn) };
}

/** Rows added take the default height unless they had one before they were taken away. */
export function setRows(config: InchConfig, rows: number): InchConfig {
  const next = clampRows(rows);
  const rowHeights = [...config.rowHeights];
  while (rowHeights.length < next) rowHeights.push(DEFAULT_ROW_HEIGHT_IN);
  return { ...config, rows: next, rowHeights };
}

export function setDepth(config: InchConfig, depthIn: InchDepthIn): InchConfig {
  return { ...config, depthIn };
}

export function setColor(config: InchConfig, color: string): InchConfig {
  return { ...config, color };
}

/** A wood veneer on the carcass, or none (`undefined`): the colour stays on the fronts. */
export function setTexture(config: InchConfig, texture: string | undefined): InchConfig {
  return { ...config, selectedTexture: texture };
}

export function setStyle(config: InchConfig, style: InchStyle): InchConfig {
  return { ...config, style };
}

export function setSegmentStyle(config: InchConfig, segmentStyle: SegmentStyle): InchConfig {
  return { ...config, segmentStyle };
}

export function backPanelChoiceOf(config: InchConfig): InchBackPanelChoice {
  if (!config.backPanelEnabled) return 'off';
  return config.backPanelSolidColor ? 'solid-color' : 'birch';
}

/** Turning the back off keeps whether it was painted, so turning it on again restores that. */
export function setBackPanel(config: InchConfig, choice: InchBackPanelChoice): InchConfig {
  if (choice === 'off') return { ...config, backPanelEnabled: false };
  return { ...config, backPanelEnabled: true, backPanelSolidColor: choice === 'solid-color' };
}

export function setVerticalOffset(config: InchConfig, offsetIn: number): InchConfig {
  return { ...config, verticalOffsetIn: clampVerticalOffsetIn(offsetIn) };
}

/** Sets one row's height, counted from the bottom; rows in between take the default height. */
export function setRowHeight(
  config: InchConfig,
  rowIndex: number,
  heightIn: RowHeightIn,
): InchConfig {
  if (!Number.isInteger(rowIndex) || rowIndex < 0 || rowIndex >= config.rows) return config;
  const rowHeights = [...config.rowHeights];
  while (rowHeights.length <= rowIndex) rowHeights.push(DEFAULT_ROW_HEIGHT_IN);
  rowHeights[rowIndex] = heightIn;
  return { ...config, rowHeights };
}

export type SegmentAddress = { readonly rowIndex: number; readonly segmentIndex: number };

/** Whether the segment is built at the design's current width and row count. */
export function isBuiltSegment(config: InchConfig, address: SegmentAddress): boolean {
  return (
    Number.isInteger(address.rowIndex) &&
    Number.isInteger(address.segmentIndex) &&
    address.rowIndex >= 0 &&
    address.rowIndex < config.rows &&
    address.segmentIndex >= 0 &&
    address.segmentIndex < segmentsPerRow(config.widthIn, config.segmentStyle)
  );
}

function sameAddress(segment: SegmentConfig, address: SegmentAddress): boolean {
  return segment.rowIndex === address.rowIndex && segment.segmentIndex === address.segmentIndex;
}

/**
 * The segment's configuration as it is built: the last one stored for it wins, as when the
 * design is built; a segment never configured is open.
 */
export function segmentConfigAt(config: InchConfig, address: SegmentAddress): SegmentConfig {
  let found: SegmentConfig | undefined;
  for (const segment of config.segmentConfigs) if (sameAddress(segment, address)) found = segment;
  return found ?? segmentConfig(address.rowIndex, address.segmentIndex, 'open');
}

/** Replaces the segment's configuration with one entry, in place of any it had. */
function updateSegment(
  config: InchConfig,
  address: SegmentAddress,
  change: (segment: SegmentConfig) => SegmentConfig,
): InchConfig {
  if (!isBuiltSegment(config, address)) return config;
  const current = segmentConfigAt(config, address);
  const next = change(current);
  if (JSON.stringify(next) === JSON.stringify(current)) return config;
  const others = config.segmentConfigs.filter((segment) => !sameAddress(segment, address));
  const segmentConfigs = [...others, next].sort(
    (a, b) => a.rowIndex - b.rowIndex || a.segmentIndex - b.segmentIndex,
  );
  return { ...config, segmentConfigs };
}

export function setSegmentType(
  config: InchConfig,
  address: SegmentAddress,
  type: SegmentType,
): InchConfig {
  return updateSegment(config, address, (segment) => ({ ...segment, type }));
}

/** An opening in the back panel behind the segment, for cables. */
export function setSegmentCableOpening(
  config: InchConfig,
  address: SegmentAddress,
  open: boolean,
): InchConfig {
  return updateSegment(config, address, (segment) => ({ ...segment, cableOpening: open }));
}

const PARTITION_KEYS = ['first', 'second', 'third'] as const;
export type PartitionKey = (typeof PARTITION_KEYS)[number];

export function partitionKey(partitionIndex: number): PartitionKey | undefined {
  return PARTITION_KEYS[partitionIndex];
}

/** How many partitions divide each row at the current width: one fewer than the segments. */
export function partitionsPerRow(config: InchConfig): number {
  return segmentsPerRow(config.widthIn, config.segmentStyle) - 1;
}

/**
 * A cable opening in one of a row's partitions, counted from the left (first, second, third). It is
 * stored on the row's first segment as `dividerCableOpenings`; older designs that marked it with
 * `dividerCableOpening` on the segment to its left are brought to that form, so one switch turns
 * it on and off whichever way it was stored.
 */
export function setPartitionCableOpening(
  config: InchConfig,
  rowIndex: number,
  partitionIndex: number,
  open: boolean,
): InchConfig {
  const key = partitionKey(partitionIndex);
  if (key === undefined || partitionIndex >= partitionsPerRow(config)) return config;
  const anchor = { rowIndex, segmentIndex: 0 };
  if (!isBuiltSegment(config, anchor)) return config;
  const cleared: InchConfig = {
    ...config,
    segmentConfigs: config.segmentConfigs.map((segment) => {
      if (segment.rowIndex !== rowIndex) return segment;
      const clearsOld = segment.segmentIndex === partitionIndex && segment.dividerCableOpening;
      const clearsKey = segment.dividerCableOpenings?.[key] === true;
      if (!clearsOld && !clearsKey) return segment;
      return {
        ...segment,
        dividerCableOpening: clearsOld ? false : segment.dividerCableOpening,
        dividerCableOpenings:
          segment.dividerCableOpenings === undefined
            ? undefined
            : { ...segment.dividerCableOpenings, [key]: false },
      };
    }),
  };
  if (!open) return cleared;
  return updateSegment(cleared, anchor, (segment) => {
    const openings: DividerCableOpenings = segment.dividerCableOpenings ?? {
      first: false,
      second: false,
      third: false,
    };
    return { ...segment, dividerCableOpenings: { ...openings, [key]: true } };
  });
}
