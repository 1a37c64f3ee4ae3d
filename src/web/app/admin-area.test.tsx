import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER, dashboard, OWNER } from '../features/admin/fixtures.test-helpers.ts';
import { answerFetch } from '../testing/answer-fetch.ts';
import { renderApp } from '../testing/render-app.tsx';
import { adminArea } from './routes.ts';

let restoreFetch = () => {};
beforeEach(() => {
  restoreFetch = answerFetch({ '/api/admin/dashboard': { status: 200, body: dashboard() } });
});
afterEach(() => restoreFetch());

describe('the admin', () => {
  it.each([
    ['a signed-out visitor', undefined],
    ['a customer', CUSTOMER],
  ] as const)(
    'shows %s the shop’s not-found screen at /admin and /admin/orders, without loading its code',
    async (_, session) => {
      const load = vi.spyOn(adminArea, 'load');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const path of ['/admin', '/admin/orders']) {
        const { unmount } = renderApp(path, session ? { session } : {});
        expect(
          await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
        ).toBeInTheDocument();
        // The shop's own shell around it, as on any unknown address.
        expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
        expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
        expect(warn).toHaveBeenCalledWith(expect.stringContaining(path));
        unmount();
      }
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('opens for an admin in its own shell, kept out of search engines', async () => {
    const load = vi.spyOn(adminArea, 'load');
    renderApp('/admin', { session: OWNER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(load).toHaveBeenCalled();
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    expect(nav).toHaveTextContent(
      'DashboardOrdersDiscount codesCustomersSubscribersMessagesAbout pageAudit log',
    );
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Account menu for owner' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await waitFor(() => expect(document.title).toBe('Dashboard · Admin | Birch & Cell'));
  });
});
