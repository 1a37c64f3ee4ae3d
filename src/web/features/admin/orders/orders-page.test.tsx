import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFetch } from '../../../testing/answer-fetch.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { orderList, orderRow, OWNER } from '../fixtures.test-helpers.ts';

const SECOND_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const ROWS = [
  orderRow(),
  orderRow({
    id: SECOND_ID,
    number: 'BC-261201-WXYZ',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    status: 'in_production',
    statusLabel: 'In production',
    late: true,
  }),
];

let restoreFetch = () => {};
afterEach(() => restoreFetch());

/** The list's server: every request's query kept, the answer worked out from it. */
function serveOrders(answer: (query: URLSearchParams) => { status: number; body: unknown }) {
  const asked: URLSearchParams[] = [];
  const posted: unknown[] = [];
  restoreFetch = answerFetch({
    '/api/admin/orders': (_, url) => {
      asked.push(url.searchParams);
      return answer(url.searchParams);
    },
    '/api/admin/orders/bulk/production': (init) => {
      posted.push(JSON.parse(String(init?.body)));
      return {
        status: 200,
        body: {
          results: [
            { id: ROWS[0]!.id, number: ROWS[0]!.number, ok: true, message: null },
            {
              id: SECOND_ID,
              number: 'BC-261201-WXYZ',
              ok: false,
              message: 'The order is already in production.',
            },
          ],
        },
      };
    },
  });
  return { asked, posted, last: () => asked.at(-1)?.toString() };
}

async function openList(path = '/admin/orders') {
  const view = renderApp(path, { session: OWNER });
  await screen.findByRole('table', { name: /Orders/ }, { timeout: 10_000 });
  return view;
}

describe('the orders list', { timeout: 45_000 }, () => {
  it('puts each filter in the address and asks the server for the same list', async () => {
    const user = userEvent.setup();
    const server = serveOrders(() => ({ status: 200, body: orderList(ROWS) }));
    const { router } = await openList();
    expect(server.last()).toBe('');

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'ada@example{Enter}');
    await waitFor(() => expect(router.location.search).toBe('?q=ada%40example'));
    await waitFor(() => expect(server.last()).toBe('q=ada%40example'));

    await user.click(screen.getByText('Any status'));
    await user.click(screen.getByRole('checkbox', { name: 'Shipped' }));
    await user.click(screen.getByRole('checkbox', { name: 'Paid' }));
    await waitFor(() =>
      expect(router.location.search).toBe('?q=ada%40example&status=paid%2Cshipped'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paid' }), 'no');
    // A date field changes once a whole day is in it (jsdom types a date one key at a time).
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(server.last()).toBe('q=ada%40example&status=paid%2Cshipped&from=2026-11-01&paid=no'),
    );
    expect(router.location.search).toBe(`?${server.last()}`);

    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders.csv?q=ada%40example&status=paid%2Cshipped&from=2026-11-01&paid=no',
    );

    // Back is the list before the last change, asked for again.
    await act(() => router.navigate(-1));
    expect(router.location.search).toBe('?q=ada%40example&status=paid%2Cshipped&paid=no');
    await waitFor(() =>
      expect(server.last()).toBe('q=ada%40example&status=paid%2Cshipped&paid=no'),
    );
    expect(screen.getByLabelText('Placed from')).toHaveValue('');
  });

  it('opens a list from its address: filters, sort and page shown as the server is asked', async () => {
    const server = serveOrders((query) => ({
      status: 200,
      body: orderList(ROWS, { total: 60, page: Number(query.get('page')), pageSize: 50 }),
    }));
    await openList('/admin/orders?status=shipped,paid&sort=total&dir=asc&page=2&pageSize=50');
    // The same list is the same address: statuses in the graph's order.
    expect(server.last()).toBe('status=paid%2Cshipped&sort=total&dir=asc&page=2&pageSize=50');
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Placed/ })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('checkbox', { name: 'Paid', hidden: true })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Shipped', hidden: true })).toBeChecked();
    expect(screen.getByRole('table')).toHaveAccessibleName('Orders 51–52 of 60');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/admin/orders?status=paid%2Cshipped&sort=total&dir=asc&pageSize=50',
    );
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();

    // An order opened from the list leads back to the same list.
    await userEvent.setup().click(screen.getByRole('link', { name: 'BC-261129-ABCD' }));
    expect(
      await screen.findByRole('link', { name: 'All orders' }, { timeout: 10_000 }),
    ).toHaveAttribute(
      'href',
      '/admin/orders?status=paid%2Cshipped&sort=total&dir=asc&page=2&pageSize=50',
    );
  });

  it('says when more orders match than the server counted, and still pages on', async () => {
    serveOrders(() => ({
      status: 200,
      body: orderList(ROWS, { total: 10_000, totalCapped: true }),
    }));
    await openList();
    expect(screen.getByRole('table')).toHaveAccessibleName('Orders 1–2 of 10,000 or more');
    expect(screen.getByText('Page 1 of 400 or more')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/admin/orders?page=2',
    );
  });

  it('marks late orders and orders needing review in words', async () => {
    serveOrders(() => ({
      status: 200,
      body: orderList([ROWS[0]!, { ...ROWS[1]!, needsReview: true }]),
    }));
    await openList();
    const second = screen.getByRole('row', { name: /BC-261201-WXYZ/ });
    expect(within(second).getByText('Late')).toBeInTheDocument();
    expect(within(second).getByText('Needs review')).toBeInTheDocument();
    const first = screen.getByRole('row', { name: /BC-261129-ABCD/ });
    expect(within(first).queryByText('Late')).toBeNull();
  });

  it('sorts by a column header and selects orders from the keyboard', async () => {
    const user = userEvent.setup();
    const server = serveOrders(() => ({ status: 200, body: orderList(ROWS) }));
    const { router } = await openList();

    const total = within(screen.getByRole('columnheader', { name: /Total/ })).getByRole('button');
    act(() => total.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.location.search).toBe('?sort=total&dir=desc'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.last()).toBe('sort=total&dir=asc'));

    const first = screen.getByRole('checkbox', { name: 'Select order BC-261129-ABCD' });
    act(() => first.focus());
    await user.keyboard(' ');
    expect(first).toBeChecked();
    const selectedBar = screen.getByRole('region', { name: 'Selected orders' });
    expect(selectedBar).toHaveTextContent('1 order selected');
    expect(
      within(selectedBar).getByRole('link', { name: 'Print production sheets' }),
    ).toHaveAttribute('href', `/admin/sheets?ids=${ROWS[0]!.id}`);

    const all = screen.getByRole('checkbox', { name: 'Select every order on this page' });
    expect(all).toHaveProperty('indeterminate', true);
    act(() => all.focus());
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select order BC-261201-WXYZ' })).toBeChecked();
    expect(selectedBar).toHaveTextContent('2 orders selected');

    // Into production together, each order's outcome said.
    await user.click(within(selectedBar).getByRole('button', { name: 'Move to production' }));
    await user.click(screen.getByRole('button', { name: 'Move 2 orders to production' }));
    const outcome = await within(selectedBar).findByRole('status');
    expect(outcome).toHaveTextContent('1 order moved to production, 1 order not moved.');
    expect(outcome).toHaveTextContent('BC-261201-WXYZ: The order is already in production.');
    expect(server.posted).toEqual([{ orderIds: [ROWS[0]!.id, SECOND_ID], expectedShipDate: null }]);
  });

  it('says when no order matches, and clears the filters', async () => {
    const user = userEvent.setup();
    const server = serveOrders((query) => ({
      status: 200,
      body: orderList(query.has('q') ? [] : ROWS),
    }));
    const { router } = renderApp('/admin/orders?q=nobody&sort=total&dir=asc', { session: OWNER });
    expect(
      await screen.findByText('No orders match these filters.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(router.location.search).toBe('?sort=total&dir=asc'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(server.last()).toBe('sort=total&dir=asc');
  });

  it('says when the list could not be read, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    serveOrders(() =>
      fail
        ? {
            status: 500,
            body: {
              error: {
                kind: 'internal',
                message: 'Something went wrong on our side. Please try again.',
              },
            },
          }
        : { status: 200, body: orderList(ROWS) },
    );
    renderApp('/admin/orders', { session: OWNER });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
