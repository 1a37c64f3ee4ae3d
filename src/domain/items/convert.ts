import { originalPrice } from '../pricing/discounts.ts';
import type { CartItem, WishlistItem } from './model.ts';

/** The discount an item was priced with: its own custom discount, else its place's. */
export function itemDiscountPercent(
  item: Pick<WishlistItem, 'customDiscountPercentage' | 'discountPercentage'>,
): number | undefined {
  return item.customDiscountPercentage ?? item.discountPercentage;
}

type DesignFields = Omit<WishlistItem, 'id' | 'dateAdded' | 'isSynced' | 'remoteId'>;

/** What describes the design and its price, without the entry's own id, date and sync state. */
function designFields(item: WishlistItem | CartItem): DesignFields {
  return {
    name: item.name,
    priceCents: item.priceCents,
    originalPriceCents: item.originalPriceCents,
    configurations: item.configurations,
    showBackPanel: item.showBackPanel,
    backPanelDoubleSided: item.backPanelDoubleSided,
    designType: item.designType,
    selectedColor: item.selectedColor,
    selectedTexture: item.selectedTexture,
    imageUrl: item.imageUrl,
    details: item.details,
    inchConfig: item.inchConfig,
    brandType: item.brandType,
    dimensions: item.dimensions,
    productType: item.productType,
    customDiscountPercentage: item.customDiscountPercentage,
    discountPercentage: item.discountPercentage,
  };
}

/**
 * A cart line made from a wishlist item (docs/rules/saved-items.md). The price is what the customer pays, the
 * discounted one; the original price is carried, or derived as price ÷ (1 − discount). The
 * discount fields come along so checkout re-prices the line at the same place.
 */
export function cartItemFromWishlistItem(
  item: WishlistItem,
  line: { readonly id: string; readonly dateAdded: string },
): CartItem {
  const discount = itemDiscountPercent(item);
  return {
    ...designFields(item),
    id: line.id,
    originalPriceCents:
      item.originalPriceCents ??
      (discount === undefined ? undefined : originalPrice(item.priceCents, discount)),
    quantity: 1,
    dateAdded: line.dateAdded,
    isSynced: false,
  };
}

/** Moving a cart line to the wishlist keeps the design and drops the line's quantity and sync. */
export function wishlistItemFromCartItem(
  item: CartItem,
  entry: { readonly id: string; readonly dateAdded: string },
): WishlistItem {
  return { ...designFields(item), id: entry.id, dateAdded: entry.dateAdded, isSynced: false };
}
