import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFetch } from '../../../testing/answer-fetch.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { OWNER } from '../fixtures.test-helpers.ts';

let restoreFetch = () => {};
afterEach(() => restoreFetch());

const ENTRY = {
  id: 'a-1',
  at: '2026-12-01T15:00:00.000Z',
  actor: 'command line',
  action: 'role.grant',
  entityType: 'account',
  entityId: 'u-9',
  summary: 'owner@example.com can now open the admin',
  before: { role: 'customer' },
  after: { role: 'admin' },
};

describe('the audit log', { timeout: 20_000 }, () => {
  it('filters through the address and shows each change before and after', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    restoreFetch = answerFetch({
      '/api/admin/audit': (_, url) => {
        asked.push(url.searchParams.toString());
        return { status: 200, body: { entries: [ENTRY], total: 51, page: 1, pageSize: 50 } };
      },
    });
    const { router } = renderApp('/admin/audit', { session: OWNER });
    const changes = await screen.findByRole('list', { name: 'Changes' }, { timeout: 10_000 });
    expect(changes).toHaveTextContent('Admin access given · Account');
    expect(changes).toHaveTextContent('owner@example.com can now open the admin');

    const toggle = within(changes).getByRole('button', { name: 'Show before and after' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(changes).getByRole('region', { name: 'Before' })).toHaveTextContent(
      '"role": "customer"',
    );
    expect(within(changes).getByRole('region', { name: 'After' })).toHaveTextContent(
      '"role": "admin"',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Change' }), 'role.grant');
    await user.type(screen.getByRole('searchbox', { name: /Who/ }), 'owner{Enter}');
    await waitFor(() => expect(router.location.search).toBe('?actor=owner&action=role.grant'));
    await waitFor(() => expect(asked.at(-1)).toBe('actor=owner&action=role.grant'));
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/admin/audit?actor=owner&action=role.grant&page=2',
    );
  });
});
