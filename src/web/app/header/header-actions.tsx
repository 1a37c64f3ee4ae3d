import { Heart, ShoppingBag, UserRound } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useSession } from '../../lib/session.ts';
import { useCartCount, useWishlistCount } from '../../lib/storage-counts.ts';
import { CountBadge, itemsLabel } from '../../ui/count-badge.tsx';
import { iconButtonClass } from './nav-styles.ts';

function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 rounded-sm bg-ink px-2 py-1 text-xs text-paper motion-safe:animate-fade-in"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/**
 * Wishlist and cart, with their counts from browser storage. The side panels come later; until
 * then the icons lead to the wishlist page and checkout.
 */
function WishlistLink() {
  const count = useWishlistCount();
  return (
    <WithTooltip label="Wishlist">
      <Link
        to="/profile/wishlist"
        aria-label={itemsLabel('Wishlist', count)}
        className={iconButtonClass}
      >
        <Heart aria-hidden className="size-5" />
        <CountBadge count={count} />
      </Link>
    </WithTooltip>
  );
}

function CartLink() {
  const count = useCartCount();
  return (
    <WithTooltip label="Cart">
      <Link to="/checkout" aria-label={itemsLabel('Cart', count)} className={iconButtonClass}>
        <ShoppingBag aria-hidden className="size-5" />
        <CountBadge count={count} />
      </Link>
    </WithTooltip>
  );
}

/** Sign In for visitors; the accounts work puts the account menu here for signed-in users. */
function AccountSlot() {
  const session = useSession();
  if (session.status === 'signed-in') {
    return (
      <Link to="/profile/overview" aria-label="Your account" className={iconButtonClass}>
        <UserRound aria-hidden className="size-5" />
      </Link>
    );
  }
  return (
    <Link
      to="/auth"
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
