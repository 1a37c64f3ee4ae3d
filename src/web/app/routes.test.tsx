import '../testing/jsdom-polyfills.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchPath } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILT_IN_RULE_CONFIGURATION,
  BUILT_IN_RULE_SET_FILES,
} from '../../domain/box/rule-config.ts';
import { QueryClient } from '@tanstack/react-query';
import { closeAuthDialog } from '../entities/session/auth-dialog.ts';
import { signOut } from '../entities/session/sign-out.ts';
import { AUTH_RETURN_KEY } from '../entities/session/auth-return.ts';
import { renderApp } from '../testing/render-app.tsx';
import { answerFetch } from '../testing/answer-fetch.ts';
import { SIGN_IN_REASON } from './require-signed-in.tsx';
import { SITE_PAGES } from '../../contract/site-pages.ts';
import { CATEGORIES, productPageMeta } from '../lib/categories.ts';
import { notFoundMeta } from './not-found.tsx';
import { pageRoutes, resolveMeta } from './routes.ts';

const ORIGIN = window.location.origin;
/** The article the blog-article route's example opens. */
const ARTICLE = {
  slug: 'caring-for-birch',
  title: 'Caring for birch edges and laminate fronts',
  description: 'Simple care for your furniture: cleaning the laminate and protecting the edges.',
  date: '2026-10-20',
  author: 'The workshop team',
  readingMinutes: 3,
  image: null,
  html: '<p>Wipe it.</p>',
};
/** Screens that set their own title and description once their content arrives. */
const SCREEN_META: Record<string, { title: string; description: string }> = {
  'blog-article': ARTICLE,
  // No design is served here: the product page names the missing design (e2e: a found one).
  product: { ...productPageMeta('tv-stand'), title: 'Design not found' },
};
const BRAND = 'Birch & Cell';

let restoreFetch = () => {};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  restoreFetch = answerFetch({
    '/api/categories': { status: 200, body: { categories: [] } },
    '/api/articles': { status: 200, body: { articles: [] } },
    [`/api/articles/${ARTICLE.slug}`]: { status: 200, body: { article: ARTICLE } },
    // The configurator pages read their placement rules as the shop serves them.
    '/rules/config.json': { status: 200, body: BUILT_IN_RULE_CONFIGURATION },
    '/rules/box-placement.json': {
      status: 200,
      body: BUILT_IN_RULE_SET_FILES['box-placement.json'],
    },
  });
});

afterEach(() => {
  restoreFetch();
  closeAuthDialog();
  sessionStorage.clear();
});

/** Every route the two specs list (docs/rules/storefront.md, docs/rules/configurators.md). */
const SPEC_PATHS = [
  '/',
  '/about',
  '/configurator',
  '/configurator-inch',
  '/checkout',
  '/checkout/abc123',
  '/checkout-success',
  '/confirmation',
  '/order-confirmation',
  '/auth',
  '/auth/confirm',
  '/auth-confirm',
  '/reset-password',
  '/shop',
  '/shop/bookshelf',
  '/shop/tv-stand/product/42',
  '/shop/free-form/product/7',
  '/best-designs',
  '/blog',
  '/news',
  '/blog/caring-for-birch',
  '/faq',
  '/contact',
  '/assembly-instructions/BC-1001',
  '/privacy-policy',
  '/terms-of-use',
  '/return-policy',
  '/shipping-policy',
  '/warranty',
  '/assembly',
  '/manufacturing',
  '/sustainability',
  '/trade-program',
  '/commercial-program',
  '/made-for-interior-designers',
  '/profile/overview',
  '/profile/address',
  '/profile/order-status',
  '/profile/wishlist',
  '/profile/update-password',
];

const paramsOf = (path: string, example: string) => matchPath(path, example)?.params ?? {};

const publicRoutes = pageRoutes.filter((route) => route.access !== 'signed-in');
const profileRoutes = pageRoutes.filter((route) => route.access === 'signed-in');

describe('the route table', () => {
  it.each(SPEC_PATHS)('has a page for %s', (path) => {
    expect(pageRoutes.some((route) => matchPath(route.path, path))).toBe(true);
  });

  it('lists each path once, and each example opens its own route', () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of pageRoutes) expect(matchPath(route.path, route.example)).not.toBeNull();
  });

  it.each(pageRoutes.map((route) => [route.example, route] as const))(
    '%s has a title and a written description of at least 50 characters',
    (_, route) => {
      const params = paramsOf(route.path, route.example);
      const title = resolveMeta(route.title, params);
      const description = resolveMeta(route.description, params);
      expect(title.trim()).not.toBe('');
      expect(title).not.toContain(BRAND);
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description).not.toMatch(/lorem|ipsum|todo|placeholder/i);
    },
  );

  it('gives different screens, and each category’s page, different titles and descriptions', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of pageRoutes) {
      const examples =
        route.id === 'category'
          ? CATEGORIES.map(({ slug }) => ({ category: slug }))
          : [paramsOf(route.path, route.example)];
      for (const params of examples) {
        const key = `${route.id} ${JSON.stringify(params)}`;
        titles.set(key, resolveMeta(route.title, params));
        descriptions.set(key, resolveMeta(route.description, params));
      }
    }
    expect(titles.size).toBeGreaterThan(pageRoutes.length);
    expect(new Set(titles.values()).size).toBe(titles.size);
    expect(new Set(descriptions.values()).size).toBe(descriptions.size);
  });

  it.each([
    ['/confirmation', '/order-confirmation'],
    ['/auth/confirm', '/auth-confirm'],
    ['/blog', '/news'],
  ])('renders %s and %s as one screen, canonical to the first', (first, second) => {
    const a = pageRoutes.find((route) => route.path === first);
    const b = pageRoutes.find((route) => route.path === second);
    expect(a?.id).toBe(b?.id);
    expect(a?.Component).toBe(b?.Component);
    expect(a?.canonicalPath).toBe(first);
    expect(b?.canonicalPath).toBe(first);
  });

  it.each(SITE_PAGES)('lists %s in the sitemap as a public page of its own', (path) => {
    const route = pageRoutes.find((candidate) => matchPath(candidate.path, path));
    expect(route?.access).not.toBe('signed-in');
    expect(route?.canonicalPath ?? path).toBe(path);
    expect(route?.accepts?.(paramsOf(route.path, path)) ?? true).toBe(true);
  });

  it('sets a canonical path only on duplicates', () => {
    const canonical = pageRoutes.filter((route) => route.canonicalPath).map((route) => route.path);
    expect(canonical.sort()).toEqual(
      [
        '/auth-confirm',
        '/auth/confirm',
        '/blog',
        '/confirmation',
        '/news',
        '/order-confirmation',
      ].sort(),
    );
  });
});

describe('every public page', () => {
  it.each(publicRoutes.map((route) => [route.example, route] as const))(
    '%s shows its heading, sets its metadata and records a page view',
    async (example, route) => {
      renderApp(example);
      const params = paramsOf(route.path, example);
      const screenMeta = SCREEN_META[route.id];
      const title = `${screenMeta?.title ?? resolveMeta(route.title, params)} | ${BRAND}`;

      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(title));
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        screenMeta?.description ?? resolveMeta(route.description, params),
      );
      const canonical = document.head.querySelector('link[rel="canonical"]');
      if (route.canonicalPath) {
        expect(canonical).toHaveAttribute('href', `${ORIGIN}${route.canonicalPath}`);
      } else {
        expect(canonical).toBeNull();
      }
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({
          event: 'page_view',
          page_location: `${ORIGIN}${example}`,
          page_title: title,
        }),
      );
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );
});

describe('the sign-in page', () => {
  it('is titled for the form it shows, with one page view', async () => {
    const user = userEvent.setup();
    renderApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Sign In | ${BRAND}`));
    const views = () =>
      window.dataLayer?.filter((entry) => (entry as { event?: string }).event === 'page_view')
        .length;
    const viewed = views();

    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create an Account' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Create an Account | ${BRAND}`));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(document.title).toBe(`Sign In | ${BRAND}`));
    expect(views()).toBe(viewed);
  });
});

describe('the profile guard', () => {
  it.each([...profileRoutes.map((route) => route.example), '/profile', '/profile/nope?x=1'])(
    'sends a signed-out visitor from %s home and remembers the way back',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.location.pathname).toBe('/'));
      expect(router.location.state).toEqual({ from: path });
      expect(sessionStorage.getItem(AUTH_RETURN_KEY)).toBe(path);
      // The sign-in modal opens over the home page, saying why.
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(SIGN_IN_REASON)).toBeInTheDocument();
      expect(
        screen.getByRole('heading', {
          level: 1,
          name: 'Design Your Perfect Storage',
          hidden: true,
        }),
      ).toBeInTheDocument();
    },
  );

  it('sends a customer who just logged out from a profile page home, with no sign-in modal', async () => {
    const restoreSignOut = answerFetch({
      '/api/auth/sign-out': { status: 200, body: { success: true } },
    });
    await signOut(new QueryClient());
    restoreSignOut();
    const { router } = renderApp('/profile/address');
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Design Your Perfect Storage' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(AUTH_RETURN_KEY)).toBeNull();
  });

  it('lets a signed-in user in, starting at the overview', async () => {
    const { router } = renderApp('/profile', {
      session: { status: 'signed-in', user: { id: 'u1', email: 'ada@example.com' } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Overview' }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/profile/overview');
    expect(sessionStorage.getItem(AUTH_RETURN_KEY)).toBeNull();
  });
});

describe('unknown paths', () => {
  it.each([
    '/no-such-page',
    '/shop/not-a-category',
    '/shop/chairs/product/1',
    '/blog/a/b',
    '/blog/no-such-article',
  ])('%s shows the not-found screen and logs a warning', async (path) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(path));
    await waitFor(() => expect(document.title).toBe(`${notFoundMeta.title} | ${BRAND}`));
  });
});
