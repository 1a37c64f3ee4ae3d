import { describe, expect, it } from 'vitest';
import { DEFAULT_INCH_CONFIG } from '../inch/model.ts';
import { cents } from '../pricing/money.ts';
import {
  cartItemFromWishlistItem,
  itemDiscountPercent,
  wishlistItemFromCartItem,
} from './convert.ts';
import type { WishlistItem } from './model.ts';

const saved: WishlistItem = {
  id: 'w-1',
  name: 'Blue sideboard',
  priceCents: cents(57_300),
  configurations: [],
  showBackPanel: true,
  backPanelDoubleSided: false,
  designType: 'inch-sideboard',
  dateAdded: '2026-11-20T08:00:00.000Z',
  selectedColor: '#1E40AF',
  selectedTexture: undefined,
  imageUrl: 'https://img.example/sideboard.webp',
  details: { configurationType: 'inch', inchTotalWeight: 106.6 },
  inchConfig: DEFAULT_INCH_CONFIG,
  brandType: 'sideboard_inch',
  dimensions: '48" W × 32.25" H × 15" D',
  productType: 'sideboard',
  discountPercentage: 40,
  isSynced: true,
  remoteId: 'remote-9',
};

describe('cartItemFromWishlistItem (docs/rules/saved-items.md)', () => {
  it('carries the design and the discounted price, deriving the original price', () => {
    const line = cartItemFromWishlistItem(saved, {
      id: 'c-1',
      dateAdded: '2026-11-22T09:00:00.000Z',
    });
    expect(line).toEqual({
      ...saved,
      id: 'c-1',
      quantity: 1,
      originalPriceCents: 95_500,
      dateAdded: '2026-11-22T09:00:00.000Z',
      isSynced: false,
      remoteId: undefined,
    });
    expect(line.remoteId).toBeUndefined();
  });

  it('keeps a given original price', () => {
    const line = cartItemFromWishlistItem(
      { ...saved, originalPriceCents: cents(96_000) },
      { id: 'c-2', dateAdded: '2026-11-22T09:00:00.000Z' },
    );
    expect(line.originalPriceCents).toBe(96_000);
  });

  it('has no original price when there was no discount', () => {
    const undiscounted = { ...saved, discountPercentage: undefined };
    const line = cartItemFromWishlistItem(undiscounted, { id: 'c-3', dateAdded: 'x' });
    expect(line.originalPriceCents).toBeUndefined();
  });

  it('prefers the custom discount', () => {
    expect(itemDiscountPercent({ customDiscountPercentage: 10, discountPercentage: 40 })).toBe(10);
    expect(itemDiscountPercent({})).toBeUndefined();
  });
});

describe('wishlistItemFromCartItem', () => {
  it('keeps the design and drops the line state', () => {
    const line = cartItemFromWishlistItem(saved, { id: 'c-1', dateAdded: 'x' });
    const item = wishlistItemFromCartItem(
      { ...line, quantity: 3, remoteId: 'r', isSynced: true },
      { id: 'w-2', dateAdded: '2026-11-23T00:00:00.000Z' },
    );
    expect(item).not.toHaveProperty('quantity');
    expect(item.remoteId).toBeUndefined();
    expect(item).toMatchObject({ id: 'w-2', isSynced: false, name: 'Blue sideboard' });
  });
});
