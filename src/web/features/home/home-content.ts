import type { WhyChooseSectionKey } from '../../../contract/home-sections.ts';
import type { HeroSlide } from './get-home.ts';

// The home page's fallback copy (docs/rules/storefront.md, "Home content"): shown at once and
// replaced by the shop's own content when `GET /api/home` answers.

/** The hero's three fallback slides, in the spec's order. */
export const SLIDES: readonly HeroSlide[] = [
  {
    id: 'fallback-design',
    title: 'Design Your Perfect Storage',
    description:
      'Choose a size, add cells, doors and dividers, and watch the price update as you build. Every piece is made to your design.',
    imageUrl: null,
    altText: null,
  },
  {
    id: 'fallback-birch',
    title: 'Premium Baltic Birch',
    description:
      'Half-inch Baltic birch plywood with its layered edge left on show, strong enough for full shelves of books and records.',
    imageUrl: null,
    altText: null,
  },
  {
    id: 'fallback-california',
    title: 'Made in California',
    description:
      'Cut, finished and packed in our California workshop, then shipped flat with everything you need to put it together.',
    imageUrl: null,
    altText: null,
  },
];

export interface Reason {
  readonly key: WhyChooseSectionKey;
  readonly title: string;
  readonly text: string;
}

/** The six Why Choose cards; a home section under a card's key replaces its words. */
export const REASONS: readonly Reason[] = [
  {
    key: 'why-baltic-birch',
    title: 'Premium Baltic birch',
    text: 'Dense birch plywood that holds screws firmly and stays flat, with a clean, even layered edge.',
  },
  {
    key: 'why-custom-shelving',
    title: 'Custom shelving',
    text: 'Set the width, height and depth, then put doors, drawers and dividers exactly where you need them.',
  },
  {
    key: 'why-sustainable',
    title: 'Sustainable materials',
    text: 'Plywood built to last for decades, and one tree planted for every custom shelf order.',
  },
  {
    key: 'why-california',
    title: 'Made in California',
    text: 'Every piece is cut, finished and packed in California, made for you rather than taken from stock.',
  },
  {
    key: 'why-hpl',
    title: 'Colorful HPL laminate',
    text: 'Fronts in red, blue, green, yellow, white or black high-pressure laminate that shrugs off scratches and spills.',
  },
  {
    key: 'why-exposed-edge',
    title: 'Distinctive exposed edge',
    text: 'The striped plywood edge stays visible on purpose: it shows how the piece is built.',
  },
];

/**
 * A piece drawn as its cells, top row first, one letter a cell: `o` open, `v` a divider, `h` a shelf,
 * `d` a door, `D` a pair of doors, `w` a drawer, `.` no cell.
 */
export interface CellSketch {
  readonly columns: number;
  readonly cells: string;
  /** The fronts' laminate, one of the configurators' finish colours. */
  readonly color: string;
}

export const FINISHES = {
  Red: '#D73527',
  Blue: '#1E40AF',
  Green: '#2B7E52',
  Yellow: '#E29013',
  White: '#FFFFFF',
  Black: '#1F2937',
} as const;
export type FinishName = keyof typeof FINISHES;

/** A sketch `columns` cells wide, its cells read row by row from the top, in one of the finishes. */
export function cellSketch(columns: number, cells: string, finish: FinishName): CellSketch {
  return { columns, cells, color: FINISHES[finish] };
}

export interface CategoryStory {
  /** One short line under the category's name. */
  readonly line: string;
  readonly sketch: CellSketch;
}

/** What each category's card says and draws while categories have no pictures of their own. */
export const CATEGORY_STORIES: Readonly<Record<string, CategoryStory>> = {
  bookshelf: {
    line: 'Open cells and dividers for books, from one row to a whole wall.',
    sketch: cellSketch(3, 'oovoooovo', 'Green'),
  },
  sideboard: {
    line: 'Drawers and doors at dining height, open cells above for display.',
    sketch: cellSketch(4, 'oooowddw', 'Black'),
  },
  dresser: {
    line: 'Stacks of drawers for clothes, sized to the wall you have.',
    sketch: cellSketch(2, 'wwwwww', 'White'),
  },
  'night-stand': {
    line: 'One cell beside the bed: an open shelf over a drawer.',
    sketch: cellSketch(1, 'ow', 'Blue'),
  },
  'office-desk': {
    line: 'A desk on cells: drawers on one side, shelves on the other.',
    sketch: cellSketch(4, 'w..hw..o', 'White'),
  },
  'vinyl-collection-shelf': {
    line: 'Open cells for records, with dividers to keep them upright.',
    sketch: cellSketch(4, 'vvvvvvvv', 'Red'),
  },
  'shoe-rack': {
    line: 'Low cells by the door, with a shelf in each for two rows of pairs.',
    sketch: cellSketch(3, 'hhhhhh', 'Yellow'),
  },
  'wall-storage': {
    line: 'Cells that line a wall from the floor up, doors where you want them.',
    sketch: cellSketch(3, 'oodododdo', 'Blue'),
  },
  closet: {
    line: 'Tall cells with doors and drawers for clothes, bedding and bags.',
    sketch: cellSketch(2, 'DDDDww', 'White'),
  },
  'tv-stand': {
    line: 'Long and low: doors for the player and cables, open cells between.',
    sketch: cellSketch(4, 'dowd', 'Black'),
  },
  'free-form': {
    line: 'A blank grid: place every cell, door and drawer yourself.',
    sketch: cellSketch(3, 'o..vdowDo', 'Red'),
  },
};

export const DEFAULT_CATEGORY_STORY: CategoryStory = {
  line: 'Made to order from Baltic birch in California.',
  sketch: cellSketch(2, 'odwo', 'Green'),
};

export function categoryStory(slug: string): CategoryStory {
  return CATEGORY_STORIES[slug] ?? DEFAULT_CATEGORY_STORY;
}
