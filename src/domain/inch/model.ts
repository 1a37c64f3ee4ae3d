import { z } from 'zod';

// The inch configurator's design (configurators.md §3). Lengths are inches.

export const INCH_STYLES = ['classic', 'modern'] as const;
export type InchStyle = (typeof INCH_STYLES)[number];

export const SEGMENT_STYLES = ['style1', 'style2'] as const;
export type SegmentStyle = (typeof SEGMENT_STYLES)[number];

export const SEGMENT_TYPES = ['door', 'double-door', 'drawer', 'open'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];

/** Clear opening heights a row can have: compact, medium, standard. */
export const ROW_HEIGHTS_IN = [9, 12, 15] as const;
export type RowHeightIn = (typeof ROW_HEIGHTS_IN)[number];
export const DEFAULT_ROW_HEIGHT_IN: RowHeightIn = 15;

/** Every board is 3/4 in plywood; the displayed height adds one board per row plus one. */
export const BOARD_THICKNESS_IN = 0.75;

/** The back panel's colour when it is not painted: bare birch plywood. */
export const BIRCH_BACK_PANEL_COLOR = '#D2B48C';

export type DividerCableOpenings = {
  readonly first: boolean;
  readonly second: boolean;
  readonly third: boolean;
};

export type SegmentConfig = {
  readonly rowIndex: number;
  readonly segmentIndex: number;
  readonly type: SegmentType;
  /** An opening in the back behind this segment. */
  readonly cableOpening: boolean;
  /** An opening in the partition to the right of this segment. */
  readonly dividerCableOpening: boolean;
  /** Openings in the row's first, second and third partitions, counted from the left. */
  readonly dividerCableOpenings?: DividerCableOpenings | undefined;
};

export type InchConfig = {
  readonly widthIn: number;
  /** Number of rows (the spec's "height"); the height in inches follows from the row heights. */
  readonly rows: number;
  readonly depthIn: number;
  readonly color: string;
  readonly style: InchStyle;
  readonly segmentStyle: SegmentStyle;
  readonly backPanelEnabled: boolean;
  /** The back panel takes the carcass colour; otherwise it is bare birch. */
  readonly backPanelSolidColor: boolean;
  /** Height the unit stands off the floor or wall mount, in inches; charged as packaging. */
  readonly verticalOffsetIn: number;
  /** Clear height of each row from the bottom; a missing entry is the default 15 in. */
  readonly rowHeights: readonly RowHeightIn[];
  readonly selectedTexture?: string | undefined;
  readonly segmentConfigs: readonly SegmentConfig[];
};

export const DEFAULT_INCH_CONFIG: InchConfig = {
  widthIn: 48,
  rows: 2,
  depthIn: 15,
  color: '#FFFFFF',
  style: 'classic',
  segmentStyle: 'style1',
  backPanelEnabled: true,
  backPanelSolidColor: false,
  verticalOffsetIn: 0,
  rowHeights: [DEFAULT_ROW_HEIGHT_IN, DEFAULT_ROW_HEIGHT_IN],
  selectedTexture: undefined,
  segmentConfigs: [],
};

// Stored designs come from browsers and older releases: a field that is missing takes its
// default, and null (what a database column gives back) counts as missing.
const nullToUndefined = (value: unknown): unknown => value ?? undefined;

function withDefault<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return z.preprocess((value) => value ?? fallback, schema);
}

const rowHeightSchema = z.union([z.literal(9), z.literal(12), z.literal(15)]);

export const dividerCableOpeningsSchema = z.object({
  first: withDefault(z.boolean(), false),
  second: withDefault(z.boolean(), false),
  third: withDefault(z.boolean(), false),
});

export const segmentConfigSchema = z.object({
  rowIndex: z.number().int().nonnegative(),
  segmentIndex: z.number().int().nonnegative(),
  type: withDefault(z.enum(SEGMENT_TYPES), 'open'),
  cableOpening: withDefault(z.boolean(), false),
  dividerCableOpening: withDefault(z.boolean(), false),
  dividerCableOpenings: z.preprocess(nullToUndefined, dividerCableOpeningsSchema.optional()),
});

/** The spec's field names, as older browsers stored them, and the names InchConfig uses. */
const LEGACY_FIELD_NAMES: readonly (readonly [legacy: string, current: keyof InchConfig])[] = [
  ['width', 'widthIn'],
  ['height', 'rows'],
  ['depth', 'depthIn'],
  ['verticalOffset', 'verticalOffsetIn'],
];

function renameLegacyFields(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const renamed: Record<string, unknown> = { ...value };
  for (const [legacy, current] of LEGACY_FIELD_NAMES) {
    if (renamed[current] === undefined && renamed[legacy] !== undefined) {
      renamed[current] = renamed[legacy];
    }
    delete renamed[legacy];
  }
  return renamed;
}

/**
 * Parses a stored inch design. It accepts the spec's field names (width, height, depth,
 * verticalOffset) as well as InchConfig's own, so both older and current data read back.
 */
export const inchConfigSchema: z.ZodType<InchConfig> = z.preprocess(
  renameLegacyFields,
  z.object({
    widthIn: withDefault(z.number().positive().max(1000), DEFAULT_INCH_CONFIG.widthIn),
    rows: withDefault(z.number().int().min(1).max(50), DEFAULT_INCH_CONFIG.rows),
    depthIn: withDefault(z.number().positive().max(1000), DEFAULT_INCH_CONFIG.depthIn),
    color: withDefault(z.string().min(1), DEFAULT_INCH_CONFIG.color),
    style: withDefault(z.enum(INCH_STYLES), DEFAULT_INCH_CONFIG.style),
    segmentStyle: withDefault(z.enum(SEGMENT_STYLES), DEFAULT_INCH_CONFIG.segmentStyle),
    backPanelEnabled: withDefault(z.boolean(), DEFAULT_INCH_CONFIG.backPanelEnabled),
    backPanelSolidColor: withDefault(z.boolean(), DEFAULT_INCH_CONFIG.backPanelSolidColor),
    verticalOffsetIn: withDefault(z.number().nonnegative().max(100), 0),
    rowHeights: withDefault(z.array(rowHeightSchema), []),
    selectedTexture: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z.string().optional(),
    ),
    segmentConfigs: withDefault(z.array(segmentConfigSchema), []),
  }),
);
