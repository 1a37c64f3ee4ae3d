import { act } from '@testing-library/react';
import { cart } from '../entities/cart/cart-store.ts';
import { wishlist } from '../entities/wishlist/wishlist-store.ts';
import { closePanel } from '../lib/panels.ts';

/** Closes the side panel and empties the browser's cart and wishlist: a test's clean slate. */
export function closePanelAndClearItems(): void {
  act(() => {
    closePanel();
    cart.clearLocal();
    wishlist.clearLocal();
  });
}
