import { describe, expect, it } from 'vitest';
import { createAnalytics } from './analytics.ts';
import { itemEvents } from './item-analytics.ts';
import { cartLine, wishlistItem } from '../testing/items.ts';

function setup(hostname = 'localhost') {
  const layer: unknown[] = [];
  const win = {
    dataLayer: layer,
    parent: undefined as unknown as { postMessage(): void },
    location: { hostname, origin: `http://${hostname}` },
  };
  win.parent = win as never;
  const analytics = createAnalytics({
    getWindow: () => win as never,
    now: () => 0,
    siteHosts: () => ['birchandcell.com'],
  });
  return { layer, events: itemEvents(analytics, () => 'Birch & Cell') };
}

describe('cart and wishlist analytics (GA4 shapes)', () => {
  it('add_to_cart carries value, currency and the item', () => {
    const { layer, events } = setup();
    events.addedToCart(cartLine({ quantity: 2 }), 2);
    expect(layer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          value: 2394,
          currency: 'USD',
          items: [
            {
              item_id: 'c-1',
              item_name: 'Custom Bookcase',
              price: 1197,
              quantity: 2,
              item_brand: 'cella',
              item_category: 'furniture',
              item_variant: 'bookcase',
              configurator_type: 'cella',
            },
          ],
        },
      },
    ]);
  });

  it('remove_from_cart and the wishlist’s item-removed event name inch designs and the brand', () => {
    const { layer, events } = setup();
    events.removedFromCart(cartLine({ brandType: undefined, quantity: 3 }));
    events.removedFromWishlist(
      wishlistItem({ designType: 'inch-sideboard', details: { productId: 'p-7' } }),
    );
    expect(layer[1]).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { value: 3591, items: [{ item_brand: 'Birch & Cell', quantity: 3 }] },
    });
    expect(layer[2]).toMatchObject({
      event: 'remove_from_wishlist',
      ecommerce: {
        currency: 'USD',
        items: [{ item_id: 'p-7', configurator_type: 'inch', item_category: 'furniture' }],
      },
    });
  });
});
