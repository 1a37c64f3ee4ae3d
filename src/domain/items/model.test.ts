import { DEFAULT_INCH_CONFIG } from '../inch/model.ts';
import { describe, expect, it } from 'vitest';
import { createBox } from '../box/geometry.ts';
import { cartItemSchema, parseCartItems, parseWishlistItems, wishlistItemSchema } from './model.ts';

const box = createBox('standard', { column: 1, level: 0 }, { id: 'box-1', stackId: 'stack-1' });

const storedCartItem = {
  id: 'line-1',
  name: 'Bookcase',
  priceCents: 119_700,
  originalPriceCents: 171_000,
  quantity: 2,
  configurations: [box],
  showBackPanel: true,
  backPanelDoubleSided: false,
  designType: 'bookcase',
  dateAdded: '2026-11-22T10:00:00.000Z',
  selectedColor: '#FFFFFF',
  details: { standardBox: 1, totalWeight: 11.3 },
  isSynced: true,
  remoteId: 'remote-1',
};

/** A cart item as an older browser stored it, with only the fields given (and an id). */
const olderItem = (fields: Record<string, unknown>) => cartItemSchema.parse({ id: 'x', ...fields });

describe('cartItemSchema', () => {
  it('reads a current item and keeps every field of its boxes', () => {
    const item = cartItemSchema.parse(storedCartItem);
    expect(item).toMatchObject({ ...storedCartItem, configurations: [box] });
    expect(item.configurations[0]).toEqual(box);
  });

  it('fills what older items lack', () => {
    const item = olderItem({ name: 'TV stand', priceCents: 100, designType: 'tvStand' });
    expect(item).toMatchObject({
      quantity: 1,
      configurations: [],
      showBackPanel: true,
      backPanelDoubleSided: false,
      selectedColor: '#FFFFFF',
      details: {},
      isSynced: false,
    });
  });

  it('reads prices older items kept in dollars', () => {
    const item = olderItem({
      name: 'Sideboard',
      price: 1197.5,
      originalPrice: '1710.71',
      designType: 'sideboard',
    });
    expect(item.priceCents).toBe(119_750);
    expect(item.originalPriceCents).toBe(171_071);
    expect(item).not.toHaveProperty('price');
  });

  it('treats database nulls as missing and numeric ids as text', () => {
    const item = cartItemSchema.parse({
      id: 42,
      name: 'Bookcase',
      priceCents: 100,
      designType: 'bookcase',
      selectedTexture: null,
      originalPriceCents: null,
      configurations: null,
      remoteId: 7,
      inchConfig: null,
    });
    expect(item).toMatchObject({ id: '42', remoteId: '7', configurations: [] });
    expect(item.selectedTexture).toBeUndefined();
    expect(item.originalPriceCents).toBeUndefined();
  });

  it('wraps the bare components older items listed', () => {
    const item = cartItemSchema.parse({
      ...storedCartItem,
      configurations: [
        { boxType: 'wide', position: { x: 0, y: 0 }, modification: { type: 'door' } },
      ],
    });
    expect(item.configurations).toEqual([
      {
        components: [
          {
            boxType: 'wide',
            position: { x: 0, y: 0, z: 0 },
            hasDivider: false,
            modification: { type: 'door' },
          },
        ],
      },
    ]);
  });

  it('reads the inch configuration the server keeps inside the details', () => {
    const item = cartItemSchema.parse({
      ...storedCartItem,
      configurations: [],
      designType: 'inch-sideboard',
      details: {
        configurationType: 'inch',
        inchConfig: {
          ...DEFAULT_INCH_CONFIG,
          widthIn: undefined,
          rows: undefined,
          width: 60,
          height: 3,
        },
      },
    });
    expect(item.inchConfig).toMatchObject({ widthIn: 60, rows: 3 });
  });

  it('drops a details field of the wrong kind instead of the item', () => {
    const item = cartItemSchema.parse({
      ...storedCartItem,
      details: { standardBox: 'two', totalWeight: 12.5, extra: 'kept' },
    });
    expect(item.details.standardBox).toBeUndefined();
    expect(item.details.totalWeight).toBe(12.5);
    expect(item.details).toHaveProperty('extra', 'kept');
  });

  it.each([
    ['no id', { id: '' }],
    ['no name', { name: undefined }],
    ['no price', { priceCents: undefined }],
    ['a negative price', { priceCents: -1 }],
    ['fractional cents', { priceCents: 10.5 }],
    ['a price that is not a number', { priceCents: 'free' }],
    ['no design type', { designType: '' }],
    ['a quantity of 0', { quantity: 0 }],
    ['a discount of 100 %', { discountPercentage: 100 }],
    ['an unknown box type', { configurations: [{ boxType: 'round', position: { x: 0, y: 0 } }] }],
    ['a box without components', { configurations: [{ components: [] }] }],
    ['a broken inch configuration', { inchConfig: { height: 0 } }],
  ])('refuses an item with %s', (_name, change) => {
    expect(cartItemSchema.safeParse({ ...storedCartItem, ...change }).success).toBe(false);
  });
});

describe('parseCartItems', () => {
  it('keeps the readable items and counts the rest', () => {
    const { items, skipped } = parseCartItems([storedCartItem, { id: 'broken' }, 'nonsense']);
    expect(items.map((item) => item.id)).toEqual(['line-1']);
    expect(skipped).toBe(2);
  });

  it.each([
    [undefined, 0],
    [null, 0],
    [{ items: [] }, 1],
  ])('reads %j as an empty cart with %s skipped', (stored, skipped) => {
    expect(parseCartItems(stored)).toEqual({ items: [], skipped });
  });
});

describe('parseWishlistItems', () => {
  it('reads wishlist items, which have no quantity', () => {
    const stored = { ...storedCartItem, quantity: undefined };
    const { items } = parseWishlistItems([stored]);
    expect(items[0]).not.toHaveProperty('quantity');
    expect(wishlistItemSchema.parse(stored).dateAdded).toBe('2026-11-22T10:00:00.000Z');
  });
});
