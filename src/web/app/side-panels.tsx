import { useEffect, useRef } from 'react';
import { CartPanel } from '../features/cart/cart-panel.tsx';
import { WishlistPanel } from '../features/wishlist/wishlist-panel.tsx';
import { cart } from '../lib/cart-store.ts';
import { OPEN_CART_EVENT, OPEN_WISHLIST_EVENT, openPanel } from '../lib/panels.ts';
import { SIGNED_IN_EVENT, SIGNED_OUT_EVENT, useSession } from '../lib/session.ts';
import { CART_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '../lib/storage-counts.ts';
import { setSyncSession } from '../lib/sync/session-bridge.ts';
import { wishlist } from '../lib/wishlist-store.ts';

/**
 * Keeps the cart and wishlist in step with the session: signing in uploads what was added as a
 * visitor and merges it with the saved lists (DECISIONS D2); signing out clears this browser's lists.
 */
function useListsFollowSession() {
  const session = useSession();
  const previous = useRef(session.status);

  useEffect(() => {
    setSyncSession(session.status === 'signed-in' ? { userId: session.user.id } : null);
    const was = previous.current;
    previous.current = session.status;
    if (session.status === 'signed-in' && was !== 'signed-in') {
      void cart.sync.requestSync('sign-in');
      void wishlist.sync.requestSync('sign-in');
    }
  }, [session]);

  useEffect(() => {
    const onSignedIn = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (typeof detail === 'string' && detail !== '') setSyncSession({ userId: detail });
      void cart.sync.requestSync('sign-in');
      void wishlist.sync.requestSync('sign-in');
    };
    const onSignedOut = () => {
      setSyncSession(null);
      cart.clearLocal();
      wishlist.clearLocal();
    };
    window.addEventListener(SIGNED_IN_EVENT, onSignedIn);
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => {
      window.removeEventListener(SIGNED_IN_EVENT, onSignedIn);
      window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
    };
  }, []);
}

/** The cart and wishlist panels, opened from the header or by a global event (shop-shell §2). */
export function SidePanels() {
  useListsFollowSession();

  // Another tab changed a list: read it again, so every tab shows the same cart and wishlist.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key === null || event.key === CART_STORAGE_KEY) void cart.restore();
      if (event.key === null || event.key === WISHLIST_STORAGE_KEY) void wishlist.restore();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    const onOpenCart = () => openPanel('cart');
    const onOpenWishlist = () => openPanel('wishlist');
    window.addEventListener(OPEN_CART_EVENT, onOpenCart);
    window.addEventListener(OPEN_WISHLIST_EVENT, onOpenWishlist);
    return () => {
      window.removeEventListener(OPEN_CART_EVENT, onOpenCart);
      window.removeEventListener(OPEN_WISHLIST_EVENT, onOpenWishlist);
    };
  }, []);

  return (
    <>
      <CartPanel />
      <WishlistPanel />
    </>
  );
}
