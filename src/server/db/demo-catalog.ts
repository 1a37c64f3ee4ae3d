import { generateDesign } from '../../domain/box/generate.ts';
import { adaptModification, withModification } from '../../domain/box/modification.ts';
import { DEFAULT_MODIFICATION } from '../../domain/box/model.ts';
import type { BoxType, DesignType, ModificationType } from '../../domain/box/model.ts';
import { BUILT_IN_RULES } from '../../domain/box/rule-config.ts';
import { HPL_COLORS, type Texture } from '../../domain/box/finish.ts';
import { storedDesignOf, type StoredDesignFields } from '../../domain/design/parse.ts';
import { inchDesignTypeFor } from '../../domain/design/model.ts';
import { DEFAULT_INCH_CONFIG } from '../../domain/inch/model.ts';
import type { InchConfig, RowHeightIn, SegmentType } from '../../domain/inch/model.ts';

/**
 * The demo catalogue: designs to start from, at least four in each category, each a preset the
 * configurators open and the domain prices (a price is never stored). Cell designs are grown by the
 * domain's own generator, so every one passes the placement rules; inch designs stay within the
 * sizes the shop makes. A test checks both.
 */
export interface DemoProduct {
  readonly slug: string;
  readonly categorySlug: string;
  readonly name: string;
  readonly description: string;
  readonly featured: boolean;
  readonly preset: StoredDesignFields;
}

const color = (name: (typeof HPL_COLORS)[number]['name']): string =>
  HPL_COLORS.find((entry) => entry.name === name)?.hex ?? '#FFFFFF';

/** Fronts by letter, repeated across the boxes in the order they stand: see `cell`. */
const FRONTS: Readonly<Record<string, ModificationType>> = {
  o: 'open',
  v: 'single-divider',
  d: 'door',
  D: 'double-door',
  w: 'drawer',
};

interface CellSpec {
  readonly designType: DesignType;
  readonly columns: number;
  readonly rows: number;
  readonly boxType?: BoxType;
  readonly seed?: number;
  /** One letter a box, repeated: o open, v divider, d door, D pair of doors, w drawer. */
  readonly fronts: string;
  readonly color: string;
  readonly texture?: Texture;
  /** A colour of their own for the boxes with a front, over the design's finish. */
  readonly frontedColor?: string;
  readonly backPanel?: boolean;
}

function cell(spec: CellSpec): StoredDesignFields {
  const set = BUILT_IN_RULES.designSets[spec.designType];
  const preferred = spec.boxType ?? set.preferredBoxType;
  const { boxes } = generateDesign({
    columns: spec.columns,
    rows: spec.rows,
    allowedBoxTypes: [preferred],
    preferredBoxType: preferred,
    designType: spec.designType,
    seed: spec.seed ?? 1,
    preferredShare: 1,
  });
  const fronted = boxes.map((box, index) => {
    const letter = spec.fronts[index % spec.fronts.length] ?? 'o';
    const boxType = box.components[0]?.boxType ?? preferred;
    const adapted = adaptModification(FRONTS[letter] ?? 'open', boxType, spec.designType);
    if (!adapted) return box;
    const modified = withModification(box, { ...DEFAULT_MODIFICATION, ...adapted });
    const fronted = letter !== 'o' && letter !== 'v';
    return fronted && spec.frontedColor
      ? { ...modified, selectedColor: spec.frontedColor }
      : modified;
  });
  return storedDesignOf({
    kind: 'cell',
    designType: spec.designType,
    boxes: fronted,
    showBackPanel: spec.backPanel ?? true,
    backPanelDoubleSided: false,
    selectedColor: spec.color,
    selectedTexture: spec.texture ?? null,
  });
}

interface InchSpec {
  readonly piece: string;
  readonly widthIn: number;
  readonly depthIn?: 11 | 15;
  readonly rowHeights: readonly RowHeightIn[];
  /** One row of letters per row, bottom first: o open, d door, D pair of doors, w drawer. */
  readonly fronts: readonly string[];
  readonly color: string;
  readonly legsIn?: number;
  readonly style?: 'classic' | 'modern';
}

const SEGMENTS: Readonly<Record<string, SegmentType>> = {
  o: 'open',
  d: 'door',
  D: 'double-door',
  w: 'drawer',
};

function inch(spec: InchSpec): StoredDesignFields {
  const config: InchConfig = {
    ...DEFAULT_INCH_CONFIG,
    widthIn: spec.widthIn,
    depthIn: spec.depthIn ?? 15,
    rows: spec.rowHeights.length,
    rowHeights: spec.rowHeights,
    color: spec.color,
    style: spec.style ?? 'modern',
    verticalOffsetIn: spec.legsIn ?? 0,
    segmentConfigs: spec.fronts.flatMap((row, rowIndex) =>
      [...row].map((letter, segmentIndex) => ({
        rowIndex,
        segmentIndex,
        type: SEGMENTS[letter] ?? 'open',
        cableOpening: false,
        dividerCableOpening: false,
      })),
    ),
  };
  return storedDesignOf({ kind: 'inch', designType: inchDesignTypeFor(spec.piece), config });
}

type Row = [
  categorySlug: string,
  name: string,
  description: string,
  preset: StoredDesignFields,
  featured?: boolean,
];

const ROWS: readonly Row[] = [
  // Bookshelves
  [
    'bookshelf',
    'Birch Open Bookcase',
    'Three open cells wide and two high, in white over Baltic birch edges: room for about 200 paperbacks.',
    cell({ designType: 'bookcase', columns: 3, rows: 2, fronts: 'o', color: color('White') }),
    true,
  ],
  [
    'bookshelf',
    'Black Library Wall',
    'A tall wall of black cells, doors along the bottom row to hide what should not be on show.',
    cell({
      designType: 'tallBookcase',
      columns: 4,
      rows: 4,
      fronts: 'ddddoooo',
      color: color('Black'),
    }),
  ],
  [
    'bookshelf',
    'Green Reading Corner',
    'Two cells wide and three high in deep green, a divided cell for magazines at reading height.',
    cell({ designType: 'bookcase', columns: 2, rows: 3, fronts: 'oovo', color: color('Green') }),
  ],
  [
    'bookshelf',
    'Walnut Low Shelf',
    'One long row under a window, in a walnut finish, open all the way along.',
    cell({
      designType: 'bookcase',
      columns: 4,
      rows: 1,
      fronts: 'o',
      color: color('White'),
      texture: 'thermoWalnut',
    }),
  ],
  // Sideboards
  [
    'sideboard',
    'Black Sideboard',
    'Four cells wide in black: drawers for cutlery and linen, doors for serving dishes, open cells on top for display.',
    cell({
      designType: 'sideboard',
      columns: 4,
      rows: 2,
      fronts: 'wddwoooo',
      color: color('Black'),
    }),
    true,
  ],
  [
    'sideboard',
    'White Dining Sideboard',
    'Doors all along the bottom and an open row above for glassware, in white.',
    cell({ designType: 'sideboard', columns: 3, rows: 2, fronts: 'dddooo', color: color('White') }),
  ],
  [
    'sideboard',
    'Modern Inch Sideboard',
    'Sixty inches wide on slim legs, set to the inch: a drawer between pairs of doors, two more drawers above.',
    inch({
      piece: 'sideboard',
      widthIn: 60,
      rowHeights: [15, 15],
      fronts: ['DwD', 'oww'],
      color: color('Green'),
      legsIn: 6,
    }),
  ],
  [
    'sideboard',
    'Blue Buffet',
    'A deep blue buffet: drawers one side, a double cupboard the other.',
    cell({ designType: 'sideboard', columns: 3, rows: 1, fronts: 'wdd', color: color('Blue') }),
  ],
  // TV stands
  [
    'tv-stand',
    'Minimalist TV Console',
    'A low 72-inch console standing on the floor: open shelves for the player and speakers, drawers for cables and remotes.',
    inch({
      piece: 'tv-stand',
      widthIn: 72,
      depthIn: 15,
      rowHeights: [15],
      fronts: ['woow'],
      color: '#FFFFFF',
    }),
    true,
  ],
  [
    'tv-stand',
    'Low Black TV Stand',
    'Four cells in one low row, doors at each end and open cells for the consoles between.',
    cell({ designType: 'tvStand', columns: 4, rows: 1, fronts: 'dood', color: color('Black') }),
  ],
  [
    'tv-stand',
    'Media Wall',
    'Two rows of cells under the screen: closed storage below, open shelves above.',
    cell({ designType: 'tvStand', columns: 4, rows: 2, fronts: 'ddddoooo', color: color('White') }),
  ],
  [
    'tv-stand',
    'Compact TV Bench',
    'Forty-eight inches on legs for a smaller room: a drawer each side of an open middle.',
    inch({
      piece: 'tv-stand',
      widthIn: 48,
      rowHeights: [12],
      fronts: ['wow'],
      color: '#1F2937',
      legsIn: 8,
    }),
  ],
  // Vinyl collection shelves
  [
    'vinyl-collection-shelf',
    'Record Wall',
    'Thirteen-inch cells are sized for LPs: four across and three high holds about 1,000 records.',
    cell({ designType: 'bookcase', columns: 4, rows: 3, fronts: 'o', color: color('White') }),
    true,
  ],
  [
    'vinyl-collection-shelf',
    'Turntable Stand',
    'Records below and the turntable on top: two rows of divided cells in black.',
    cell({ designType: 'bookcase', columns: 2, rows: 2, fronts: 'vv', color: color('Black') }),
  ],
  [
    'vinyl-collection-shelf',
    'Yellow Crate Shelf',
    'Bright yellow cells in one row, each divided to keep records upright.',
    cell({ designType: 'bookcase', columns: 3, rows: 1, fronts: 'v', color: color('Yellow') }),
  ],
  [
    'vinyl-collection-shelf',
    'Collector Cabinet',
    'Doors keep the dust off the good pressings; an open row shows this month’s favourites.',
    cell({ designType: 'bookcase', columns: 3, rows: 2, fronts: 'dddooo', color: color('Green') }),
  ],
  // Shoe racks
  [
    'shoe-rack',
    'Entryway Shoe Rack',
    'A low row of divided cells by the door: two pairs a cell, a bench-height top for sitting.',
    cell({ designType: 'sideboard', columns: 3, rows: 1, fronts: 'v', color: color('White') }),
    true,
  ],
  [
    'shoe-rack',
    'Closed Shoe Cabinet',
    'Doors on every cell keep a hallway calm; two rows take about twenty pairs.',
    cell({ designType: 'sideboard', columns: 2, rows: 2, fronts: 'd', color: color('Black') }),
  ],
  [
    'shoe-rack',
    'Mudroom Bench',
    'Open cells for boots below, drawers for gloves and keys.',
    cell({ designType: 'sideboard', columns: 4, rows: 1, fronts: 'owwo', color: color('Green') }),
  ],
  [
    'shoe-rack',
    'Narrow Shoe Tower',
    'One cell wide and three high for a narrow hall.',
    cell({ designType: 'bookcase', columns: 1, rows: 3, fronts: 'v', color: color('White') }),
  ],
  // Wall storage
  [
    'wall-storage',
    'Floating Wall Cells',
    'A row of wall-mounted cells, open and in white, for a desk or a hallway.',
    cell({ designType: 'wallStorage', columns: 3, rows: 1, fronts: 'o', color: color('White') }),
    true,
  ],
  [
    'wall-storage',
    'Kitchen Wall Cabinet',
    'Doors on a double row of wall cells: everyday cups and plates at hand.',
    cell({ designType: 'wallStorage', columns: 2, rows: 2, fronts: 'd', color: color('White') }),
  ],
  [
    'wall-storage',
    'Red Display Wall',
    'Bold red cells on the wall, open for plants and books.',
    cell({ designType: 'wallStorage', columns: 3, rows: 2, fronts: 'o', color: color('Red') }),
  ],
  [
    'wall-storage',
    'Bathroom Wall Unit',
    'Two cells with doors for towels and the first-aid kit.',
    cell({ designType: 'wallStorage', columns: 2, rows: 1, fronts: 'd', color: color('Blue') }),
  ],
  // Dressers
  [
    'dresser',
    'Six-Drawer Dresser',
    'Three drawers across and two high, set to the inch: deep enough for sweaters.',
    inch({
      piece: 'dresser',
      widthIn: 48,
      depthIn: 15,
      rowHeights: [12, 12],
      fronts: ['www', 'www'],
      color: '#FFFFFF',
      legsIn: 4,
    }),
    true,
  ],
  [
    'dresser',
    'Tall Black Dresser',
    'A narrow chest of drawers in black, four drawers high.',
    inch({
      piece: 'dresser',
      widthIn: 24,
      rowHeights: [12, 12, 12, 12],
      fronts: ['w', 'w', 'w', 'w'],
      color: '#1F2937',
    }),
  ],
  [
    'dresser',
    'Cell Dresser',
    'Drawers in every cell of a two-by-two grid, in green.',
    cell({ designType: 'sideboard', columns: 2, rows: 2, fronts: 'w', color: color('Green') }),
  ],
  [
    'dresser',
    'Wide Bedroom Dresser',
    'Sixty inches of drawers and a cupboard for the things that do not fold.',
    inch({
      piece: 'dresser',
      widthIn: 60,
      rowHeights: [12, 12],
      fronts: ['wwD', 'www'],
      color: color('Green'),
      legsIn: 4,
    }),
  ],
  // Nightstands
  [
    'night-stand',
    'Birch Nightstand',
    'One cell with a drawer and an open cell above for the night’s book.',
    cell({ designType: 'bookcase', columns: 1, rows: 2, fronts: 'wo', color: color('White') }),
    true,
  ],
  [
    'night-stand',
    'Black Bedside Cabinet',
    'A door keeps the clutter out of sight; one cell, in black.',
    cell({ designType: 'sideboard', columns: 1, rows: 1, fronts: 'd', color: color('Black') }),
  ],
  [
    'night-stand',
    'Two-Drawer Nightstand',
    'Eighteen inches wide on legs, with two drawers, set to the inch.',
    inch({
      piece: 'night-stand',
      widthIn: 18,
      depthIn: 15,
      rowHeights: [9, 9],
      fronts: ['w', 'w'],
      color: '#FFFFFF',
      legsIn: 8,
    }),
  ],
  [
    'night-stand',
    'Yellow Bedside Shelf',
    'An open cell over a drawer, in yellow, for a child’s room.',
    cell({ designType: 'bookcase', columns: 1, rows: 2, fronts: 'wo', color: color('Yellow') }),
  ],
  // Office desks
  [
    'office-desk',
    'Desk Pedestal',
    'Drawers for files and stationery under a desk top: one cell wide, two high.',
    cell({ designType: 'sideboard', columns: 1, rows: 2, fronts: 'w', color: color('White') }),
    true,
  ],
  [
    'office-desk',
    'Home Office Storage Wall',
    'Doors below for the printer, open cells above for binders.',
    cell({
      designType: 'bookcase',
      columns: 3,
      rows: 3,
      fronts: 'dddoooooo',
      color: color('Black'),
    }),
  ],
  [
    'office-desk',
    'Printer Cabinet',
    'A waist-high cabinet set to the inch: a drawer over a pair of doors.',
    inch({
      piece: 'office-desk',
      widthIn: 30,
      rowHeights: [15, 9],
      fronts: ['D', 'w'],
      color: '#FFFFFF',
      legsIn: 4,
    }),
  ],
  [
    'office-desk',
    'Desk-Side Shelf',
    'Open cells beside the desk for the books you reach for every day.',
    cell({ designType: 'bookcase', columns: 2, rows: 2, fronts: 'o', color: color('Blue') }),
  ],
  // Closets
  [
    'closet',
    'Tall Closet Wall',
    'Four cells high behind doors, in white, for a bedroom without a built-in closet.',
    cell({ designType: 'tallBookcase', columns: 3, rows: 4, fronts: 'd', color: color('White') }),
    true,
  ],
  [
    'closet',
    'Black Wardrobe Cells',
    'Tall cells behind doors, two columns of them, in black: coats and suits hang inside.',
    cell({
      designType: 'tallBookcase',
      columns: 2,
      rows: 4,
      boxType: 'wide',
      fronts: 'D',
      color: color('Black'),
    }),
  ],
  [
    'closet',
    'Linen Closet',
    'Doors above and drawers below for sheets and towels.',
    cell({ designType: 'bookcase', columns: 2, rows: 3, fronts: 'wwdddd', color: color('White') }),
  ],
  [
    'closet',
    'Kids’ Closet',
    'A low closet a child can reach: doors and an open cell for favourite toys.',
    cell({ designType: 'bookcase', columns: 2, rows: 2, fronts: 'ddoo', color: color('Green') }),
  ],
  // Free form
  [
    'free-form',
    'Open Grid Shelf',
    'Nine open cells, three by three: a plain grid to grow your own shape from in the configurator.',
    cell({
      designType: 'bookcase',
      columns: 3,
      rows: 3,
      seed: 7,
      fronts: 'o',
      color: color('White'),
    }),
    true,
  ],
  [
    'free-form',
    'Mixed Finish Wall',
    'Walnut cells with black doors here and there: a starting point for your own mix.',
    cell({
      designType: 'bookcase',
      columns: 4,
      rows: 2,
      fronts: 'odooodoo',
      color: color('Black'),
      texture: 'thermoWalnut',
      frontedColor: color('Black'),
    }),
  ],
  [
    'free-form',
    'Room Divider',
    'Open on both sides, no back panels: a screen of cells between two spaces.',
    cell({
      designType: 'bookcase',
      columns: 3,
      rows: 3,
      fronts: 'o',
      color: color('White'),
      backPanel: false,
    }),
  ],
  [
    'free-form',
    'Window Seat',
    'A long low row to sit on, drawers underneath for blankets.',
    cell({ designType: 'sideboard', columns: 4, rows: 1, fronts: 'w', color: color('Blue') }),
  ],
];

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const DEMO_PRODUCTS: readonly DemoProduct[] = ROWS.map(
  ([categorySlug, name, description, preset, featured]) => ({
    slug: slugOf(name),
    categorySlug,
    name,
    description,
    featured: featured ?? false,
    preset,
  }),
);
