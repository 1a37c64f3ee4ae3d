import { afterEach, describe, expect, it, vi } from 'vitest';
import { onShopEvent } from './shop-events.ts';
import { wishlistItemSchema } from '../../domain/items/model.ts';
import {
  PENDING_WISHLIST_ITEM_KEY,
  openDesignInConfigurator,
  takePendingWishlistItem,
} from './configurator-loading.ts';

const item = wishlistItemSchema.parse({
  id: 'w1',
  name: 'Custom Bookcase',
  priceCents: 120000,
  designType: 'bookcase',
  configurations: [{ boxType: 'standard', position: { x: 0, y: 0, z: 0 } }],
});

afterEach(() => localStorage.clear());

describe('loading a design into the configurator', () => {
  it('injects the item directly when the configurator is open', () => {
    const navigate = vi.fn();
    const heard: unknown[] = [];
    const stop = onShopEvent('configurator:load-design', (detail) => heard.push(detail));
    openDesignInConfigurator(item, navigate, '/configurator');
    stop();
    expect(heard).toEqual([item]);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_WISHLIST_ITEM_KEY)).toBeNull();
  });

  it('stores the pending item from another page, sends the visitor there, and it loads once', () => {
    const navigate = vi.fn();
    openDesignInConfigurator(item, navigate, '/shop');
    expect(navigate).toHaveBeenCalledWith('/configurator');
    expect(JSON.parse(localStorage.getItem(PENDING_WISHLIST_ITEM_KEY)!)).toMatchObject({
      version: 1,
      item: { id: 'w1' },
    });
    expect(takePendingWishlistItem()?.name).toBe('Custom Bookcase');
    expect(takePendingWishlistItem()).toBeNull();
  });

  it('reads a bare item and drops what cannot be read', () => {
    localStorage.setItem(PENDING_WISHLIST_ITEM_KEY, JSON.stringify(item));
    expect(takePendingWishlistItem()?.id).toBe('w1');
    localStorage.setItem(PENDING_WISHLIST_ITEM_KEY, '{not json');
    expect(takePendingWishlistItem()).toBeNull();
    expect(localStorage.getItem(PENDING_WISHLIST_ITEM_KEY)).toBeNull();
  });
});
