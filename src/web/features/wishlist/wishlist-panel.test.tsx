import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { openPanel } from '../../lib/panels.ts';
import { wishlist } from '../../entities/wishlist/wishlist-store.ts';
import { boxes, wishlistItem } from '../../testing/items.ts';
import { closePanelAndClearItems } from '../../testing/panels.ts';
import { renderApp } from '../../testing/render-app.tsx';

afterEach(closePanelAndClearItems);

// The whole app renders in each test; a busy machine needs more than the default 5 s.
describe('the wishlist panel', { timeout: 20_000 }, () => {
  it('lists saved designs with date and discount, and moves one to the cart', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    act(() => {
      wishlist.addToWishlist(wishlistItem({ id: undefined }));
      openPanel('wishlist');
    });
    const panel = await screen.findByRole('dialog', { name: 'My Wishlist' });
    expect(document.body).toHaveClass('panel-open');
    const item = within(panel).getByRole('listitem', { name: 'Custom Bookcase' });
    expect(within(item).getByText('Added Nov 20, 2026')).toBeInTheDocument();
    expect(within(item).getByText('30% off')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Show details' }));
    for (const section of ['Modifications', 'Finish Options', 'Features', 'Weight']) {
      expect(within(item).getByText(section)).toBeInTheDocument();
    }
    expect(within(item).getByRole('button', { name: 'Load Design' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('dialog', { name: 'Cart (1)' })).toBeInTheDocument();
    expect(await screen.findByText('Design moved to cart!')).toBeInTheDocument();
    expect(document.body).not.toHaveClass('panel-open');
  });

  it('names a box’s own finish and the birch back panel the shop fits', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    const [walnut, plain] = boxes(0, 13).map((box) => ({
      ...box,
      components: box.components.map((component) => ({
        ...component,
        modification: { ...component.modification, backPanelTexture: 'birch' },
      })),
    }));
    act(() => {
      wishlist.addToWishlist(
        wishlistItem({
          id: undefined,
          configurations: [{ ...walnut!, selectedTexture: 'thermoWalnut' }, plain!],
        }),
      );
      openPanel('wishlist');
    });
    const panel = await screen.findByRole('dialog', { name: 'My Wishlist' });
    await user.click(within(panel).getByRole('button', { name: 'Show details' }));
    const row = (label: string) => within(panel).getByText(label).nextElementSibling;
    expect(row('Back panel')).toHaveTextContent(/^Birch$/);
    expect(row('Finish')).toHaveTextContent(/^Black, Walnut on 1 box$/);
  });

  it('shows only Add to Cart and Remove for an item without a saved design', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    act(() => {
      wishlist.addToWishlist(
        wishlistItem({ id: undefined, name: 'Walnut Shelf', configurations: [], details: {} }),
      );
      openPanel('wishlist');
    });
    const panel = await screen.findByRole('dialog', { name: 'My Wishlist' });
    await user.click(within(panel).getByRole('button', { name: 'Show details' }));
    expect(within(panel).queryByRole('button', { name: 'Load Design' })).not.toBeInTheDocument();
    await user.click(
      within(panel).getByRole('button', { name: 'Remove Walnut Shelf from wishlist' }),
    );
    expect(within(panel).getByText('Your wishlist is empty')).toBeInTheDocument();
  });
});
