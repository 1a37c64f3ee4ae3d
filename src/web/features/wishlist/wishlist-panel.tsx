import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { analytics } from '../../lib/analytics.ts';
import { productContextOf } from '../../lib/panel-context.ts';
import { closePanel, openPanel, restoreFocusAfterPanel, useOpenPanel } from '../../lib/panels.ts';
import { useWishlistItems, wishlist } from '../../entities/wishlist/wishlist-store.ts';
import { EmptyPanel, SidePanel } from '../../ui/side-panel.tsx';
import { WishlistEntry } from '../../entities/wishlist/wishlist-entry.tsx';

/** The wishlist slide-in (docs/rules/saved-items.md). */
export function WishlistPanel() {
  const open = useOpenPanel() === 'wishlist';
  const items = useWishlistItems();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!open) return;
    analytics.panelInteraction({
      panel: 'wishlist',
      action: 'opened',
      productContext: productContextOf(pathname),
    });
    void wishlist.syncOnPanelOpen();
    document.body.classList.add('panel-open');
    return () => document.body.classList.remove('panel-open');
    // Once per opening; the page under the panel does not change while it is open.
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <SidePanel
      open={open}
      onCloseFocus={restoreFocusAfterPanel}
      onOpenChange={(next) => (next ? openPanel('wishlist') : closePanel())}
      title="My Wishlist"
      description="Designs you saved, with their details and prices."
    >
      {items.length === 0 ? (
        <EmptyPanel
          message="Your wishlist is empty"
          action="Browse Designs"
          onAction={() => {
            closePanel();
            void navigate('/shop');
          }}
        />
      ) : (
        <ul aria-label="Wishlist items">
          {items.map((item) => (
            <WishlistEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </SidePanel>
  );
}
