import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DiscountCodeRow } from '../../../../contract/admin.ts';
import { answerFetch } from '../../../testing/answer-fetch.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { OWNER } from '../fixtures.test-helpers.ts';

let restoreFetch = () => {};
afterEach(() => restoreFetch());

function codeRow(overrides: Partial<DiscountCodeRow> = {}): DiscountCodeRow {
  return {
    id: '0b7c6f4e-2d1a-4c3b-9e8f-7a6b5c4d3e2f',
    code: 'WELCOME10',
    kind: 'percent',
    percentOff: 10,
    amountOffCents: null,
    minimumSubtotalCents: 0,
    validFrom: null,
    validUntil: '2027-01-31',
    usageLimit: 100,
    timesUsed: 3,
    paidUses: 2,
    used: true,
    active: true,
    status: 'active',
    description: null,
    version: 4,
    createdAt: '2026-11-01T15:00:00.000Z',
    updatedAt: '2026-11-02T15:00:00.000Z',
    ...overrides,
  };
}

describe('the discount codes page', { timeout: 20_000 }, () => {
  it('lists the codes, creates one with a field refused beside it, and edits one', async () => {
    const user = userEvent.setup();
    const sent: { method: string; path: string; body: unknown }[] = [];
    let codes = [codeRow()];
    restoreFetch = answerFetch({
      '/api/admin/discount-codes': (init) => {
        if (!init?.method || init.method === 'GET') {
          return { status: 200, body: { codes, today: '2026-12-07' } };
        }
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push({ method: init.method, path: 'create', body });
        if (body['code'] === 'welcome10') {
          const message =
            'There is already a code WELCOME10. Codes do not differ by case alone: choose another.';
          return {
            status: 409,
            body: { error: { kind: 'conflict', message, fields: { code: message } } },
          };
        }
        const made = codeRow({
          id: 'new-1',
          code: 'SPRING-25',
          kind: 'fixed',
          percentOff: null,
          amountOffCents: 2_500,
          minimumSubtotalCents: 50_000,
          usageLimit: null,
          timesUsed: 0,
          paidUses: 0,
          used: false,
          version: 1,
        });
        codes = [...codes, made];
        return { status: 201, body: made };
      },
      [`/api/admin/discount-codes/${codeRow().id}`]: (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push({ method: init?.method ?? 'GET', path: 'edit', body });
        const saved = codeRow({ percentOff: 15, version: 5 });
        codes = [saved, ...codes.slice(1)];
        return { status: 200, body: saved };
      },
    });
    renderApp('/admin/discount-codes', { session: OWNER });

    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const row = within(table).getByRole('row', { name: /WELCOME10/ });
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('10 % off');
    expect(row).toHaveTextContent('Until Jan 31, 2027');
    expect(row).toHaveTextContent('3 of 100');
    expect(row).toHaveTextContent('2 paid orders');
    // A code orders have used can be switched off, not deleted.
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toContainElement(
      screen.getByRole('link', { name: 'Discount codes' }),
    );

    await user.click(screen.getByRole('button', { name: 'New code' }));
    const form = screen.getByRole('form', { name: 'New code' });
    const code = within(form).getByRole('textbox', { name: 'Code' });
    expect(code).toHaveFocus();
    await user.type(code, 'welcome10');
    await user.type(within(form).getByRole('textbox', { name: 'Percentage off' }), '20');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'There is already a code WELCOME10. Codes do not differ by case alone: choose another.',
      ),
    );

    await user.clear(code);
    await user.type(code, 'spring-25');
    await user.click(within(form).getByRole('radio', { name: 'A fixed amount' }));
    const amount = within(form).getByRole('textbox', { name: 'Amount off in dollars' });
    await user.type(amount, 'lots');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(amount).toHaveAccessibleDescription('Enter an amount in dollars, like 25.00.');
    expect(sent).toHaveLength(1);
    await user.clear(amount);
    await user.type(amount, '25');
    await user.type(
      within(form).getByRole('textbox', { name: 'Minimum subtotal in dollars (optional)' }),
      '500.00',
    );
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('SPRING-25 created.');
    expect(sent.at(-1)!.body).toEqual({
      code: 'spring-25',
      kind: 'fixed',
      percentOff: null,
      amountOffCents: 2_500,
      minimumSubtotalCents: 50_000,
      validFrom: null,
      validUntil: null,
      usageLimit: null,
      description: null,
    });
    const added = await within(table).findByRole('row', { name: /SPRING-25/ });
    expect(added).toHaveTextContent('$25.00 off orders of $500.00 or more');
    expect(within(added).getByRole('button', { name: 'Delete SPRING-25' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit WELCOME10' }));
    const editForm = screen.getByRole('form', { name: 'Edit WELCOME10' });
    const percent = within(editForm).getByRole('textbox', { name: 'Percentage off' });
    expect(percent).toHaveValue('10');
    expect(within(editForm).getByLabelText('Last day (optional)')).toHaveValue('2027-01-31');
    await user.clear(percent);
    await user.type(percent, '15');
    await user.click(within(editForm).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('WELCOME10 saved.');
    expect(sent.at(-1)).toEqual({
      method: 'PATCH',
      path: 'edit',
      body: expect.objectContaining({
        code: 'WELCOME10',
        percentOff: 15,
        usageLimit: 100,
        version: 4,
      }),
    });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /WELCOME10/ })).toHaveTextContent('15 % off'),
    );
  });
});
