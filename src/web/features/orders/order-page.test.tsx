import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../contract/checkout.ts';
import { parseDesign } from '../../../domain/design/parse.ts';
import { priceDesign } from '../../../domain/design/price.ts';
import { DEFAULT_INCH_CONFIG } from '../../../domain/inch/model.ts';
import { cart } from '../../entities/cart/cart-store.ts';
import { authDialogStore, closeAuthDialog } from '../../entities/session/auth-dialog.ts';
import { answerFetch } from '../../testing/answer-fetch.ts';
import { ORDER_ID, ORDERED_BOOKCASE, orderView } from '../../testing/orders.ts';
import { closePanelAndClearItems } from '../../testing/panels.ts';
import { renderApp } from '../../testing/render-app.tsx';

let restoreFetch = () => {};
afterEach(() => {
  restoreFetch();
  closePanelAndClearItems();
  act(() => closeAuthDialog());
});

const TOKEN = 'guest-token-0123456789';

/** The order's page opened from its e-mail's link, the API answering with `order`. */
async function openOrder(order: OrderView, more: Parameters<typeof answerFetch>[0] = {}) {
  restoreFetch = answerFetch({
    [`/api/orders/${ORDER_ID}`]: { status: 200, body: order },
    ...more,
  });
  renderApp(`/orders/${ORDER_ID}?token=${TOKEN}`);
  // The first test waits for the page's code to load.
  await screen.findByRole('heading', { name: 'What you ordered' }, { timeout: 10_000 });
  return {
    delivery: screen.getByRole('region', { name: 'Delivery' }),
    history: screen.getByRole('region', { name: 'History' }),
  };
}

/** The History list's steps, without their moments (which read in the machine's time zone). */
function steps(history: HTMLElement): string[] {
  return within(history)
    .getAllByRole('listitem')
    .map((item) => item.textContent!.replace(/^.*?: /, ''));
}

const PLACED_AND_PAID = [
  { status: 'pending_payment', at: '2026-11-30T12:00:00.000Z' },
  { status: 'paid', at: '2026-11-30T12:05:00.000Z' },
] as const;

describe('the order page as the order moves on', { timeout: 20_000 }, () => {
  it('says a paid order is made to order, and when it ships and arrives', async () => {
    const { delivery, history } = await openOrder(orderView());
    expect(delivery).toHaveTextContent(
      'FedEx Ground: made to order and shipped by Monday, December 7, 2026, arriving by Thursday, December 10, 2026.',
    );
    expect(delivery).toHaveTextContent('2 parcels: 30 lb, 28 lb');
    expect(steps(history)).toEqual(['Order placed, awaiting payment', 'Paid']);
    expect(screen.queryByRole('region', { name: 'Pay for this order' })).not.toBeInTheDocument();
  });

  it('gives an order in production the workshop’s new dates', async () => {
    const { delivery, history } = await openOrder(
      orderView({
        status: 'in_production',
        shipping: { ...orderView().shipping, shipsOn: '2026-12-14', arrivesBy: '2026-12-17' },
        history: [...PLACED_AND_PAID, { status: 'in_production', at: '2026-12-01T12:00:00.000Z' }],
      }),
    );
    expect(screen.getByText('Status:')).toHaveTextContent('Status: In production');
    expect(delivery).toHaveTextContent(
      'Being made in our workshop: it should leave by Monday, December 14, 2026 and reach you by Thursday, December 17, 2026.',
    );
    expect(delivery).not.toHaveTextContent('December 7');
    expect(steps(history)).toEqual([
      'Order placed, awaiting payment',
      'Paid',
      'In production in our workshop',
    ]);
  });

  it('links each parcel of each shipment to its carrier’s tracking, in a new tab', async () => {
    const { delivery, history } = await openOrder(
      orderView({
        status: 'shipped',
        history: [
          ...PLACED_AND_PAID,
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
              {
                trackingNumber: '794612345679',
                trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=794612345679',
              },
            ],
          },
          {
            id: 'c2',
            number: 2,
            carrier: 'ups',
            carrierName: 'UPS',
            createdAt: '2026-12-08T12:00:00.000Z',
            parcels: [
              {
                trackingNumber: '1Z999AA10123456784',
                trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
              },
            ],
          },
        ],
      }),
    );
    expect(delivery).toHaveTextContent(
      'On its way to you: it should arrive by Thursday, December 10, 2026.',
    );
    expect(
      within(delivery)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Shipment 1: FedEx, sent Dec 7, 2026', 'Shipment 2: UPS, sent Dec 8, 2026']);
    const links = within(delivery).getAllByRole('link', { name: /^Track parcel/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Track parcel 1 of 2 (FedEx 794612345678)',
        'https://www.fedex.com/fedextrack/?trknbr=794612345678',
      ],
      [
        'Track parcel 2 of 2 (FedEx 794612345679)',
        'https://www.fedex.com/fedextrack/?trknbr=794612345679',
      ],
      [
        'Track parcel 1 of 1 (UPS 1Z999AA10123456784)',
        'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      ],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
      expect(link).toHaveAccessibleDescription('Opens the carrier’s tracking page in a new tab');
    }
    expect(
      within(delivery).getByRole('link', { name: 'Track parcel 1 of 2 (FedEx 794612345678)' }),
    ).toBe(links[0]);
    expect(steps(history)).toEqual([
      'Order placed, awaiting payment',
      'Paid',
      'In production in our workshop',
      'Shipped with FedEx',
      'More shipped with UPS',
    ]);
    // A number without a space still fits a phone's width: it may break anywhere.
    expect(within(links[0]!).getByText('794612345678')).toHaveClass('break-all');
  });

  it('says when a delivered order arrived and puts its assembly instructions first', async () => {
    const { delivery, history } = await openOrder(
      orderView({
        status: 'delivered',
        history: [
          ...PLACED_AND_PAID,
          { status: 'in_production', at: '2026-12-01T12:00:00.000Z' },
          { status: 'shipped', at: '2026-12-07T12:00:00.000Z' },
          { status: 'delivered', at: '2026-12-09T12:00:00.000Z' },
        ],
        consignments: [
          {
            id: 'c1',
            number: 1,
            carrier: 'other',
            carrierName: 'Other carrier',
            createdAt: '2026-12-07T12:00:00.000Z',
            parcels: [{ trackingNumber: 'LOCAL-778899', trackingUrl: null }],
          },
        ],
      }),
    );
    expect(delivery).toHaveTextContent('Delivered on Wednesday, December 9, 2026.');
    const instructions = within(delivery).getByRole('link', {
      name: 'Open the assembly instructions',
    });
    expect(instructions).toHaveAttribute(
      'href',
      `/assembly-instructions/${ORDER_ID}?token=${TOKEN}`,
    );
    // Offered once, where the customer looks first.
    expect(screen.getAllByRole('link', { name: /assembly instructions/i })).toEqual([instructions]);
    // A carrier without a tracking page: the number to quote to it, and no link.
    expect(delivery).toHaveTextContent('Parcel 1 of 1: Other carrier LOCAL-778899');
    expect(within(delivery).queryByRole('link', { name: /^Track/ })).not.toBeInTheDocument();
    expect(steps(history).slice(-2)).toEqual(['Shipped with Other carrier', 'Delivered']);
  });

  it('says what was refunded of an order, and when', async () => {
    const { delivery, history } = await openOrder(
      orderView({
        status: 'in_production',
        history: [...PLACED_AND_PAID, { status: 'in_production', at: '2026-12-01T12:00:00.000Z' }],
        refundedCents: 10_000,
        refunds: [{ amountCents: 10_000, at: '2026-12-02T12:00:00.000Z' }],
      }),
    );
    expect(screen.getByText('Status:')).toHaveTextContent('Status: In production');
    expect(delivery).toHaveTextContent('Being made in our workshop');
    expect(delivery).toHaveTextContent(
      '$100.00 was refunded to your card on Wednesday, December 2, 2026.',
    );
    expect(steps(history)).toEqual([
      'Order placed, awaiting payment',
      'Paid',
      'In production in our workshop',
      'Refunded $100.00 to your card',
    ]);
  });

  it('says an order refunded in full will not be shipped, with each sum and its day', async () => {
    const { delivery, history } = await openOrder(
      orderView({
        status: 'refunded',
        history: [...PLACED_AND_PAID, { status: 'refunded', at: '2026-12-03T12:00:00.000Z' }],
        refundedCents: 251_400,
        refunds: [
          { amountCents: 10_000, at: '2026-12-01T12:00:00.000Z' },
          { amountCents: 241_400, at: '2026-12-03T12:00:00.000Z' },
        ],
      }),
    );
    expect(screen.getByText('Status:')).toHaveTextContent('Status: Refunded');
    expect(delivery).toHaveTextContent('This order was refunded in full and will not be shipped.');
    expect(delivery).toHaveTextContent(
      '$100.00 was refunded to your card on Tuesday, December 1, 2026.',
    );
    expect(delivery).toHaveTextContent(
      '$2,414.00 was refunded to your card on Thursday, December 3, 2026.',
    );
    expect(delivery).not.toHaveTextContent('arriving by');
    expect(steps(history)).toEqual([
      'Order placed, awaiting payment',
      'Paid',
      'Refunded $100.00 to your card',
      'Refunded the remaining $2,414.00 to your card: refunded in full',
    ]);
  });

  it('says the shop cancelled an unpaid order and offers no payment', async () => {
    const { delivery, history } = await openOrder(
      orderView({
        status: 'cancelled',
        cancelledBecause: 'shop',
        paidAt: null,
        history: [
          { status: 'pending_payment', at: '2026-11-30T12:00:00.000Z' },
          { status: 'cancelled', at: '2026-11-30T15:00:00.000Z' },
        ],
      }),
    );
    expect(delivery).toHaveTextContent(
      'We cancelled this order before it was paid, so nothing was charged.',
    );
    expect(within(delivery).getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(delivery).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay for this order' })).not.toBeInTheDocument();
    expect(delivery).not.toHaveTextContent(/parcels?:/);
    expect(steps(history)).toEqual(['Order placed, awaiting payment', 'Cancelled by the shop']);
  });
});

describe('an order that expired unpaid', { timeout: 20_000 }, () => {
  const inch = { ...ORDERED_BOOKCASE, designType: 'inch-sideboard', configurations: [] };
  const inchDesign = { ...inch, inchConfig: DEFAULT_INCH_CONFIG };
  const expired = () => {
    const bookcase = parseDesign(ORDERED_BOOKCASE);
    const sideboard = parseDesign(inchDesign);
    if (!bookcase.ok || !sideboard.ok) throw new Error('the test designs cannot be read');
    const bookcaseCents = priceDesign(bookcase.value, 'configurator').saleCents;
    // The sideboard was ordered from its product page, at that page's price.
    const sideboardCents = priceDesign(sideboard.value, 'product-page').saleCents;
    return {
      order: orderView({
        status: 'cancelled',
        cancelledBecause: 'expired',
        paidAt: null,
        lines: [
          { ...orderView().lines[0]!, unitCents: bookcaseCents, lineCents: 2 * bookcaseCents },
          {
            name: 'Oak sideboard',
            quantity: 1,
            unitCents: sideboardCents,
            lineCents: sideboardCents,
            facts: { dimensions: '48" W × 30" H × 16" D', weightLb: 90, kind: 'inch' },
          },
        ],
        history: [
          { status: 'pending_payment', at: '2026-11-30T12:00:00.000Z' },
          { status: 'cancelled', at: '2026-12-01T12:05:00.000Z' },
        ],
      }),
      bookcaseCents,
      sideboardCents,
    };
  };

  it('says so, charges nothing, and puts its designs back in the cart to check out again', async () => {
    const { order, bookcaseCents, sideboardCents } = expired();
    const asked: (string | null)[] = [];
    const { delivery, history } = await openOrder(order, {
      [`/api/orders/${ORDER_ID}/designs`]: (init) => {
        asked.push(new Headers(init?.headers).get('X-Order-Token'));
        return {
          status: 200,
          body: {
            number: order.number,
            lines: [
              { name: 'Custom Bookcase', quantity: 2, design: ORDERED_BOOKCASE },
              { name: 'Oak sideboard', quantity: 1, design: inchDesign },
            ],
          },
        };
      },
    });
    expect(delivery).toHaveTextContent(
      'This order expired: it was not paid within a day, so nothing was charged and it was cancelled.',
    );
    expect(screen.queryByRole('region', { name: 'Pay for this order' })).not.toBeInTheDocument();
    expect(steps(history)).toEqual([
      'Order placed, awaiting payment',
      'Cancelled: not paid within a day',
    ]);

    const user = userEvent.setup();
    // By keyboard: the action is a button in the page's tab order.
    within(delivery).getByRole('button', { name: 'Check out again' }).focus();
    await user.keyboard('{Enter}');

    const panel = await screen.findByRole('dialog', { name: 'Cart (3)' });
    expect(asked).toEqual([TOKEN]);
    expect(within(panel).getByText('Custom Bookcase')).toBeInTheDocument();
    expect(within(panel).getByText('Oak sideboard')).toBeInTheDocument();
    expect(
      cart.store
        .getState()
        .items.map((line) => [line.name, line.quantity, line.priceCents, line.designType]),
    ).toEqual([
      ['Custom Bookcase', 2, bookcaseCents, 'bookcase'],
      ['Oak sideboard', 1, sideboardCents, 'inch-sideboard'],
    ]);
  });

  it('says so when the designs cannot be loaded, and leaves the cart as it was', async () => {
    const { order } = expired();
    const { delivery } = await openOrder(order, {
      [`/api/orders/${ORDER_ID}/designs`]: {
        status: 503,
        body: { error: { kind: 'unavailable', message: 'The shop is busy. Please try again.' } },
      },
    });
    const user = userEvent.setup();
    await user.click(within(delivery).getByRole('button', { name: 'Check out again' }));
    expect(await screen.findByText('The shop is busy. Please try again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(delivery).getByRole('button', { name: 'Check out again' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    expect(cart.store.getState().items).toEqual([]);
  });
});

describe('an order opened by its guest link', { timeout: 20_000 }, () => {
  it('once the order belongs to an account, says so and offers to sign in', async () => {
    const claimed = 'This order now belongs to an account: sign in to see it.';
    restoreFetch = answerFetch({
      [`/api/orders/${ORDER_ID}`]: {
        status: 401,
        body: { error: { kind: 'unauthorized', message: claimed } },
      },
    });
    renderApp(`/orders/${ORDER_ID}?token=${TOKEN}`);
    expect(await screen.findByText(claimed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(authDialogStore.getState().dialog).toMatchObject({ view: 'sign-in' });
  });
});
