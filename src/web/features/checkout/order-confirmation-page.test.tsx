import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../contract/checkout.ts';
import { answerFetch } from '../../testing/answer-fetch.ts';
import { ORDER_ID, orderView } from '../../testing/orders.ts';
import { renderApp } from '../../testing/render-app.tsx';

let restoreFetch = () => {};
afterEach(() => restoreFetch());

/** The page for `order`, once it has loaded: its first sentence, after the title. */
async function confirm(order: OrderView) {
  restoreFetch = answerFetch({ [`/api/orders/${ORDER_ID}`]: { status: 200, body: order } });
  renderApp(`/order-confirmation?order=${ORDER_ID}`);
  return screen.findByText(/^Order BC-261130-ABC123 /, { selector: 'p' }, { timeout: 10_000 });
}

describe('the order confirmation', { timeout: 20_000 }, () => {
  it('thanks the customer for a paid order, and counts the purchase once', async () => {
    expect(await confirm(orderView())).toHaveTextContent(
      'Order BC-261130-ABC123 is paid. We have e-mailed a confirmation to ada@example.com.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank You for Your Order');
    expect(JSON.parse(localStorage.getItem('purchases-reported')!)).toEqual([ORDER_ID]);
  });

  it('says an order cancelled unpaid was not charged, and counts no purchase', async () => {
    const expired = orderView({ status: 'cancelled', cancelledBecause: 'expired', paidAt: null });
    expect(await confirm(expired)).toHaveTextContent(
      'Order BC-261130-ABC123 was cancelled before it was paid: nothing was charged.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order Confirmation');
    expect(screen.queryByText(/is paid/)).not.toBeInTheDocument();
    expect(localStorage.getItem('purchases-reported')).toBeNull();
  });
});
