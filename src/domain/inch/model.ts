import * as z from 'zod/mini';
import { TEXTURES } from '../box/finish.ts';
import { preprocess } from '../preprocess.ts';

// The inch configurator's design (docs/rules/configurators.md). Lengths are inches.

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

/** A colour as the shop stores it: `#RRGGBB`. */
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

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

/** A segment entry with no cable openings unless given. */
export function segmentConfig(
  rowIndex: number,
  segmentIndex: number,
  type: SegmentType,
  openings: Partial<
    Pick<SegmentConfig, 'cableOpening' | 'dividerCableOpening' | 'dividerCableOpenings'>
  > = {},
): SegmentConfig {
  return {
    rowIndex,
    segmentIndex,
    type,
    cableOpening: false,
    dividerCableOpening: false,
    ...openings,
  };
}

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

/**
 * What the shop makes: the inch configurator's controls and the server's checks of a stored design
 * read these limits. Depths are the two the shop cuts; the offset is legs or a plinth.
 */
export const INCH_LIMITS = {
  minWidthIn: 18,
  maxWidthIn: 72,
  minRows: 1,
  maxRows: 6,
  depthsIn: [11, 15] as const,
  minOffsetIn: 0,
  maxOffsetIn: 12,
} as const;

/** What an inch unit stands on: the floor itself, or legs or a plinth as high as its offset. */
export type InchSupport =
  | { readonly kind: 'floor' }
  | { readonly kind: 'plinth'; readonly heightIn: number }
  | { readonly kind: 'legs'; readonly heightIn: number; readonly count: number };

/** A unit wider than this has a middle pair of legs, so its bottom does not sag. */
export const MIDDLE_LEGS_OVER_IN = 48;

/**
 * A unit off the floor stands on a plinth in the classic style and on legs in the modern one:
 * four legs, six under a unit wider than 48 in. With no offset it stands on the floor.
 */
export function inchSupport(
  config: Pick<InchConfig, 'style' | 'verticalOffsetIn' | 'widthIn'>,
): InchSupport {
  const heightIn = config.verticalOffsetIn;
  if (heightIn <= 0) return { kind: 'floor' };
  if (config.style === 'classic') return { kind: 'plinth', heightIn };
  return { kind: 'legs', heightIn, count: config.widthIn > MIDDLE_LEGS_OVER_IN ? 6 : 4 };
}

// Stored designs come from browsers and older releases. A value that changes the price or the
// shape is required and read as it is, never replaced: a wrong one refuses the design. Only what
// a design may leave out by meaning "none" has a value when absent: no offset, no texture, rows
// at the standard height, segments open, no cable openings. Null, what a database column gives
// back, counts as absent.
const nullToUndefined = (value: unknown): unknown => value ?? undefined;

function absentMeans<T extends z.ZodMiniType>(schema: T, none: z.output<T>) {
  return preprocess((value) => value ?? none, schema);
}

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

/** A design stored without row heights has every row at the standard height, one for each row. */
function standardRowsWhenAbsent(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { rows, rowHeights } = value as { rows?: unknown; rowHeights?: unknown };
  if (
    rowHeights != null ||
    !Number.isInteger(rows) ||
    (rows as number) < 1 ||
    (rows as number) > 50
  )
    return value;
  return {
    ...value,
    rowHeights: Array.from({ length: rows as number }, () => DEFAULT_ROW_HEIGHT_IN),
  };
}

/**
 * Parses a stored inch design. It accepts the spec's field names (width, height, depth,
 * verticalOffset) as well as InchConfig's own, so both older and current data read back. Whether
 * the design is one the shop makes (the width and depth it cuts, the rows it stacks) is checked
 * apart (`inchViolations`), so a design can be read, shown and corrected even when it is not.
 */
export const inchConfigSchema: z.ZodMiniType<InchConfig> = z.lazy(buildInchConfigSchema);

/** Built on first use: a page that reads no inch design does not build its schemas. */
function buildInchConfigSchema(): z.ZodMiniType<InchConfig> {
  const rowHeightSchema = z.union([z.literal(9), z.literal(12), z.literal(15)], {
    error: 'Row heights are 9, 12 or 15 inches.',
  });

  const dividerCableOpeningsSchema = z.object({
    first: absentMeans(z.boolean(), false),
    second: absentMeans(z.boolean(), false),
    third: absentMeans(z.boolean(), false),
  });

  const index = () => z.number().check(z.int(), z.nonnegative(), z.lte(50));
  const segmentConfigSchema = z.object({
    rowIndex: index(),
    segmentIndex: index(),
    type: absentMeans(z.enum(SEGMENT_TYPES), 'open'),
    cableOpening: absentMeans(z.boolean(), false),
    dividerCableOpening: absentMeans(z.boolean(), false),
    dividerCableOpenings: preprocess(nullToUndefined, z.optional(dividerCableOpeningsSchema)),
  });

  return preprocess(
    (value) => standardRowsWhenAbsent(renameLegacyFields(value)),
    z.object({
      widthIn: z
        .number({ error: 'The width must be a number of inches.' })
        .check(z.positive(), z.lte(1000)),
      rows: z
        .number({ error: 'The row count must be a whole number.' })
        .check(z.int(), z.gte(1), z.lte(50)),
      depthIn: z
        .number({ error: 'The depth must be a number of inches.' })
        .check(z.positive(), z.lte(1000)),
      color: z
        .string({ error: 'The colour is required.' })
        .check(z.regex(HEX_COLOR, 'The colour must be #RRGGBB.')),
      style: z.enum(INCH_STYLES, { error: 'The style must be classic or modern.' }),
      segmentStyle: z.enum(SEGMENT_STYLES, {
        error: 'The segment style must be style1 or style2.',
      }),
      backPanelEnabled: z.boolean({ error: 'Say whether the back panel is fitted.' }),
      backPanelSolidColor: z.boolean({ error: 'Say whether the back panel is painted.' }),
      verticalOffsetIn: absentMeans(z.number().check(z.nonnegative(), z.lte(100)), 0),
      rowHeights: absentMeans(z.array(rowHeightSchema).check(z.maxLength(50)), []),
      selectedTexture: preprocess(
        (value) => (value === null || value === '' ? undefined : value),
        z.optional(z.enum(TEXTURES, { error: 'That texture is not one the shop offers.' })),
      ),
      segmentConfigs: absentMeans(z.array(segmentConfigSchema).check(z.maxLength(300)), []),
    }),
  );
}
