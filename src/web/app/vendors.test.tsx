import '../testing/jsdom-polyfills.ts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentStore } from '../lib/consent.ts';
import { INTERCOM_SCRIPT_ID } from '../lib/support-chat.ts';
import { GTM_SCRIPT_ID } from '../lib/tag-manager.ts';
import { renderApp } from '../testing/render-app.tsx';

/** What the server injects into index.html; read once, at the first page render. */
beforeAll(() => {
  const script = document.createElement('script');
  script.id = 'public-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify({
    brandName: 'Birch & Cell',
    socialHandle: 'birchandcell',
    publicUrl: 'https://birchandcell.com',
    environment: 'production',
    siteHosts: ['birchandcell.com', 'www.birchandcell.com'],
    gtmId: 'GTM-TEST1',
    intercomAppId: 'abc123',
  });
  document.head.appendChild(script);
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const intercomQueue = () => (window.Intercom as unknown as { q: unknown[][] } | undefined)?.q;

describe('support chat and tag manager', () => {
  it('load nothing before consent or after Decline', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.getElementById(INTERCOM_SCRIPT_ID)).toBeNull();
    expect(document.getElementById(GTM_SCRIPT_ID)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(document.getElementById(INTERCOM_SCRIPT_ID)).toBeNull();
    expect(document.getElementById(GTM_SCRIPT_ID)).toBeNull();
    expect(window.Intercom).toBeUndefined();
  });

  it('load after Accept; the launcher hides on checkout and in embedded views', async () => {
    act(() => consentStore.setState({ consent: null }));
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Accept' }));

    const intercom = document.getElementById(INTERCOM_SCRIPT_ID) as HTMLScriptElement;
    expect(intercom.src).toBe('https://widget.intercom.io/widget/abc123');
    const gtm = document.getElementById(GTM_SCRIPT_ID) as HTMLScriptElement;
    expect(gtm.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    expect(intercomQueue()).toEqual([['boot', { app_id: 'abc123', hide_default_launcher: false }]]);

    await act(() => router.navigate('/checkout'));
    await act(() => router.navigate('/shop?hideChrome=1'));
    await act(() => router.navigate('/about'));
    await waitFor(() =>
      expect(intercomQueue()?.slice(1)).toEqual([
        ['update', { hide_default_launcher: true }],
        ['update', { hide_default_launcher: true }],
        ['update', { hide_default_launcher: false }],
      ]),
    );
  });

  it('uses the public URL for canonical links and the brand for titles', async () => {
    renderApp('/news');
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://birchandcell.com/blog',
      ),
    );
    expect(document.title).toBe('Blog | Birch & Cell');
  });
});
