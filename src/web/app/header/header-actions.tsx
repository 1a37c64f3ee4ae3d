import { Heart, ShoppingBag, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { openPanel, type PanelName } from '../../lib/panels.ts';
import { useSession } from '../../entities/session/session.ts';
import { expectAuthDialog, openAuthDialog } from '../../entities/session/auth-dialog.ts';
import { useCartCount } from '../../entities/cart/cart-store.ts';
import { useWishlistCount } from '../../entities/wishlist/wishlist-store.ts';
import { CountBadge, itemsLabel } from '../../ui/count-badge.tsx';
import { Tooltip } from '../../ui/tooltip.tsx';
import { AccountMenu } from './account-menu.tsx';
import { iconButtonClass } from './nav-styles.ts';

/** A side panel's button with its count from the store: the wishlist's or the cart's. */
function PanelButton({
  panel,
  label,
  count,
  Icon,
}: {
  panel: PanelName;
  label: string;
  count: number;
  Icon: LucideIcon;
}) {
  return (
    <Tooltip label={label}>
      <button
        type="button"
        aria-label={itemsLabel(label, count)}
        aria-haspopup="dialog"
        onClick={() => openPanel(panel)}
        className={iconButtonClass}
      >
        <Icon aria-hidden className="size-5" />
        <CountBadge count={count} />
      </button>
    </Tooltip>
  );
}

function WishlistLink() {
  return <PanelButton panel="wishlist" label="Wishlist" count={useWishlistCount()} Icon={Heart} />;
}

function CartLink() {
  return <PanelButton panel="cart" label="Cart" count={useCartCount()} Icon={ShoppingBag} />;
}

/**
 * Sign In for visitors, opening the sign-in modal; the account menu (docs/rules/storefront.md) for
 * signed-in customers.
 */
function AccountSlot() {
  const session = useSession();
  if (session.status === 'signed-in') return <AccountMenu user={session.user} />;
  return (
    <Link
      to="/auth"
      // The sign-in modal, over the page the visitor is on; the /auth page stays for a new tab.
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        openAuthDialog({ view: 'sign-in' });
      }}
      // The modal's code is fetched as the pointer or focus arrives, ahead of the press.
      onPointerEnter={expectAuthDialog}
      onFocus={expectAuthDialog}
      className="inline-flex size-11 items-center justify-center gap-2 rounded-md text-sm font-medium text-ink hover:bg-ink/5 sm:w-auto sm:border sm:border-ink/80 sm:px-4"
    >
      <UserRound aria-hidden className="size-5 sm:hidden" />
      <span className="max-sm:sr-only">Sign In</span>
    </Link>
  );
}

export function HeaderActions({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <WishlistLink />
      <CartLink />
      <AccountSlot />
    </div>
  );
}
