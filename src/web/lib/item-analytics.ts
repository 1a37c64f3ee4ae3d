import { designKindOf } from '../../domain/design/model.ts';
import type { CartItem, WishlistItem } from '../../domain/items/model.ts';
import { dollarsOf, multiplyCents } from '../../domain/pricing/money.ts';
import type { Analytics, EcommerceData, EcommerceItem } from './analytics.ts';
import { getPublicConfig } from './public-config.ts';

// GA4 shapes for cart and wishlist events (docs/rules/integrations.md): the product id, name, price in
// dollars, currency USD, which configurator made it (inch or cella), the category (furniture: an
// item's productType, such as `box`, names how it is built, not a category) and the brand (the
// item's, else the shop's).

export function isInchItem(item: Pick<WishlistItem, 'inchConfig' | 'designType'>): boolean {
  return designKindOf(item) === 'inch';
}

export function ecommerceItem(
  item: WishlistItem | CartItem,
  quantity: number,
  brandName: string,
): EcommerceItem {
  return {
    item_id: item.details.productId ?? item.remoteId ?? item.id,
    item_name: item.name,
    price: dollarsOf(item.priceCents),
    quantity,
    item_brand: item.brandType ?? brandName,
    item_category: 'furniture',
    item_variant: item.designType,
    configurator_type: isInchItem(item) ? 'inch' : 'cella',
  };
}

export function ecommerceData(
  item: WishlistItem | CartItem,
  quantity: number,
  brandName: string,
): EcommerceData {
  return {
    value: dollarsOf(multiplyCents(item.priceCents, quantity)),
    currency: 'USD',
    items: [ecommerceItem(item, quantity, brandName)],
  };
}

export interface ItemEvents {
  addedToCart(item: CartItem, quantity: number): void;
  removedFromCart(item: CartItem): void;
  removedFromWishlist(item: WishlistItem): void;
}

export function itemEvents(
  analytics: Pick<Analytics, 'ecommerce' | 'track'>,
  brandName: () => string = () => getPublicConfig().brandName,
): ItemEvents {
  return {
    addedToCart(item, quantity) {
      analytics.ecommerce('add_to_cart', ecommerceData(item, quantity, brandName()));
    },
    removedFromCart(item) {
      analytics.ecommerce('remove_from_cart', ecommerceData(item, item.quantity, brandName()));
    },
    removedFromWishlist(item) {
      analytics.track({
        event: 'remove_from_wishlist',
        ecommerce: ecommerceData(item, 1, brandName()),
      });
    },
  };
}
