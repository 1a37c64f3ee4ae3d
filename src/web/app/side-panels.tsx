import { useEffect, useRef } from 'react';
import { cart } from '../entities/cart/cart-store.ts';
import { useSession } from '../entities/session/session.ts';
import { useOpenPanel } from '../lib/panels.ts';
import { onShopEvent } from '../lib/shop-events.ts';
import { CART_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '../lib/storage-keys.ts';
import { setSyncSession } from '../lib/sync/session-bridge.ts';
import { wishlist } from '../entities/wishlist/wishlist-store.ts';
import { lazyPart, useWantedOnce } from '../lib/lazy-part.tsx';

// The panels themselves load when one is first opened; keeping the lists in step does not wait.
const ListPanels = lazyPart(
  () => import('./list-panels.tsx').then((module) => module.ListPanels),
  'The cart and wishlist panels',
);

/**
 * Keeps the cart and wishlist in step with the session: signing in uploads what was added as a
 * visitor and merges it with the saved lists (docs/rules/saved-items.md); signing out clears this browser's lists.
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

  useEffect(
    () =>
      onShopEvent('shop:signed-out', () => {
        setSyncSession(null);
        cart.clearLocal();
        wishlist.clearLocal();
      }),
    [],
  );
}

/** The cart and wishlist panels, opened from the header or wherever the shop calls openPanel (docs/rules/storefront.md). */
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

  return useWantedOnce(useOpenPanel() !== null) ? <ListPanels /> : null;
}
