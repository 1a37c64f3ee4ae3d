import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CustomerList,
  CustomerView,
  MessageList,
  MessageView,
  SubscriberList,
} from '../../../../contract/admin-people.ts';
import { answerFetch } from '../../../testing/answer-fetch.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { ORDER_ID, OWNER } from '../fixtures.test-helpers.ts';

let restoreFetch = () => {};
afterEach(() => restoreFetch());

const MESSAGE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function customerList(page = 1): CustomerList {
  return {
    customers: [
      {
        id: 'acct1',
        email: 'grace@example.com',
        name: 'Grace Hopper',
        confirmed: true,
        orders: 2,
        signedUpAt: '2026-11-01T15:00:00.000Z',
      },
    ],
    total: 60,
    page,
    pageSize: 25,
  };
}

function message(overrides: Partial<MessageView> = {}): MessageView {
  return {
    id: MESSAGE_ID,
    kind: 'trade-program',
    name: 'Studio North',
    email: 'studio@example.com',
    topic: null,
    company: 'Studio North LLC',
    phone: null,
    website: null,
    message: 'We furnish offices and would like trade prices.\nHow do we apply?',
    state: 'unread',
    receivedAt: '2026-12-01T15:00:00.000Z',
    customerId: null,
    ...overrides,
  };
}

describe('the owner’s people pages', { timeout: 20_000 }, () => {
  it('lists customers, searches them and pages on, keeping both in the address', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    restoreFetch = answerFetch({
      '/api/admin/customers': (_init, url) => {
        asked.push(url.search);
        return { status: 200, body: customerList(Number(url.searchParams.get('page') ?? 1)) };
      },
    });
    renderApp('/admin/customers', { session: OWNER });
    const table = await screen.findByRole('region', { name: 'Customers, newest first' });
    expect(within(table).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      '/admin/customers/acct1',
    );
    expect(screen.getByText('60 customers, page 1 of 3')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'E-mail or name' }), 'grace{Enter}');
    await waitFor(() => expect(asked).toContain('?q=grace'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked).toContain('?q=grace&page=2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
    await waitFor(() => expect(asked).toContain('?q=grace&pageSize=50'));
  });

  it("shows a customer's details, orders linking to the order page, and saved designs", async () => {
    const view: CustomerView = {
      customer: { ...customerList().customers[0]!, role: 'customer' },
      orders: [
        {
          id: ORDER_ID,
          number: 'BC-261201-ABCDEF',
          statusLabel: 'Paid',
          createdAt: '2026-12-01T15:00:00.000Z',
          totalCents: 119_700,
        },
      ],
      cart: [
        {
          id: 'c1',
          name: 'Custom Bookcase',
          dimensions: '26" W × 14" H × 14" D',
          priceCents: 119_700,
          quantity: 2,
          addedAt: '2026-12-02T15:00:00.000Z',
        },
      ],
      wishlist: [],
    };
    restoreFetch = answerFetch({ '/api/admin/customers/acct1': { status: 200, body: view } });
    renderApp('/admin/customers/acct1', { session: OWNER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'grace@example.com' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BC-261201-ABCDEF' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    const cart = screen.getByRole('region', { name: 'Cart: name, size and price' });
    expect(within(cart).getByText('Custom Bookcase × 2')).toBeInTheDocument();
    expect(within(cart).getByText('26" W × 14" H × 14" D')).toBeInTheDocument();
    expect(within(cart).getByText('$1,197.00')).toBeInTheDocument();
    const wishlist = screen.getByRole('heading', { name: 'Wishlist' }).closest('section')!;
    expect(within(wishlist).getByText('Nothing here.')).toBeInTheDocument();
  });

  it('lists the confirmed subscribers and offers the searched list as CSV', async () => {
    const user = userEvent.setup();
    const list: SubscriberList = {
      subscribers: [
        {
          id: 's1',
          email: 'kept@example.com',
          source: 'footer',
          confirmedAt: '2026-11-03T15:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    };
    restoreFetch = answerFetch({ '/api/admin/subscribers': { status: 200, body: list } });
    renderApp('/admin/subscribers', { session: OWNER });
    const table = await screen.findByRole('region', {
      name: 'Confirmed subscribers, newest first',
    });
    expect(within(table).getByText('kept@example.com')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'E-mail' }), 'kept{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        '/api/admin/subscribers.csv?q=kept',
      ),
    );
  });

  it('lists messages unread first and filters them by kind', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const list: MessageList = {
      messages: [
        {
          id: MESSAGE_ID,
          kind: 'trade-program',
          name: 'Studio North',
          email: 'studio@example.com',
          about: 'Studio North LLC',
          excerpt: 'We furnish offices',
          state: 'unread',
          receivedAt: '2026-12-01T15:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    };
    restoreFetch = answerFetch({
      '/api/admin/messages': (_init, url) => {
        asked.push(url.search);
        return { status: 200, body: list };
      },
    });
    renderApp('/admin/messages', { session: OWNER });
    const table = await screen.findByRole('region', {
      name: 'Messages, unread first, then newest first',
    });
    expect(within(table).getByRole('link', { name: 'Studio North' })).toHaveAttribute(
      'href',
      `/admin/messages/${MESSAGE_ID}`,
    );
    expect(within(table).getByText('Trade programme')).toBeInTheDocument();
    expect(within(table).getByText('Unread')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'applications');
    await waitFor(() => expect(asked).toContain('?kind=applications'));
  });

  it('shows a message in full and marks it read, then answered, by keyboard', async () => {
    const user = userEvent.setup();
    let current = message();
    const marked: unknown[] = [];
    restoreFetch = answerFetch({
      [`/api/admin/messages/${MESSAGE_ID}`]: () => ({ status: 200, body: current }),
      [`/api/admin/messages/${MESSAGE_ID}/state`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { state: MessageView['state'] };
        marked.push(body);
        current = message({ state: body.state });
        return { status: 200, body: current };
      },
    });
    renderApp(`/admin/messages/${MESSAGE_ID}`, { session: OWNER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trade programme from Studio North' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/How do we apply\?/)).toBeInTheDocument();
    expect(screen.getByText('Studio North LLC')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Mark read' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(marked).toEqual([{ state: 'read' }]));
    await user.click(await screen.findByRole('button', { name: 'Mark answered' }));
    await waitFor(() => expect(marked).toEqual([{ state: 'read' }, { state: 'answered' }]));
    expect(await screen.findByRole('button', { name: 'Mark unread' })).toBeInTheDocument();
  });
});
