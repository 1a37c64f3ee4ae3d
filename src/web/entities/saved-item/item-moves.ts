import {
  cartItemFromWishlistItem,
  wishlistItemFromCartItem,
} from '../../../domain/items/convert.ts';
import type { CartItem } from '../../../domain/items/model.ts';
import { systemClock } from '../../lib/sync/clock.ts';
import { toast } from '../../ui/toast-store.ts';
import { cart as shopCart, type Cart } from '../cart/cart-store.ts';
import { wishlist as shopWishlist, type Wishlist } from '../wishlist/wishlist-store.ts';

// Moves between the cart and the wishlist (docs/rules/saved-items.md): the design goes to the other list and
// leaves this one.

export interface MoveDeps {
  cart: Pick<Cart, 'addToCart' | 'takeOut' | 'store'>;
  wishlist: Pick<Wishlist, 'addToWishlist' | 'takeOut' | 'store'>;
  randomId: () => string;
  now: () => number;
  notify: (message: string) => void;
}

/** Move to Wishlist: saved (unless it is there already) and taken out of the cart. */
export function moveCartLineToWishlist(deps: MoveDeps, lineId: string): boolean {
  const line = deps.cart.store.getState().items.find((item) => item.id === lineId);
  if (!line) return false;
  deps.wishlist.addToWishlist(
    wishlistItemFromCartItem(line, {
      id: deps.randomId(),
      dateAdded: new Date(deps.now()).toISOString(),
    }),
    { pressed: false },
  );
  deps.cart.takeOut(lineId);
  return true;
}

/** Add to Cart from the wishlist: moves the design, says so, and opens the cart. */
export function moveWishlistItemToCart(deps: MoveDeps, itemId: string): CartItem | undefined {
  const item = deps.wishlist.store.getState().items.find((entry) => entry.id === itemId);
  if (!item) return undefined;
  const line = deps.cart.addToCart(
    cartItemFromWishlistItem(item, {
      id: deps.randomId(),
      dateAdded: new Date(deps.now()).toISOString(),
    }),
  );
  deps.wishlist.takeOut(itemId, 'moved');
  deps.notify('Design moved to cart!');
  return line;
}

export const shopMoves: MoveDeps = {
  cart: shopCart,
  wishlist: shopWishlist,
  randomId: () => crypto.randomUUID(),
  now: () => systemClock.now(),
  notify: (message) => toast({ title: message }),
};
