import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wishlist } from '../../entities/wishlist/wishlist-store.ts';
import { wishlistItem } from '../../testing/items.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { answerFetch } from '../../testing/answer-fetch.ts';

const signedIn = { status: 'signed-in', user: { id: 'u1', email: 'ada@example.com' } } as const;

let restoreFetch: () => void;
beforeEach(() => {
  // The wishlist endpoints as the signed-in customer's sync uses them: a list, and a save.
  const rows: Record<string, unknown>[] = [];
  restoreFetch = answerFetch({
    '/api/wishlist': () => ({ status: 200, body: { items: rows } }),
    '/api/wishlist/items': (init) => {
      const row = { ...JSON.parse(String(init?.body)), id: `row-${rows.length + 1}` };
      rows.push(row);
      return { status: 201, body: { item: row } };
    },
  });
});
afterEach(() => {
  act(() => wishlist.clearLocal());
  restoreFetch();
});

describe('the profile’s wishlist page', { timeout: 20_000 }, () => {
  it('lists the saved designs with their actions', async () => {
    const user = userEvent.setup();
    act(() => {
      wishlist.addToWishlist(wishlistItem({ id: undefined }));
    });
    renderApp('/profile/wishlist', { session: signedIn });
    const list = await screen.findByRole('list', { name: 'Wishlist items' });
    const item = within(list).getByRole('listitem', { name: 'Custom Bookcase' });
    await user.click(within(item).getByRole('button', { name: 'Show details' }));
    expect(within(item).getByRole('button', { name: 'Load Design' })).toBeInTheDocument();
    await user.click(
      within(item).getByRole('button', { name: 'Remove Custom Bookcase from wishlist' }),
    );
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Designs' })).toHaveAttribute(
      'href',
      '/best-designs',
    );
  });
});
