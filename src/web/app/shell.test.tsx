import '../testing/jsdom-polyfills.ts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cart } from '../entities/cart/cart-store.ts';
import { wishlist } from '../entities/wishlist/wishlist-store.ts';
import { cartLine, persisted, wishlistItem } from '../testing/items.ts';
import { renderApp } from '../testing/render-app.tsx';
import { answerFetch } from '../testing/answer-fetch.ts';
import { getPublicConfig, providePublicConfig } from '../lib/public-config.ts';
import { ClockContext } from '../lib/sync/clock.ts';
import { FakeClock } from '../testing/fake-clock.ts';
import { SiteFooter } from './footer/site-footer.tsx';
import { AppProviders } from './providers.tsx';
import { RoutePage } from './route-page.tsx';
import type { PageRoute } from './routes.ts';

const SHOP_ENTRIES = [
  ['Bookshelf', '/shop/bookshelf'],
  ['Sideboard', '/shop/sideboard'],
  ['TV Stand', '/shop/tv-stand'],
  ['Vinyl Collection Shelf', '/shop/vinyl-collection-shelf'],
  ['Shoe Rack', '/shop/shoe-rack'],
  ['Wall Storage', '/shop/wall-storage'],
  ['Dresser', '/shop/dresser'],
  ['Nightstand', '/shop/night-stand'],
];

let restoreFetch = () => {};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  restoreFetch();
  restoreFetch = () => {};
});

async function openHome() {
  const app = renderApp('/');
  // The home page is loaded lazily: the file's first test waits for its modules to be transformed,
  // which takes longer than findBy's one second on a busy machine.
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Design Your Perfect Storage' },
    { timeout: 10_000 },
  );
  return app;
}

/**
 * A header button once its menu's code is in place, as the customer's pointer finds it: hovering
 * starts the load. (A click aimed at the stand-in could otherwise land on it after the real button
 * replaced it, which a pointer in a browser would not do; presses before the code arrives are
 * deferred-menu.test.tsx's.)
 */
async function loadedButton(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  name: string,
) {
  await user.hover(within(scope).getByRole('button', { name }));
  return waitFor(() => {
    const button = within(scope).getByRole('button', { name });
    expect(button).toHaveAttribute('data-state', 'closed');
    return button;
  });
}

describe('default header', () => {
  it('lists the eight categories in the desktop Shop menu', async () => {
    const user = userEvent.setup();
    await openHome();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    await user.click(await loadedButton(user, nav, 'Shop'));

    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(
      SHOP_ENTRIES,
    );
  });

  it('moves keyboard focus from the Shop stand-in to the menu button once the menu has loaded', async () => {
    const user = userEvent.setup();
    await openHome();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    // The menu's code loads when focus reaches its button; the button the customer is on stays theirs.
    within(nav).getByRole('button', { name: 'Shop' }).focus();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-state', 'closed'));
    expect(document.activeElement).toHaveAccessibleName('Shop');
    await user.keyboard('{Enter}');
    expect(await screen.findAllByRole('menuitem')).toHaveLength(SHOP_ENTRIES.length);
  });

  it('opens a mobile menu with the categories in a Shop accordion', async () => {
    const user = userEvent.setup();
    const { router } = await openHome();
    await user.click(await loadedButton(user, document.body, 'Open menu'));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Shop' }));

    for (const [name, href] of SHOP_ENTRIES) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await user.click(within(menu).getByRole('link', { name: 'Shoe Rack' }));
    await waitFor(() => expect(router.location.pathname).toBe('/shop/shoe-rack'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows wishlist and cart counts from the stores, and follows changes', async () => {
    localStorage.setItem(
      'cart',
      persisted([cartLine({ id: 'c-1', quantity: 7 }), cartLine({ id: 'c-2', quantity: 5 })]),
    );
    localStorage.setItem('wishlist', persisted([wishlistItem()]));
    await act(async () => {
      await cart.restore();
      await wishlist.restore();
    });
    await openHome();

    const cartButton = screen.getByRole('button', { name: 'Cart, 12 items' });
    expect(cartButton).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(cartButton).getByText('9+')).toBeInTheDocument();
    const wishlistButton = screen.getByRole('button', { name: 'Wishlist, 1 item' });
    expect(wishlistButton).toHaveAttribute('aria-haspopup', 'dialog');

    act(() => cart.clearLocal());
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    act(() => wishlist.clearLocal());
    expect(screen.getByRole('button', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
  });

  it('offers Sign In, leading to /auth', async () => {
    await openHome();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('has a skip link to the main content', async () => {
    await openHome();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('Inch Config', () => {
  async function clickInchConfig() {
    const user = userEvent.setup();
    const app = await openHome();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    await user.click(within(nav).getByRole('button', { name: 'Inch Config' }));
    return app;
  }

  it('opens the Minimalist TV Console', async () => {
    restoreFetch = answerFetch({
      '/api/products?category=tv-stand': {
        status: 200,
        body: {
          products: [
            { id: 3, name: 'Minimalist TV Stand' },
            { id: 7, name: 'Minimalist TV Console' },
          ],
        },
      },
    });
    const { router } = await clickInchConfig();
    await waitFor(() => expect(router.location.pathname).toBe('/shop/tv-stand/product/7'));
  });

  it('goes to the TV stand category when nothing matches', async () => {
    restoreFetch = answerFetch({
      '/api/products?category=tv-stand': {
        status: 200,
        body: { products: [{ id: 3, name: 'Walnut Media Bench' }] },
      },
    });
    const { router } = await clickInchConfig();
    await waitFor(() => expect(router.location.pathname).toBe('/shop/tv-stand'));
  });

  it('covers the page with Loading... / Please wait while the lookup is slow', async () => {
    restoreFetch = answerFetch({
      '/api/products?category=tv-stand': {
        status: 200,
        body: { products: [{ id: 7, name: 'Minimalist TV Console' }] },
      },
    });
    // The answer is held until the test lets it through.
    const answered = globalThis.fetch;
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = async (input, init) => {
      if (String(input).startsWith('/api/products')) await slow;
      return answered(input, init);
    };
    const { router } = await clickInchConfig();

    const overlay = await screen.findByRole('status', {}, { timeout: 2000 });
    expect(overlay).toHaveTextContent('Loading...');
    expect(overlay).toHaveTextContent('Please wait');
    await act(async () => release());
    await waitFor(() => expect(router.location.pathname).toBe('/shop/tv-stand/product/7'));
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
  });

  it('logs a warning and goes to the category when the lookup fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    restoreFetch = answerFetch({
      '/api/products': { status: 500, body: { error: { kind: 'internal', message: 'down' } } },
    });
    const { router } = await clickInchConfig();
    await waitFor(() => expect(router.location.pathname).toBe('/shop/tv-stand'));
    expect(warn).toHaveBeenCalled();
  });
});

describe('product-page header', () => {
  it('replaces the Shop menu with a way back to the category', async () => {
    renderApp('/shop/tv-stand/product/7');
    expect(await screen.findByRole('link', { name: 'Back to TV Stands' })).toHaveAttribute(
      'href',
      '/shop/tv-stand',
    );
    expect(screen.queryByRole('button', { name: 'Shop' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('footer', () => {
  function renderFooter() {
    render(
      <AppProviders>
        <MemoryRouter>
          <ClockContext value={new FakeClock(Date.parse('2026-05-04T12:00:00Z'))}>
            <SiteFooter />
          </ClockContext>
        </MemoryRouter>
      </AppProviders>,
    );
  }

  it('shows the copyright with the year from the clock', () => {
    renderFooter();
    expect(screen.getByText('© 2026 Birch & Cell')).toBeInTheDocument();
  });

  it('opens the three social links in a new tab without handing over the opener', () => {
    renderFooter();
    for (const [name, href] of [
      ['Instagram', 'https://www.instagram.com/birchandcell/'],
      ['Pinterest', 'https://www.pinterest.com/birchandcell/'],
      ['YouTube', 'https://www.youtube.com/@birchandcell'],
    ] as const) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('links the accounts the owner names (SOCIAL_HANDLE)', () => {
    const shown = getPublicConfig();
    providePublicConfig({ ...shown, socialHandle: 'oak.and.ash' });
    try {
      renderFooter();
      expect(screen.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute(
        'href',
        'https://www.instagram.com/oak.and.ash/',
      );
    } finally {
      providePublicConfig(shown);
    }
  });

  it('links the shop, company and policy pages', () => {
    renderFooter();
    const company = screen.getByRole('navigation', { name: 'Company' });
    for (const [name, href] of [
      ['About', '/about'],
      ['Blog', '/blog'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
      ['Trade Program', '/trade-program'],
      ['Commercial Program', '/commercial-program'],
      ['Made for Interior Designers', '/made-for-interior-designers'],
      ['Sustainability', '/sustainability'],
      ['Manufacturing', '/manufacturing'],
      ['Assembly', '/assembly'],
      ['Warranty', '/warranty'],
    ]) {
      expect(within(company).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getAllByRole('link')).toHaveLength(4);
    const shop = screen.getByRole('navigation', { name: 'Shop' });
    expect(within(shop).getByRole('link', { name: 'All Products' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });
});

describe('shop categories', () => {
  it('lists the categories from the API, each with its designs and a link to all of them', async () => {
    restoreFetch = answerFetch({
      '/api/categories': {
        status: 200,
        body: {
          categories: [
            { id: 1, name: 'Bookshelf', slug: 'bookshelf', imageUrl: null },
            { id: 2, name: 'Sideboard', slug: 'sideboard', imageUrl: null },
          ],
        },
      },
      '/api/products?category=bookshelf': { status: 200, body: { products: [] } },
      '/api/products?category=sideboard': { status: 200, body: { products: [] } },
    });
    renderApp('/shop');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bookshelf' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sideboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all Bookshelves' })).toHaveAttribute(
      'href',
      '/shop/bookshelf',
    );
    expect(screen.getByRole('link', { name: 'See all Sideboards' })).toHaveAttribute(
      'href',
      '/shop/sideboard',
    );
    await waitFor(() =>
      expect(screen.getAllByText('No designs are listed in this category yet.')).toHaveLength(2),
    );
  });

  it('says so when there are none', async () => {
    restoreFetch = answerFetch({ '/api/categories': { status: 200, body: { categories: [] } } });
    renderApp('/shop');
    expect(await screen.findByText('No categories are listed yet.')).toBeInTheDocument();
  });

  it('shows the error with its message', async () => {
    restoreFetch = answerFetch({
      '/api/categories': {
        status: 503,
        body: { error: { kind: 'unavailable', message: 'The catalogue is resting.' } },
      },
    });
    renderApp('/shop');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading categories: The catalogue is resting.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Shop All Furniture' }),
    ).toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('scrolls to the top when the path changes', async () => {
    const { router } = await openHome();
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About Birch & Cell' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('moves focus to the new page’s heading, not on the first load', async () => {
    const { router } = await openHome();
    expect(document.activeElement).toBe(document.body);
    await act(() => router.navigate('/about'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'About Birch & Cell' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('shows Loading... while a page loads lazily', async () => {
    let load: () => void = () => {};
    const Slow = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          load = () => resolve({ default: () => <h1>Loaded</h1> });
        }),
    );
    const slow: PageRoute = {
      id: 'slow',
      path: '/',
      title: 'Slow',
      description: 'A page that takes its time to arrive, for the spinner test.',
      Component: Slow,
      example: '/',
    };
    render(
      <AppProviders>
        <MemoryRouter>
          <Routes>
            <Route path="/" element={<RoutePage route={slow} />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => load());
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});

describe('without vendor ids', () => {
  it('loads neither chat nor tag manager, even after Accept', async () => {
    const user = userEvent.setup();
    await openHome();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(document.querySelector('script[src*="intercom"]')).toBeNull();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(window.Intercom).toBeUndefined();
  });
});
