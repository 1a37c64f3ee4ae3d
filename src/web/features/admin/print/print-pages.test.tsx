import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrderView } from '../../../../contract/admin.ts';
import { parseDesign, type StoredDesign } from '../../../../domain/design/parse.ts';
import { HARDWARE_NAMES } from '../../../../domain/production/hardware.ts';
import { batchProductionSheet } from '../../../../domain/production/sheet.ts';
import { answerFetch } from '../../../testing/answer-fetch.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { adminOrder, ORDER_ID, OWNER } from '../fixtures.test-helpers.ts';

const SECOND_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const FIRST = adminOrder({
  status: 'shipped',
  statusLabel: 'Shipped',
  consignments: [
    {
      id: 'c-1',
      number: 1,
      carrier: 'fedex',
      carrierName: 'FedEx',
      createdAt: '2026-12-10T16:00:00.000Z',
      parcels: [
        {
          trackingNumber: '794611111111',
          trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=794611111111',
        },
        {
          trackingNumber: '794622222222',
          trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=794622222222',
        },
      ],
    },
  ],
});
const SECOND = adminOrder({ id: SECOND_ID, number: 'BC-261201-WXYZ' });

let restoreFetch = () => {};
afterEach(() => restoreFetch());

/** The workshop's sheet as the server makes it, from the orders' frozen designs. */
function sheetOf(orders: readonly AdminOrderView[]) {
  return batchProductionSheet(
    orders.map((order) => ({
      orderNumber: order.number,
      lines: order.lines.map((line) => {
        const design = parseDesign(line.design as unknown as StoredDesign);
        if (!design.ok) throw new Error(design.error.message);
        return {
          label: `${order.number}/${line.position + 1}`,
          design: design.value,
          quantity: line.quantity,
        };
      }),
    })),
  );
}

function serveDocuments() {
  const asked: string[] = [];
  const ordersOf = (url: URL) =>
    (url.searchParams.get('ids') ?? '').split(',').map((id) => (id === SECOND_ID ? SECOND : FIRST));
  restoreFetch = answerFetch({
    '/api/admin/documents': (_, url) => {
      asked.push(url.searchParams.get('ids') ?? '');
      return { status: 200, body: { orders: ordersOf(url) } };
    },
    '/api/admin/production-sheet': (_, url) => ({
      status: 200,
      body: { sheet: sheetOf(ordersOf(url)), hardwareNames: HARDWARE_NAMES },
    }),
  });
  return asked;
}

describe('the printed documents', { timeout: 20_000 }, () => {
  it('prints a batch: the boards of both orders together, then each order on its own sheet', async () => {
    const asked = serveDocuments();
    renderApp(`/admin/sheets?ids=${ORDER_ID},${SECOND_ID}`, { session: OWNER });
    const batch = await screen.findByRole(
      'article',
      { name: "The batch's boards" },
      { timeout: 10_000 },
    );
    expect(asked).toEqual([`${ORDER_ID},${SECOND_ID}`]);
    const boards = within(batch).getByRole('table', { name: /Every board of the batch/ });
    const side = within(boards)
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('Side'));
    // Two bookcases of two boxes: each box's two sides, counted together for both orders.
    expect(side).toHaveTextContent('Baltic birch plywood');
    expect(side).toHaveTextContent('BC-261129-ABCD/1 × 4, BC-261201-WXYZ/1 × 4');
    expect(within(side!).getAllByRole('cell').at(-2)).toHaveTextContent(/^8$/);

    const first = screen.getByRole('article', { name: 'Production sheet of order BC-261129-ABCD' });
    expect(
      within(first).getByRole('table', { name: 'Panels of BC-261129-ABCD/1' }),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent('Hinges');
    expect(first).toHaveTextContent('Edge banding');
    // Packed as the checkout packs the design: each parcel names the lines in it.
    expect(
      within(first).getByRole('region', { name: 'Parcels of order BC-261129-ABCD' }),
    ).toHaveTextContent(/lb, 2 units \(BC-261129-ABCD\/1\)/);

    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/admin/production-sheet?ids=${encodeURIComponent(`${ORDER_ID},${SECOND_ID}`)}&format=csv`,
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('prints a packing slip for each consignment with its tracking, and an invoice with its totals', async () => {
    serveDocuments();
    const { unmount } = renderApp(`/admin/packing-slips?ids=${ORDER_ID}`, { session: OWNER });
    const slip = await screen.findByRole(
      'article',
      { name: 'Packing slip of order BC-261129-ABCD, consignment 1' },
      { timeout: 10_000 },
    );
    expect(slip).toHaveTextContent('Birch & Cell');
    expect(slip).toHaveTextContent('Ada Lovelace12 Analytical WayAustin, TX 78701');
    expect(slip).toHaveTextContent('FedEx, 2 parcels');
    expect(slip).toHaveTextContent('Tracking 794611111111');
    expect(slip).toHaveTextContent('2 standard boxes · 2 doors · Back panel');
    unmount();

    renderApp(`/admin/invoices?ids=${ORDER_ID}`, { session: OWNER });
    const invoice = await screen.findByRole(
      'article',
      { name: 'Invoice for order BC-261129-ABCD' },
      { timeout: 10_000 },
    );
    expect(invoice).toHaveTextContent('Subtotal$1,100.00');
    expect(invoice).toHaveTextContent('Sales tax (8.25%)$94.00');
    expect(invoice).toHaveTextContent('Total$1,234.00');
    expect(invoice).toHaveTextContent('reference test_pi_123');
  });
});
