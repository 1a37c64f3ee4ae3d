import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFetch } from '../../testing/answer-fetch.ts';
import { ORDER_ID, orderSummary, orderView } from '../../testing/orders.ts';
import { renderApp } from '../../testing/render-app.tsx';

const signedIn = { status: 'signed-in', user: { id: 'u1', email: 'ada@example.com' } } as const;

const SHIPPED = orderView({
  status: 'shipped',
  history: [
    { status: 'pending_payment', at: '2026-11-30T12:00:00.000Z' },
    { status: 'paid', at: '2026-11-30T12:05:00.000Z' },
    { status: 'in_production', at: '2026-12-01T12:00:00.000Z' },
    { status: 'shipped', at: '2026-12-07T12:00:00.000Z' },
  ],
  consignments: [
    {
      id: 'c1',
      number: 1,
      carrier: 'fedex',
      carrierName: 'FedEx',
      createdAt: '2026-12-07T12:00:00.000Z',
      parcels: [
        {
          trackingNumber: '794612345678',
          trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=794612345678',
        },
      ],
    },
  ],
});

/** The customer's orders, newest first: one on its way, and one of each ending. */
const ORDERS = [
  SHIPPED,
  orderView({ id: 'order-delivered', number: 'BC-261120-DELIV1', status: 'delivered' }),
  orderView({ id: 'order-refunded', number: 'BC-261110-REFND1', status: 'refunded' }),
  orderView({
    id: 'order-expired',
    number: 'BC-261101-EXPRD1',
    status: 'cancelled',
    cancelledBecause: 'expired',
  }),
];

let restoreFetch = () => {};
afterEach(() => restoreFetch());

describe('the account’s order status', { timeout: 20_000 }, () => {
  it('labels each order’s status, and tracks the one on its way', async () => {
    restoreFetch = answerFetch({
      '/api/orders': { status: 200, body: { orders: ORDERS.map(orderSummary) } },
      [`/api/orders/${ORDER_ID}`]: { status: 200, body: SHIPPED },
      '/api/cart': { status: 200, body: { items: [] } },
      '/api/wishlist': { status: 200, body: { items: [] } },
    });
    renderApp('/profile/order-status', { session: signedIn });
    const toggles = await screen.findAllByRole(
      'button',
      { name: /^Order BC-/ },
      { timeout: 10_000 },
    );
    expect(toggles.map((toggle) => toggle.textContent!.replace(/^.*\$[\d,.]+/, ''))).toEqual([
      'Shipped',
      'Delivered',
      'Refunded',
      'Cancelled',
    ]);
    // Only the order on its way has a Track link, to its page with the carriers' links.
    const track = screen.getAllByRole('link', { name: /^Track order/ });
    expect(track.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Track', `/orders/${ORDER_ID}`],
    ]);
    expect(track[0]).toHaveAccessibleName('Track order BC-261130-ABC123');

    // Opened here, the order shows its tracking too.
    const user = userEvent.setup();
    await user.click(toggles[0]!);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByRole('link', { name: 'Track parcel 1 of 1 (FedEx 794612345678)' }),
    ).toHaveAttribute('href', 'https://www.fedex.com/fedextrack/?trknbr=794612345678');
    expect(screen.queryByRole('link', { name: 'Pay for this order' })).not.toBeInTheDocument();
  });
});
