/** A product as the product lists return it (docs/rules/storefront.md: the id, name and slug are read). */
export interface ProductSummary {
  id: string;
  name: string;
  /** The product page's address part; the id serves where there is none. */
  slug?: string | undefined;
}

/**
 * Picks the product a shortcut opens (docs/rules/storefront.md): the one named exactly `exactName`, else the
 * first whose name contains every keyword (case-insensitive), else none.
 */
export function pickProductByName(
  products: readonly ProductSummary[],
  exactName: string,
  keywords: readonly string[],
): ProductSummary | undefined {
  const exact = products.find((product) => product.name === exactName);
  if (exact) return exact;
  const wanted = keywords.map((keyword) => keyword.toLowerCase());
  return products.find((product) => {
    const name = product.name.toLowerCase();
    return wanted.every((keyword) => name.includes(keyword));
  });
}

/** The header's Inch Config entry. */
export const INCH_CONFIG_SHORTCUT = {
  category: 'tv-stand',
  exactName: 'Minimalist TV Console',
  keywords: ['minimalist', 'tv'],
} as const;

/** The home hero's Start Designing button. */
export const START_DESIGNING_SHORTCUT = {
  category: 'sideboard',
  exactName: 'Black Sideboard',
  keywords: ['black', 'sideboard'],
} as const;

export type ProductShortcut = typeof INCH_CONFIG_SHORTCUT | typeof START_DESIGNING_SHORTCUT;
