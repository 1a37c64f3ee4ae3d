import { BOARD_THICKNESS_IN, DEFAULT_ROW_HEIGHT_IN } from './model.ts';
import type { InchConfig, RowHeightIn, SegmentConfig, SegmentStyle, SegmentType } from './model.ts';

type WidthBand = { readonly upToIn: number; readonly segments: number };

/**
 * docs/rules/configurators.md: a row has the segments of the first band whose upper
 * bound the width does not exceed, so a shared boundary (style2's 24 and 48 in) belongs to the
 * lower band, and a width between two bands (26.5 in in style1) to the band above the gap. Below
 * 18 in and above 72 in a row is one segment.
 */
const WIDTH_BANDS: Readonly<Record<SegmentStyle, readonly WidthBand[]>> = {
  style1: [
    { upToIn: 26, segments: 1 },
    { upToIn: 44, segments: 2 },
    { upToIn: 63, segments: 3 },
    { upToIn: 72, segments: 4 },
  ],
  style2: [
    { upToIn: 24, segments: 1 },
    { upToIn: 48, segments: 2 },
    { upToIn: 72, segments: 3 },
  ],
};

export const MIN_SEGMENTED_WIDTH_IN = 18;

export function segmentsPerRow(widthIn: number, segmentStyle: SegmentStyle): number {
  if (!(widthIn >= MIN_SEGMENTED_WIDTH_IN)) return 1;
  const band = WIDTH_BANDS[segmentStyle].find((candidate) => widthIn <= candidate.upToIn);
  return band?.segments ?? 1;
}

/** Row heights from the bottom, one per row: entries beyond the row count are ignored. */
export function rowHeightsOf(config: InchConfig): readonly RowHeightIn[] {
  return Array.from(
    { length: config.rows },
    (_, row) => config.rowHeights[row] ?? DEFAULT_ROW_HEIGHT_IN,
  );
}

/**
 * The design as the shop builds it: one row height for each row. The configurator keeps the
 * heights of rows taken away to give them back; a saved or shared design says only what is built.
 */
export function inchConfigAsBuilt(config: InchConfig): InchConfig {
  return { ...config, rowHeights: [...rowHeightsOf(config)] };
}

/** Outside height: the rows plus a board below, above and between each. */
export function displayedHeightIn(config: InchConfig): number {
  const rowsIn = rowHeightsOf(config).reduce((sum, height) => sum + height, 0);
  return rowsIn + (config.rows + 1) * BOARD_THICKNESS_IN;
}

/**
 * The shop shell's variant for items that carry only a row count: every row taken as 15 in and
 * the result rounded up to a whole inch (docs/rules/configurators.md).
 */
export function shellHeightIn(rows: number): number {
  return Math.ceil(rows * DEFAULT_ROW_HEIGHT_IN + (rows + 1) * BOARD_THICKNESS_IN);
}

/** Clear width of one segment's opening: the width less the sides and partitions, shared out. */
export function segmentOpeningWidthIn(config: InchConfig): number {
  const segments = segmentsPerRow(config.widthIn, config.segmentStyle);
  return Math.max(0, (config.widthIn - (segments + 1) * BOARD_THICKNESS_IN) / segments);
}

export type Segment = {
  readonly rowIndex: number;
  readonly segmentIndex: number;
  readonly type: SegmentType;
  readonly cableOpening: boolean;
};

export type Row = {
  readonly rowIndex: number;
  readonly heightIn: RowHeightIn;
  readonly segments: readonly Segment[];
  /** Partitions between segments from the left; true where one has a cable opening. */
  readonly partitionCableOpenings: readonly boolean[];
};

const PARTITION_KEYS = ['first', 'second', 'third'] as const;

/**
 * The design as it is built: every row within the height and every segment within the width's
 * count, each with its configuration or an open default. Configurations beyond either are
 * ignored; when two configure the same segment, the later one wins.
 */
export function inchRows(config: InchConfig): readonly Row[] {
  const segmentCount = segmentsPerRow(config.widthIn, config.segmentStyle);
  const bySegment = new Map<string, SegmentConfig>();
  for (const segment of config.segmentConfigs) {
    bySegment.set(`${segment.rowIndex}:${segment.segmentIndex}`, segment);
  }
  return rowHeightsOf(config).map((heightIn, rowIndex) => {
    const configs = Array.from({ length: segmentCount }, (_, segmentIndex) =>
      bySegment.get(`${rowIndex}:${segmentIndex}`),
    );
    const partitionCableOpenings = Array.from({ length: segmentCount - 1 }, (_, partition) => {
      const key = PARTITION_KEYS[partition];
      return (
        configs[partition]?.dividerCableOpening === true ||
        (key !== undefined &&
          configs.some((segment) => segment?.dividerCableOpenings?.[key] === true))
      );
    });
    return {
      rowIndex,
      heightIn,
      segments: configs.map((segment, segmentIndex) => ({
        rowIndex,
        segmentIndex,
        type: segment?.type ?? 'open',
        cableOpening: segment?.cableOpening ?? false,
      })),
      partitionCableOpenings,
    };
  });
}

export type SegmentCounts = {
  readonly singleDoors: number;
  readonly doubleDoors: number;
  readonly drawers: number;
  readonly cableOpenings: number;
};

export function segmentCounts(rows: readonly Row[]): SegmentCounts {
  let singleDoors = 0;
  let doubleDoors = 0;
  let drawers = 0;
  let cableOpenings = 0;
  for (const row of rows) {
    for (const segment of row.segments) {
      if (segment.type === 'door') singleDoors += 1;
      else if (segment.type === 'double-door') doubleDoors += 1;
      else if (segment.type === 'drawer') drawers += 1;
      if (segment.cableOpening) cableOpenings += 1;
    }
    cableOpenings += row.partitionCableOpenings.filter(Boolean).length;
  }
  return { singleDoors, doubleDoors, drawers, cableOpenings };
}
