import { Share2 } from 'lucide-react';
import { useState } from 'react';
import type { WishlistItem } from '../../../domain/items/model.ts';
import { useReadOnlyDesign } from '../../lib/read-only-design.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { addToCart } from '../cart/cart-store.ts';
import { ShareDialog } from '../shared-design/share-dialog.tsx';
import { shareInputOf } from '../shared-design/shared-designs-api.ts';
import { addToWishlist } from '../wishlist/wishlist-store.ts';

/** Hands a configurator's design to the cart (which opens itself) or the wishlist, which says so. */
export function saveDesignItem(kind: 'cart' | 'wishlist', item: WishlistItem): void {
  if (kind === 'cart') {
    addToCart({ ...item, quantity: 1 });
    return;
  }
  const result = addToWishlist(item);
  if (result.status === 'added') toast({ title: 'Added to your wishlist' });
  else if (result.status === 'duplicate') {
    toast({ title: 'A design like this is already in your wishlist' });
  }
}

/**
 * A configurator's Add to cart, Add to wishlist and Share design. `item` makes the design as it is
 * now (with a fresh id and thumbnail), or null when there is nothing to save yet.
 */
export function DesignActions({
  item,
  empty = false,
}: {
  item: () => WishlistItem | null;
  empty?: boolean;
}) {
  const [sharing, setSharing] = useState(false);
  const readOnly = useReadOnlyDesign();
  if (readOnly !== null) {
    return (
      <p className="mt-4 rounded-md border border-line bg-paper-deep px-3 py-2 text-sm">
        This design belongs to a placed order: it cannot be added to a cart or wishlist, shared or
        changed here.
      </p>
    );
  }
  const save = (kind: 'cart' | 'wishlist') => {
    const current = item();
    if (current !== null) saveDesignItem(kind, current);
  };
  return (
    <>
      <div className="mt-4 grid gap-2">
        <Button disabled={empty} onClick={() => save('cart')}>
          Add to cart
        </Button>
        <Button variant="secondary" disabled={empty} onClick={() => save('wishlist')}>
          Add to wishlist
        </Button>
        <Button variant="secondary" disabled={empty} onClick={() => setSharing(true)}>
          <Share2 aria-hidden />
          Share design
        </Button>
      </div>
      <ShareDialog
        open={sharing}
        onOpenChange={setSharing}
        design={() => {
          const current = item();
          return current === null ? null : shareInputOf(current);
        }}
      />
    </>
  );
}
