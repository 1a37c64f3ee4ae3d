import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cart } from '../../entities/cart/cart-store.ts';
import { openPanel } from '../../lib/panels.ts';
import { wishlist } from '../../entities/wishlist/wishlist-store.ts';
import { cartLine } from '../../testing/items.ts';
import { closePanelAndClearItems } from '../../testing/panels.ts';
import { renderApp } from '../../testing/render-app.tsx';

afterEach(closePanelAndClearItems);

// The whole app renders in each test; a busy machine needs more than the default 5 s.
describe('the cart panel', { timeout: 20_000 }, () => {
  it('shows lines, prices in the shop’s format, the total and the count in brackets', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    act(() => {
      cart.addToCart(cartLine({ id: undefined, quantity: 2 }));
    });
    const panel = await screen.findByRole('dialog', { name: 'Cart (2)' });
    const line = within(panel).getByRole('listitem', { name: 'Custom Bookcase' });
    expect(within(line).getByTestId('price')).toHaveTextContent('$2,394.00');
    expect(within(line).getByTestId('original-price')).toHaveTextContent('$3,420.00');
    expect(within(panel).getByTestId('cart-total')).toHaveTextContent('$2,394.00');

    await user.click(
      within(line).getByRole('button', { name: 'Decrease quantity of Custom Bookcase' }),
    );
    expect(within(line).getByRole('status')).toHaveTextContent('1');
    expect(
      within(line).getByRole('button', { name: 'Decrease quantity of Custom Bookcase' }),
    ).toBeDisabled();

    await user.click(within(line).getByRole('button', { name: 'Details' }));
    expect(within(line).getByText('Finish Options')).toBeInTheDocument();
    expect(within(line).getByText('28.6 lb')).toBeInTheDocument();
    expect(within(line).getByText('Black')).toBeInTheDocument();

    await user.click(within(line).getByRole('button', { name: 'Move to Wishlist' }));
    expect(await within(panel).findByText('Your cart is empty')).toBeInTheDocument();
    expect(wishlist.store.getState().items).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Cart (0)' })).toBeInTheDocument();
  });

  it('opens when any part of the shop calls openPanel', async () => {
    renderApp('/about');
    act(() => openPanel('cart'));
    expect(await screen.findByRole('dialog', { name: 'Cart (0)' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    act(() => openPanel('cart'));
    await screen.findByRole('dialog', { name: 'Cart (0)' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
