import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_KEY, createConsentStore } from '../lib/consent.ts';
import { COOKIE_BANNER_HEIGHT_VARIABLE, CookieBanner } from './cookie-banner.tsx';

function renderBanner() {
  const store = createConsentStore(localStorage, window);
  render(
    <MemoryRouter>
      <CookieBanner store={store} />
    </MemoryRouter>,
  );
  return store;
}

describe('CookieBanner', () => {
  it('asks until the visitor chooses, linking to the privacy policy', () => {
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it.each([
    ['Accept', 'accepted'],
    ['Decline', 'declined'],
  ] as const)('%s stores %s, tells subscribers and hides the banner', async (button, value) => {
    const user = userEvent.setup();
    const store = renderBanner();
    const subscriber = vi.fn();
    store.subscribe(subscriber);

    await user.click(screen.getByRole('button', { name: button }));

    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(value);
    expect(store.getState().consent).toBe(value);
    expect(subscriber).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('moves keyboard focus on to the page’s content when answered', async () => {
    const user = userEvent.setup();
    const store = createConsentStore(localStorage, window);
    render(
      <MemoryRouter>
        <main id="main-content" tabIndex={-1}>
          <h1>Page</h1>
        </main>
        <CookieBanner store={store} />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: 'Accept' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('publishes its height while it shows, for the page to scroll focus clear of it', async () => {
    const user = userEvent.setup();
    renderBanner();
    const height = () =>
      document.documentElement.style.getPropertyValue(COOKIE_BANNER_HEIGHT_VARIABLE);
    // jsdom lays nothing out: the height it reports is 0.
    expect(height()).toBe('0px');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(height()).toBe('');
  });

  it('stays hidden once a choice is stored', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'declined');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'maybe');
    renderBanner();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });
});
