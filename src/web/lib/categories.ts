/** The shop's categories (docs/rules/storefront.md), by slug. */
export interface Category {
  slug: string;
  /** Singular, as the Shop menu lists it. */
  name: string;
  /** Plural, for page titles. */
  plural: string;
}

export const CATEGORIES: readonly Category[] = [
  { slug: 'bookshelf', name: 'Bookshelf', plural: 'Bookshelves' },
  { slug: 'sideboard', name: 'Sideboard', plural: 'Sideboards' },
  { slug: 'dresser', name: 'Dresser', plural: 'Dressers' },
  { slug: 'night-stand', name: 'Nightstand', plural: 'Nightstands' },
  { slug: 'office-desk', name: 'Office Desk', plural: 'Office Desks' },
  {
    slug: 'vinyl-collection-shelf',
    name: 'Vinyl Collection Shelf',
    plural: 'Vinyl Collection Shelves',
  },
  { slug: 'shoe-rack', name: 'Shoe Rack', plural: 'Shoe Racks' },
  { slug: 'wall-storage', name: 'Wall Storage', plural: 'Wall Storage' },
  { slug: 'closet', name: 'Closet', plural: 'Closets' },
  { slug: 'tv-stand', name: 'TV Stand', plural: 'TV Stands' },
  { slug: 'free-form', name: 'Free Form', plural: 'Free-Form Designs' },
];

/** The Shop menu's entries, in the spec's order. */
export const SHOP_MENU_SLUGS = [
  'bookshelf',
  'sideboard',
  'tv-stand',
  'vinyl-collection-shelf',
  'shoe-rack',
  'wall-storage',
  'dresser',
  'night-stand',
] as const;

export function findCategory(slug: string | undefined): Category | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}

export const SHOP_MENU: readonly Category[] = SHOP_MENU_SLUGS.map((slug) => {
  const category = findCategory(slug);
  if (!category) throw new Error(`Shop menu lists unknown category ${slug}`);
  return category;
});

/**
 * A product page's title and description until its design is known, or when it cannot be shown;
 * once it is, the page takes the design's own name and description.
 */
export function productPageMeta(slug: string | undefined): { title: string; description: string } {
  const name = findCategory(slug)?.name ?? 'Furniture';
  return {
    title: `${name} Design`,
    description: `See this ${name} design in 3D, change its size, color and fronts, and order it made to measure in California.`,
  };
}

export function categoryPath(slug: string): string {
  return `/shop/${slug}`;
}
