import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_INCH_CONFIG } from '../../../domain/inch/model.ts';
import { inchWishlistItem, wishlistItem } from '../../testing/items.ts';
import { PENDING_WISHLIST_ITEM_KEY } from '../../lib/configurator-loading.ts';
import { loadWishlistDesign, PENDING_INCH_ITEM_KEY, takePendingInchItem } from './load-design.ts';

function env(pathname: string) {
  return {
    pathname,
    origin: 'http://localhost',
    navigate: vi.fn(),
    reload: vi.fn(),
    dispatch: vi.fn(),
    storage: localStorage,
  };
}

describe('Load Design (docs/rules/saved-items.md)', () => {
  it('sends a box design to the configurator as the pending item', () => {
    const e = env('/shop');
    expect(loadWishlistDesign(wishlistItem(), e)).toBe('navigated');
    expect(e.navigate).toHaveBeenCalledWith('/configurator');
    expect(localStorage.getItem(PENDING_WISHLIST_ITEM_KEY)).toContain('Custom Bookcase');
  });

  it('goes to an inch item’s product page with the pending inch item', () => {
    const e = env('/');
    const item = inchWishlistItem({
      details: { configurationType: 'inch', productPageUrl: '/shop/sideboard/product/42' },
    });
    expect(loadWishlistDesign(item, e)).toBe('navigated');
    expect(e.navigate).toHaveBeenCalledWith('/shop/sideboard/product/42');
    expect(takePendingInchItem()?.name).toBe('Inch sideboard');
    expect(localStorage.getItem(PENDING_INCH_ITEM_KEY)).toBeNull();
  });

  it('on /configurator-inch, loads a full configuration by event', () => {
    const e = env('/configurator-inch');
    expect(loadWishlistDesign(inchWishlistItem(), e)).toBe('loaded');
    const event = e.dispatch.mock.calls[0]?.[0] as CustomEvent;
    expect(event.type).toBe('configurator-inch:load-design');
    expect(event.detail).toEqual({
      name: 'Inch sideboard',
      inchConfig: DEFAULT_INCH_CONFIG,
      designType: 'inch-sideboard',
    });
    expect(e.navigate).not.toHaveBeenCalled();
  });

  it('on /configurator-inch without a full configuration, stores it and reloads', () => {
    const e = env('/configurator-inch');
    expect(loadWishlistDesign(inchWishlistItem({ inchConfig: undefined }), e)).toBe('reloading');
    expect(e.reload).toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_INCH_ITEM_KEY)).not.toBeNull();
  });

  it('elsewhere, stores the inch item and goes to /configurator-inch', () => {
    const e = env('/about');
    expect(loadWishlistDesign(inchWishlistItem(), e)).toBe('navigated');
    expect(e.navigate).toHaveBeenCalledWith('/configurator-inch');
  });

  it('drops an unreadable pending inch item', () => {
    localStorage.setItem(PENDING_INCH_ITEM_KEY, '{nope');
    expect(takePendingInchItem()).toBeNull();
  });
});
