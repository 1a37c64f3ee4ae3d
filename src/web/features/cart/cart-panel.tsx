import { Heart, Minus, Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CartItem } from '../../../domain/items/model.ts';
import { formatCents } from '../../../domain/pricing/money.ts';
import { analytics } from '../../lib/analytics.ts';
import {
  cart,
  cartCount,
  cartTotalCents,
  MAX_QUANTITY,
  useCartItems,
} from '../../entities/cart/cart-store.ts';
import { moveCartLineToWishlist, shopMoves } from '../../entities/saved-item/item-moves.ts';
import { productContextOf } from '../../lib/panel-context.ts';
import { closePanel, openPanel, restoreFocusAfterPanel, useOpenPanel } from '../../lib/panels.ts';
import { Button } from '../../ui/button.tsx';
import { ItemCard } from '../../ui/item-card.tsx';
import { PriceWithDiscount } from '../../ui/item-details.tsx';
import { EmptyPanel, SidePanel } from '../../ui/side-panel.tsx';
import { DeliveryEstimate } from './delivery-estimate.tsx';

function CartLine({ line }: { line: CartItem }) {
  return (
    <ItemCard
      item={line}
      nameAction={
        <button
          type="button"
          aria-label={`Remove ${line.name} from cart`}
          onClick={() => cart.removeFromCart(line.id)}
          className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-ink/5 hover:text-ink"
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      }
      summary={
        <>
          <PriceWithDiscount item={line} quantity={line.quantity} />
          <div
            className="flex items-center gap-1"
            role="group"
            aria-label={`Quantity of ${line.name}`}
          >
            <button
              type="button"
              aria-label={`Decrease quantity of ${line.name}`}
              disabled={line.quantity <= 1}
              onClick={() => cart.decreaseQuantity(line.id)}
              className="inline-flex size-11 items-center justify-center rounded-md border border-line hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <Minus aria-hidden className="size-4" />
            </button>
            <output
              aria-live="polite"
              aria-label={`Quantity of ${line.name}`}
              className="tabular w-10 text-center font-medium"
            >
              {line.quantity}
            </output>
            <button
              type="button"
              aria-label={`Increase quantity of ${line.name}`}
              disabled={line.quantity >= MAX_QUANTITY}
              onClick={() => cart.increaseQuantity(line.id)}
              className="inline-flex size-11 items-center justify-center rounded-md border border-line hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <Plus aria-hidden className="size-4" />
            </button>
          </div>
        </>
      }
      actions={
        <Button
          variant="ghost"
          size="small"
          onClick={() => moveCartLineToWishlist(shopMoves, line.id)}
        >
          <Heart aria-hidden />
          Move to Wishlist
        </Button>
      }
    />
  );
}

/** The cart slide-over (docs/rules/saved-items.md). */
export function CartPanel() {
  const open = useOpenPanel() === 'cart';
  const items = useCartItems();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const count = cartCount(items);

  useEffect(() => {
    if (!open) return;
    analytics.panelInteraction({
      panel: 'cart',
      action: 'opened',
      productContext: productContextOf(pathname),
    });
    void cart.syncOnPanelOpen();
    // Once per opening; the page under the panel does not change while it is open.
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const go = (path: string) => {
    closePanel();
    void navigate(path);
  };

  return (
    <SidePanel
      open={open}
      onCloseFocus={restoreFocusAfterPanel}
      onOpenChange={(next) => (next ? openPanel('cart') : closePanel())}
      title={
        <>
          Cart <span className="tabular">({count})</span>
        </>
      }
      description="The designs in your cart, their quantities and the total."
      footer={
        items.length > 0 && (
          <div className="grid gap-3">
            <p className="flex items-baseline justify-between text-lg font-semibold">
              <span>Total</span>
              <span className="tabular" data-testid="cart-total">
                {formatCents(cartTotalCents(items))}
              </span>
            </p>
            <DeliveryEstimate items={items} />
            <Button className="w-full" onClick={() => go('/checkout')}>
              Proceed to Checkout
            </Button>
          </div>
        )
      }
    >
      {items.length === 0 ? (
        <EmptyPanel
          message="Your cart is empty"
          action="Continue Shopping"
          onAction={() => go('/shop')}
        />
      ) : (
        <ul aria-label="Cart items">
          {items.map((line) => (
            <CartLine key={line.id} line={line} />
          ))}
        </ul>
      )}
    </SidePanel>
  );
}
