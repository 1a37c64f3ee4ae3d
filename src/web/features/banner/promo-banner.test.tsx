import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner, BannerSet } from '../../../contract/storefront.ts';
import { answerFetch } from '../../testing/answer-fetch.ts';
import { bannerQueryOptions } from './get-banner.ts';
import { PromoBanner } from './promo-banner.tsx';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);

function banner(id: string, text: string, more: Partial<Banner> = {}): Banner {
  return {
    id,
    segments: [{ text, bold: false, underline: false }],
    color: '#22C55E',
    countdown: null,
    ...more,
  };
}

const THREE: BannerSet = {
  rotationIntervalMs: 4000,
  banners: [banner('a', 'Free shipping'), banner('b', 'Walnut week'), banner('c', 'New drawers')],
};

function renderBanner(set?: BannerSet) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A known answer is put in place, so the banner shows at once and no request goes out.
  if (set) queryClient.setQueryData(bannerQueryOptions.queryKey, set);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PromoBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Promotions' });
const shown = () => region().querySelector('[aria-live]')?.textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe('PromoBanner, rotating', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the banners in turn, one rotation interval each, and starts again', () => {
    renderBanner(THREE);
    expect(shown()).toBe('Free shipping');
    advance(3999);
    expect(shown()).toBe('Free shipping');
    advance(1);
    expect(shown()).toBe('Walnut week');
    advance(4000);
    expect(shown()).toBe('New drawers');
    advance(4000);
    expect(shown()).toBe('Free shipping');
  });

  it('stands still while the pointer is over it, and takes a whole interval after', () => {
    renderBanner(THREE);
    advance(3000);
    fireEvent.pointerEnter(region());
    advance(20_000);
    expect(shown()).toBe('Free shipping');
    fireEvent.pointerLeave(region());
    advance(3999);
    expect(shown()).toBe('Free shipping');
    advance(1);
    expect(shown()).toBe('Walnut week');
  });

  it('stands still while keyboard focus is inside it', () => {
    renderBanner(THREE);
    const next = screen.getByRole('button', { name: 'Next promotion' });
    act(() => next.focus());
    advance(20_000);
    expect(shown()).toBe('Free shipping');
    act(() => next.blur());
    advance(4000);
    expect(shown()).toBe('Walnut week');
  });

  it('is silent to screen readers while it rotates, and polite when it stands still', () => {
    renderBanner(THREE);
    const live = region().querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.pointerEnter(region());
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('Pause stops it, Play starts it again, Next shows the next banner', () => {
    renderBanner(THREE);
    fireEvent.click(screen.getByRole('button', { name: 'Pause promotions' }));
    // The click's focus is not what holds it: take focus away and it still stands.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(20_000);
    expect(shown()).toBe('Free shipping');
    fireEvent.click(screen.getByRole('button', { name: 'Next promotion' }));
    expect(shown()).toBe('Walnut week');
    fireEvent.click(screen.getByRole('button', { name: 'Play promotions' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(4000);
    expect(shown()).toBe('New drawers');
  });

  it('does not move by itself under reduced motion; Next still shows the others', () => {
    preferReducedMotion();
    renderBanner(THREE);
    advance(20_000);
    expect(shown()).toBe('Free shipping');
    expect(screen.queryByRole('button', { name: 'Pause promotions' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next promotion' }));
    expect(shown()).toBe('Walnut week');
  });

  it('shows the first banner again when the page is hidden or shown', () => {
    renderBanner(THREE);
    advance(4000);
    advance(4000);
    expect(shown()).toBe('New drawers');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(shown()).toBe('Free shipping');
  });

  it('has no controls for one banner without a countdown', () => {
    renderBanner({ rotationIntervalMs: 4000, banners: [banner('a', 'Free shipping')] });
    advance(20_000);
    expect(shown()).toBe('Free shipping');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('PromoBanner, countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  // Started 1 day, 20:55:55 before now in a three-day cycle: 1d 03:04:05 left.
  const startAt = new Date(NOW - (DAY_S + 20 * 3600 + 55 * 60 + 55) * 1000).toISOString();
  const withCountdown = (durationSeconds: number) => ({
    rotationIntervalMs: 4000,
    banners: [banner('a', 'Walnut week ends in', { countdown: { durationSeconds, startAt } })],
  });

  it('shows days, then hours:minutes:seconds, ticking every second', () => {
    renderBanner(withCountdown(3 * DAY_S));
    expect(region()).toHaveTextContent('1d 03:04:05');
    advance(1000);
    expect(region()).toHaveTextContent('1d 03:04:04');
  });

  it('repeats its cycle from the start time', () => {
    // The same start, a one-day cycle: 20:55:55 into the second cycle, 03:04:05 left.
    renderBanner(withCountdown(DAY_S));
    expect(region()).toHaveTextContent('0d 03:04:05');
  });

  it('hides the ticking figures from screen readers and gives the time to the minute', () => {
    renderBanner(withCountdown(3 * DAY_S));
    expect(screen.getByText('1d 03:04:05')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Time left: 1 day, 3 hours, 4 minutes')).toHaveClass('sr-only');
    // Not inside the live region: the time is never read out by itself.
    expect(region().querySelector('[aria-live]')).not.toHaveTextContent('Time left');
  });

  it('stops ticking while the pointer is over the banner', () => {
    renderBanner(withCountdown(3 * DAY_S));
    fireEvent.pointerEnter(region());
    advance(5000);
    expect(region()).toHaveTextContent('1d 03:04:05');
    fireEvent.pointerLeave(region());
    advance(1000);
    expect(region()).toHaveTextContent('1d 03:03:59');
  });

  it('offers Pause for a single banner whose countdown ticks', () => {
    renderBanner(withCountdown(3 * DAY_S));
    expect(screen.getByRole('button', { name: 'Pause promotions' })).toBeInTheDocument();
  });

  it('shows no countdown when it has none', () => {
    renderBanner({ rotationIntervalMs: 4000, banners: [banner('a', 'Free shipping')] });
    expect(region()).toHaveTextContent(/^Free shipping$/);
  });
});

const DAY_S = 86_400;

describe('PromoBanner, content and colour', () => {
  it('renders text, shop links, other sites’ links, bold and underlined runs', () => {
    renderBanner({
      rotationIntervalMs: 5000,
      banners: [
        banner('a', '', {
          segments: [
            { text: 'Walnut week: ', bold: true, underline: false },
            { text: 'shop sideboards', href: '/shop/sideboard', bold: false, underline: false },
            { text: ' or ', bold: false, underline: true },
            {
              text: 'read the review',
              href: 'https://example.com/a',
              bold: false,
              underline: false,
            },
            { text: ' (script)', href: 'javascript:alert(1)', bold: false, underline: false },
          ],
        }),
      ],
    });
    expect(screen.getByText('Walnut week:').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'shop sideboards' })).toHaveAttribute(
      'href',
      '/shop/sideboard',
    );
    const external = screen.getByRole('link', { name: 'read the review' });
    expect(external).toHaveAttribute('href', 'https://example.com/a');
    expect(external).toHaveAttribute('rel', 'noopener');
    expect(screen.getByText('or')).toHaveClass('underline');
    // Only web addresses become links.
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(region()).toHaveTextContent('Walnut week: shop sideboards or read the review (script)');
  });

  it.each([
    ['#22C55E', 'rgb(28, 25, 23)'],
    ['#1E40AF', 'rgb(255, 255, 255)'],
  ])('on %s the text is %s', (color, text) => {
    renderBanner({ rotationIntervalMs: 5000, banners: [banner('a', 'Sale', { color })] });
    expect(region().style.color).toBe(text);
  });

  it('uses the promotion green for a colour it cannot read', () => {
    renderBanner({ rotationIntervalMs: 5000, banners: [banner('a', 'Sale', { color: 'red;' })] });
    expect(region().style.backgroundColor).toBe('rgb(34, 197, 94)');
  });

  it('gives the header its height and takes it back when it goes', () => {
    const view = renderBanner({ rotationIntervalMs: 5000, banners: [banner('a', 'Sale')] });
    expect(document.documentElement.style.getPropertyValue('--banner-height')).toBe('0px');
    view.unmount();
    expect(document.documentElement.style.getPropertyValue('--banner-height')).toBe('');
  });
});

describe('PromoBanner, reading the banner', () => {
  let restore: () => void = () => {};
  afterEach(() => restore());

  it('shows what the server answers', async () => {
    restore = answerFetch({
      '/api/banner': {
        status: 200,
        body: { rotationIntervalMs: 5000, banners: [banner('a', 'Free shipping')] },
      },
    });
    renderBanner();
    expect(await screen.findByRole('region', { name: 'Promotions' })).toHaveTextContent(
      'Free shipping',
    );
  });

  it.each([
    ['an error answer', { status: 500, body: { error: { kind: 'unavailable', message: 'Down' } } }],
    ['an answer it cannot read', { status: 200, body: { banners: [{ id: 1 }] } }],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('shows nothing after %s, and says why once in the console', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    restore = answerFetch({ '/api/banner': answer });
    const { container } = renderBanner();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/banner could not be loaded/);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when no banner runs', async () => {
    const fetched = vi.fn(() => ({ status: 200, body: { rotationIntervalMs: 5000, banners: [] } }));
    restore = answerFetch({ '/api/banner': fetched });
    const { container } = renderBanner();
    await waitFor(() => expect(fetched).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
