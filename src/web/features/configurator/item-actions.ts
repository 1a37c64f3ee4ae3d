import type { WishlistItem } from '../../../domain/items/model.ts';
import { addToCart } from '../../entities/cart/cart-store.ts';
import { addToWishlist } from '../../entities/wishlist/wishlist-store.ts';
import { toast } from '../../ui/toast-store.ts';

/** Hands the configurator's item to the cart (which opens itself) or the wishlist. */
export function saveDesignItem(kind: 'cart' | 'wishlist', item: WishlistItem): void {
  if (kind === 'cart') {
    addToCart({ ...item, quantity: 1 });
    return;
  }
  const result = addToWishlist(item);
  if (result.status === 'added') toast({ title: 'Added to your wishlist' });
  else if (result.status === 'duplicate')
    toast({ title: 'This design is already in your wishlist' });
}
