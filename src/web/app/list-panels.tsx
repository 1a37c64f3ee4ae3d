import { CartPanel } from '../features/cart/cart-panel.tsx';
import { WishlistPanel } from '../features/wishlist/wishlist-panel.tsx';

/** The cart slide-over and the wishlist slide-in (docs/rules/storefront.md). */
export function ListPanels() {
  return (
    <>
      <CartPanel />
      <WishlistPanel />
    </>
  );
}
