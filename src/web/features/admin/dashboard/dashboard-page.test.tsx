import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFetch } from '../../../testing/answer-fetch.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { dashboard, orderRow, OWNER } from '../fixtures.test-helpers.ts';

let restoreFetch = () => {};
afterEach(() => restoreFetch());

const MAIL = {
  id: 'mail-7',
  kind: 'order-paid',
  to: 'ada@example.com',
  subject: 'Your order BC-261129-ABCD is paid',
  attempts: 5,
  lastError: 'SMTP 421: try again later',
  createdAt: '2026-12-01T15:00:00.000Z',
};

describe('the dashboard', { timeout: 20_000 }, () => {
  it("shows the week's work, late orders, revenue by week and failed mail to send again", async () => {
    const user = userEvent.setup();
    const retried: string[] = [];
    let failedMail = [MAIL];
    restoreFetch = answerFetch({
      '/api/admin/dashboard': () => ({
        status: 200,
        body: dashboard({
          late: [orderRow({ number: 'BC-261101-LATE', late: true, arrivesBy: '2026-12-01' })],
          failedMail,
        }),
      }),
      '/api/admin/mail/mail-7/retry': () => {
        retried.push('mail-7');
        failedMail = [];
        return { status: 200, body: { ok: true } };
      },
    });
    renderApp('/admin', { session: OWNER });

    const toMake = await screen.findByRole(
      'region',
      { name: /To make this week/ },
      { timeout: 10_000 },
    );
    expect(within(toMake).getByRole('link', { name: 'BC-261129-ABCD' })).toHaveAttribute(
      'href',
      `/admin/orders/${orderRow().id}`,
    );
    expect(screen.getByRole('region', { name: /To ship/ })).toHaveTextContent(
      'Nothing in production is waiting to ship.',
    );
    const late = screen.getByRole('region', { name: /Late/ });
    expect(late).toHaveTextContent('BC-261101-LATE');
    expect(late).toHaveTextContent('promised Tue, Dec 1');

    const revenue = screen.getByRole('table', { name: /Money taken in each of the last 2 weeks/ });
    const rows = within(revenue).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Mon, Nov 232$2,468.00',
      'Mon, Nov 301$1,234.00',
    ]);

    const mail = screen.getByRole('region', { name: 'Mail that could not be sent' });
    expect(mail).toHaveTextContent('Last error: SMTP 421: try again later');
    await user.click(
      within(mail).getByRole('button', {
        name: 'Retry "Your order BC-261129-ABCD is paid" to ada@example.com',
      }),
    );
    await waitFor(() => expect(retried).toEqual(['mail-7']));
    expect(await within(mail).findByText('Every e-mail has gone out.')).toBeInTheDocument();
  });
});
