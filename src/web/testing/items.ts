import { DEFAULT_INCH_CONFIG } from '../../domain/inch/model.ts';
import type { CartItem, StoredBox, WishlistItem } from '../../domain/items/model.ts';
import { cents } from '../../domain/pricing/money.ts';

export function boxes(...xs: number[]): StoredBox[] {
  return xs.map((x) => ({
    id: `box-${x}`,
    components: [
      {
        boxType: 'standard',
        position: { x, y: 0, z: 0 },
        hasDivider: false,
        modification: { type: 'door' },
      },
    ],
  }));
}

/** A two-box black bookcase at $1,197.00 (list $1,710.00), unless told otherwise. */
export function wishlistItem(overrides: Partial<WishlistItem> = {}): WishlistItem {
  return {
    id: 'w-1',
    name: 'Custom Bookcase',
    priceCents: cents(119_700),
    originalPriceCents: cents(171_000),
    configurations: boxes(0, 13),
    showBackPanel: true,
    backPanelDoubleSided: false,
    designType: 'bookcase',
    dateAdded: '2026-11-20T10:00:00.000Z',
    selectedColor: '#1F2937',
    selectedTexture: undefined,
    imageUrl: undefined,
    details: { standardBox: 2, singleDoor: 2, totalWeight: 28.6 },
    brandType: 'cella',
    dimensions: '26" W × 14" H × 14" D',
    productType: 'box',
    discountPercentage: 30,
    isSynced: false,
    ...overrides,
  };
}

/** The default inch sideboard saved to the wishlist, unless told otherwise. */
export function inchWishlistItem(overrides: Partial<WishlistItem> = {}): WishlistItem {
  return wishlistItem({
    name: 'Inch sideboard',
    designType: 'inch-sideboard',
    configurations: [],
    inchConfig: DEFAULT_INCH_CONFIG,
    details: { configurationType: 'inch' },
    ...overrides,
  });
}

export function cartLine(overrides: Partial<CartItem> = {}): CartItem {
  return { ...wishlistItem(), id: 'c-1', quantity: 1, ...overrides };
}

/** The persisted format the stores write and the header badges read. */
export function persisted(items: unknown, pendingRemovals: string[] = []): string {
  return JSON.stringify({ state: { items, pendingRemovals }, version: 1 });
}
