import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wishlist } from '../../entities/wishlist/wishlist-store.ts';
import { wishlistItem } from '../../testing/items.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { answerFetch } from '../../testing/answer-fetch.ts';

const signedIn = { status: 'signed-in', user: { id: 'u1', email: 'ada@example.com' } } as const;

const PROFILE = {
  id: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  avatarUrl: null,
  memberSince: '2026-11-01T10:00:00.000Z',
};

/** The signed-in customer's orders as the server lists them: newest first. */
function orders(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `order-${index + 1}`,
    number: `BC-26112${9 - index}-AAAA${index}`,
    status: index === 0 ? 'pending_payment' : 'paid',
    statusLabel: index === 0 ? 'Awaiting payment' : 'Paid',
    createdAt: `2026-11-2${9 - index}T12:00:00.000Z`,
    totalCents: 123_400 + index,
    itemCount: index + 1,
  }));
}

let restoreFetch = () => {};
afterEach(() => {
  act(() => wishlist.clearLocal());
  restoreFetch();
});

function answer(orderList: ReturnType<typeof orders> | 'fails') {
  const savedRows: unknown[] = [];
  restoreFetch = answerFetch({
    '/api/profile': { status: 200, body: PROFILE },
    '/api/orders':
      orderList === 'fails'
        ? { status: 500, body: { error: 'Something went wrong on our side. Please try again.' } }
        : { status: 200, body: { orders: orderList } },
    '/api/cart': { status: 200, body: { items: [] } },
    // The server keeps what the browser saves: a later sync finds it there.
    '/api/wishlist': () => ({ status: 200, body: { items: savedRows } }),
    '/api/wishlist/items': (init) => {
      const item = { ...JSON.parse(String(init?.body)), id: `row-${savedRows.length + 1}` };
      savedRows.push(item);
      return { status: 201, body: { item } };
    },
  });
}

describe('the account overview', { timeout: 20_000 }, () => {
  it('lists the newest orders, each linking to its page, and counts the saved designs', async () => {
    answer(orders(4));
    act(() => {
      wishlist.addToWishlist(wishlistItem({ id: undefined }));
    });
    renderApp('/profile/overview', { session: signedIn });

    const recent = await screen.findByRole(
      'region',
      { name: 'Recent orders' },
      { timeout: 10_000 },
    );
    const links = await within(recent).findAllByRole('link', { name: /^Order BC-/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/orders/order-1',
      '/orders/order-2',
      '/orders/order-3',
    ]);
    const first = links[0]!.closest('li')!;
    expect(first).toHaveTextContent('Nov 29, 2026 · 1 piece · $1,234.00');
    expect(first).toHaveTextContent('Awaiting payment');
    expect(
      within(recent).getByRole('link', { name: 'All orders and their status' }),
    ).toHaveAttribute('href', '/profile/order-status');
    expect(within(recent).queryByText(/not placed an order/)).not.toBeInTheDocument();

    const saved = screen.getByRole('region', { name: 'Saved designs' });
    expect(saved).toHaveTextContent('1 design in your wishlist.');
    expect(within(saved).getByRole('link', { name: 'See your wishlist' })).toHaveAttribute(
      'href',
      '/profile/wishlist',
    );
  });

  it('offers to track an order on its way, beside its status', async () => {
    const [placed, ...older] = orders(3);
    answer([{ ...placed!, status: 'shipped', statusLabel: 'Shipped' }, ...older]);
    renderApp('/profile/overview', { session: signedIn });
    const recent = await screen.findByRole(
      'region',
      { name: 'Recent orders' },
      { timeout: 10_000 },
    );
    const track = await within(recent).findByRole('link', { name: 'Track order BC-261129-AAAA0' });
    expect(track).toHaveAttribute('href', '/orders/order-1');
    expect(track.closest('li')).toHaveTextContent('Shipped');
    expect(within(recent).getAllByRole('link', { name: /^Track/ })).toHaveLength(1);
  });

  it('says so when there are no orders and no saved designs', async () => {
    answer([]);
    renderApp('/profile/overview', { session: signedIn });
    const recent = await screen.findByRole(
      'region',
      { name: 'Recent orders' },
      { timeout: 10_000 },
    );
    expect(
      await within(recent).findByText('You have not placed an order with this account yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Saved designs' })).toHaveTextContent(
      'No saved designs yet.',
    );
  });

  it('never says there are no orders when they could not be read', async () => {
    answer('fails');
    renderApp('/profile/overview', { session: signedIn });
    const recent = await screen.findByRole(
      'region',
      { name: 'Recent orders' },
      { timeout: 10_000 },
    );
    expect(await within(recent).findByRole('alert')).toBeInTheDocument();
    expect(within(recent).queryByText(/not placed an order/)).not.toBeInTheDocument();
  });
});
