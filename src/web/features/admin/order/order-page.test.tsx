import '../../../testing/jsdom-polyfills.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrderView } from '../../../../contract/admin.ts';
import { answerFetch } from '../../../testing/answer-fetch.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { adminOrder, ORDER_ID, OWNER } from '../fixtures.test-helpers.ts';

const ORDER_PATH = `/api/admin/orders/${ORDER_ID}`;
const CHANGED = {
  error: {
    kind: 'conflict',
    message: 'The order changed while you were looking at it. Check it and try again.',
  },
};

let restoreFetch = () => {};
afterEach(() => restoreFetch());

type Answer = { status: number; body: unknown };

/**
 * The order's server: what GET answers (the latest order), and each POST's path and body kept,
 * answered by `post` in turn.
 */
function serveOrder(
  start: AdminOrderView,
  post: (path: string, body: Record<string, unknown>) => Answer,
) {
  let current = start;
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const answers: Record<string, (init: RequestInit | undefined, url: URL) => Answer> = {
    [ORDER_PATH]: () => ({ status: 200, body: current }),
  };
  for (const path of ['/moves', '/consignments', '/notes', '/refunds', '/cancel']) {
    answers[`${ORDER_PATH}${path}`] = (init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push({ path, body });
      const answer = post(path, body);
      if (answer.status === 200) current = answer.body as AdminOrderView;
      return answer;
    };
  }
  restoreFetch = answerFetch(answers);
  return {
    sent,
    change: (next: AdminOrderView) => {
      current = next;
    },
  };
}

async function openOrder() {
  renderApp(`/admin/orders/${ORDER_ID}`, { session: OWNER });
  return screen.findByRole(
    'heading',
    { level: 1, name: 'Order BC-261129-ABCD' },
    { timeout: 10_000 },
  );
}

const IN_PRODUCTION = adminOrder({
  status: 'in_production',
  statusLabel: 'In production',
  nextStatuses: ['shipped', 'refunded'],
});

describe('an order in the admin', { timeout: 20_000 }, () => {
  it('shows each line drawn, in words, with a read-only way into its configurator', async () => {
    serveOrder(adminOrder(), () => ({ status: 500, body: {} }));
    await openOrder();
    const lines = screen.getByRole('region', { name: 'What to make' });
    expect(
      within(lines).getByRole('img', { name: 'Front view of line 1, Custom Bookcase' }),
    ).toBeInTheDocument();
    expect(lines).toHaveTextContent('2 standard boxes');
    expect(lines).toHaveTextContent('Black');
    expect(lines).toHaveTextContent('1 × $1,100.00 = $1,100.00');
    expect(lines).toHaveTextContent('Ships in 2 parcels');
    expect(
      within(lines).getByRole('link', { name: 'Open in the configurator (read only)' }),
    ).toHaveAttribute('href', `/configurator?order=${ORDER_ID}&line=0`);
    expect(screen.getByRole('region', { name: 'Ship to' })).toHaveTextContent('A home address');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('test_pi_123');
    expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent(
      'Awaiting payment → Paid, by the shop',
    );
    // A paid order: into production or refunded, nothing else.
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Move to production', 'Refund (up to $1,234.00)']);
    expect(screen.getByRole('link', { name: /Production sheet/ })).toHaveAttribute(
      'href',
      `/admin/sheets?ids=${ORDER_ID}`,
    );
  });

  it('sends the version it saw, and on a change made meanwhile says so and reloads the order, keeping what was typed', async () => {
    const user = userEvent.setup();
    const server = serveOrder(IN_PRODUCTION, (_, body) =>
      body['version'] === 3
        ? { status: 409, body: CHANGED }
        : {
            status: 200,
            body: { ...IN_PRODUCTION, version: 5, status: 'shipped', statusLabel: 'Shipped' },
          },
    );
    await openOrder();
    // Someone else added a note meanwhile: the order is now at version 4.
    server.change({ ...IN_PRODUCTION, version: 4 });

    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const form = screen.getByRole('form', { name: 'Mark shipped' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Carrier' }), 'ups');
    await user.type(within(form).getByRole('textbox', { name: 'Parcel 1' }), '1Z999AA10123456784');
    await user.type(within(form).getByRole('textbox', { name: 'Parcel 2' }), '1Z999AA10123456785');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));

    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(await within(actions).findByRole('alert')).toHaveTextContent(
      'The order changed while you were looking at it. Check it and try again.',
    );
    expect(server.sent[0]).toEqual({
      path: '/moves',
      body: {
        to: 'shipped',
        version: 3,
        consignment: {
          carrier: 'ups',
          trackingNumbers: ['1Z999AA10123456784', '1Z999AA10123456785'],
        },
      },
    });
    expect(within(form).getByRole('textbox', { name: 'Parcel 1' })).toHaveValue(
      '1Z999AA10123456784',
    );
    expect(within(form).getByRole('combobox', { name: 'Carrier' })).toHaveValue('ups');

    // Once the order is read again, pressing again sends the version now seen.
    await waitFor(async () => {
      await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
      expect(server.sent.at(-1)?.body['version']).toBe(4);
    });
    expect(await screen.findByText('Shipped', { selector: 'strong' })).toBeInTheDocument();
  });

  it('says so when the order moved on meanwhile, though the action is gone, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const server = serveOrder(IN_PRODUCTION, () => ({ status: 409, body: CHANGED }));
    await openOrder();
    // Shipped from another tab meanwhile.
    server.change({
      ...IN_PRODUCTION,
      version: 4,
      status: 'shipped',
      statusLabel: 'Shipped',
      nextStatuses: ['delivered', 'refunded'],
    });
    await user.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Half written');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const form = screen.getByRole('form', { name: 'Mark shipped' });
    await user.type(within(form).getByRole('textbox', { name: 'Parcel 1' }), '794611111111');
    await user.type(within(form).getByRole('textbox', { name: 'Parcel 2' }), '794622222222');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));

    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(await screen.findByText('Shipped', { selector: 'strong' })).toBeInTheDocument();
    expect(within(actions).getByRole('alert')).toHaveTextContent(
      'The order changed while you were looking at it. Check it and try again.',
    );
    expect(screen.queryByRole('form', { name: 'Mark shipped' })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveValue('Half written');
  });

  it('keeps one refund key from opening the form through a retry', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const server = serveOrder(adminOrder(), () => {
      attempts += 1;
      return attempts === 1
        ? {
            status: 503,
            body: {
              error: {
                kind: 'unavailable',
                message: 'The card company did not answer. Try again in a minute.',
              },
            },
          }
        : {
            status: 200,
            body: adminOrder({
              version: 4,
              totals: { ...adminOrder().totals, refundedCents: 10_000 },
            }),
          };
    });
    await openOrder();
    await user.click(screen.getByRole('button', { name: 'Refund (up to $1,234.00)' }));
    const form = screen.getByRole('form', { name: 'Refund' });
    await user.click(within(form).getByRole('radio', { name: 'An amount' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount in dollars' }), '2000');
    await user.click(within(form).getByRole('button', { name: 'Review the refund' }));
    expect(
      within(form).getByRole('textbox', { name: 'Amount in dollars' }),
    ).toHaveAccessibleDescription('Refund at most $1,234.00, what is left of the order.');
    await user.clear(within(form).getByRole('textbox', { name: 'Amount in dollars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount in dollars' }), '100');
    await user.type(
      within(form).getByRole('textbox', { name: 'Reason (optional)' }),
      'A scratched door',
    );
    await user.click(within(form).getByRole('button', { name: 'Review the refund' }));
    expect(form).toHaveTextContent(
      'Refund $100.00 of order BC-261129-ABCD to the card it was paid with?',
    );

    await user.click(within(form).getByRole('button', { name: 'Refund $100.00' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The card company did not answer. Try again in a minute.',
    );
    await user.click(within(form).getByRole('button', { name: 'Refund $100.00' }));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    const [first, second] = server.sent.map((request) => request.body);
    expect(first).toEqual({
      amountCents: 10_000,
      reason: 'A scratched door',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      version: 3,
    });
    expect(second).toEqual(first);
  });

  it('is worked from the keyboard: parcels added and removed, mistakes said beside each field', async () => {
    const user = userEvent.setup();
    const server = serveOrder(IN_PRODUCTION, () => ({ status: 500, body: {} }));
    await openOrder();
    const open = screen.getByRole('button', { name: 'Mark shipped' });
    open.focus();
    await user.keyboard('{Enter}');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Mark shipped' });
    expect(within(form).getByRole('combobox', { name: 'Carrier' })).toHaveFocus();
    await user.tab();
    expect(within(form).getByRole('textbox', { name: 'Parcel 1' })).toHaveFocus();
    await user.keyboard('794611111111');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(form).getByRole('button', { name: 'Add a parcel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(form).getByRole('textbox', { name: 'Parcel 3' })).toHaveFocus();
    await user.keyboard('no good!');
    await user.tab({ shift: true });
    expect(within(form).getByRole('button', { name: 'Remove parcel 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(form).getByRole('textbox', { name: 'Parcel 2' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Parcel 2' })).toHaveValue('no good!');

    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    const second = within(form).getByRole('textbox', { name: 'Parcel 2' });
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('A tracking number has letters and digits only.');
    expect(within(form).getByRole('textbox', { name: 'Parcel 1' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(server.sent).toEqual([]);
  });

  it('cancels an unpaid order once the owner confirms, and adds notes', async () => {
    const user = userEvent.setup();
    const unpaid = adminOrder({
      status: 'pending_payment',
      statusLabel: 'Awaiting payment',
      nextStatuses: ['paid', 'payment_failed', 'cancelled'],
      paidAt: null,
    });
    const server = serveOrder(unpaid, (path, body) => ({
      status: 200,
      body:
        path === '/cancel'
          ? {
              ...unpaid,
              version: 4,
              status: 'cancelled',
              statusLabel: 'Cancelled',
              nextStatuses: [],
            }
          : {
              ...unpaid,
              timeline: [
                ...unpaid.timeline,
                {
                  type: 'note',
                  at: '2026-11-30T15:00:00.000Z',
                  by: 'owner@example.com',
                  body: body['text'],
                },
              ],
            },
    }));
    await openOrder();
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel order']);

    await user.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Called: paying tomorrow');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(
      await within(screen.getByRole('region', { name: 'Timeline' })).findByText(
        'Called: paying tomorrow',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');

    await user.click(within(actions).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order BC-261129-ABCD?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Asked to');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.sent.map(({ path, body }) => [path, body])).toEqual([
      ['/notes', { text: 'Called: paying tomorrow' }],
      ['/cancel', { version: 3, reason: 'Asked to' }],
    ]);
    expect(await screen.findByText('Cancelled', { selector: 'strong' })).toBeInTheDocument();
  });
});
