import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  notifyStorageItemsChanged,
  parseCartCount,
  parseWishlistCount,
  useCartCount,
  useWishlistCount,
  WISHLIST_STORAGE_KEY,
} from './storage-counts.ts';

const persisted = (items: unknown) => JSON.stringify({ state: { items }, version: 1 });

describe('parseCartCount', () => {
  it.each([
    ['no data', null, 0],
    ['an empty cart', persisted([]), 0],
    ['one line', persisted([{ id: 'a', quantity: 1 }]), 1],
    ['the sum of quantities', persisted([{ quantity: 2 }, { quantity: 3 }]), 5],
    ['lines without a usable quantity', persisted([{ quantity: 2 }, {}, { quantity: '3' }]), 2],
    ['zero, negative and non-finite quantities', persisted([{ quantity: 0 }, { quantity: -2 }]), 0],
    ['fractional quantities, whole units only', persisted([{ quantity: 2.7 }]), 2],
    ['non-object lines', persisted([null, 3, 'x', { quantity: 1 }]), 1],
    ['corrupt JSON', '{"state":{"items":[', 0],
    ['a plain string', '"cart"', 0],
    ['JSON null', 'null', 0],
    ['no state', JSON.stringify({ version: 1 }), 0],
    ['items that are not a list', JSON.stringify({ state: { items: { quantity: 3 } } }), 0],
  ])('%s', (_, raw, count) => {
    expect(parseCartCount(raw)).toBe(count);
  });
});

describe('parseWishlistCount', () => {
  it.each([
    ['no data', null, 0],
    ['two items', persisted([{ id: 'a' }, { id: 'b' }]), 2],
    ['non-object entries', persisted([{ id: 'a' }, null, 7]), 1],
    ['corrupt JSON', 'not json', 0],
    ['a bare array', JSON.stringify([{ id: 'a' }]), 0],
  ])('%s', (_, raw, count) => {
    expect(parseWishlistCount(raw)).toBe(count);
  });
});

function Counts() {
  return (
    <p>
      cart {useCartCount()} wishlist {useWishlistCount()}
    </p>
  );
}

describe('count hooks', () => {
  it('read storage and follow the custom event and the storage event', () => {
    localStorage.setItem(CART_STORAGE_KEY, persisted([{ quantity: 2 }]));
    render(<Counts />);
    expect(screen.getByText('cart 2 wishlist 0')).toBeInTheDocument();

    localStorage.setItem(WISHLIST_STORAGE_KEY, persisted([{ id: 'a' }]));
    act(() => notifyStorageItemsChanged());
    expect(screen.getByText('cart 2 wishlist 1')).toBeInTheDocument();

    localStorage.setItem(CART_STORAGE_KEY, 'garbage');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(screen.getByText('cart 0 wishlist 1')).toBeInTheDocument();
  });
});
