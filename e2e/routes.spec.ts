import { expectNoViolations } from './support/axe.ts';
import { dataLayer, expect, setConsent, test } from './support/fixtures.ts';

/**
 * Every page the shop lists (docs/rules/storefront.md, docs/rules/configurators.md), visited as a customer would:
 * each shows its screen with a title carrying the brand, a description written for it, and a
 * page_view event, without errors.
 */
const CATEGORIES = [
  'bookshelf',
  'sideboard',
  'dresser',
  'night-stand',
  'office-desk',
  'vinyl-collection-shelf',
  'shoe-rack',
  'wall-storage',
  'closet',
  'tv-stand',
  'free-form',
];

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/configurator',
  '/configurator-inch',
  '/checkout',
  '/checkout/c-12345',
  '/checkout-success',
  '/confirmation',
  '/order-confirmation',
  '/auth',
  '/auth/confirm?email=ada%40example.com&type=signup',
  '/auth-confirm?email=ada%40example.com&type=signup',
  '/reset-password',
  '/shop',
  ...CATEGORIES.map((slug) => `/shop/${slug}`),
  '/shop/bookshelf/product/birch-open-bookcase',
  '/shop/sideboard/product/black-sideboard',
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
];

test.beforeEach(async ({ page }) => {
  await setConsent(page, 'declined');
});

// An order's assembly instructions ask for the order, which this visitor may not see: the browser
// notes the 404 answer in its console, and the page says so.
const ORDER_NOT_FOUND = /Failed to load resource: the server responded with a status of 404/;
const expectedErrors = (path: string) =>
  path.startsWith('/assembly-instructions/') ? [ORDER_NOT_FOUND] : [];

for (const path of PUBLIC_ROUTES) {
  test.describe(() => {
    test.use({ expectedConsoleErrors: expectedErrors(path) });
    test(`${path} has its screen, title, description and page view, and no accessibility violations`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
      await expect(page).toHaveTitle(/^\S.* \| Birch & Cell$/);

      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThanOrEqual(50);

      const title = await page.title();
      // The address as analytics may see it: no token, e-mail address or sign-in code.
      const location = new URL(path, page.url());
      for (const secret of ['token', 'email', 'code', 'state'])
        location.searchParams.delete(secret);
      await expect
        .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'page_view'))
        .toContainEqual(
          expect.objectContaining({
            page_location: location.toString(),
            page_title: title,
            page_referrer: expect.any(String),
          }),
        );
      // The accessibility sweep of every route (e2e/support/axe.ts), once the page has settled.
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, path);
    });
  });
}

test.describe(() => {
  test.use({ expectedConsoleErrors: [ORDER_NOT_FOUND] });
  test('no two pages share a title or a description', async ({ page }) => {
    // One visit to every page in turn: slower than one test per page, by design.
    test.setTimeout(360_000);
    const seen = new Map<string, string>();
    // Duplicate paths, and a checkout with its id, are one screen by design.
    const duplicates = new Set([
      '/news',
      '/order-confirmation',
      '/auth-confirm',
      '/checkout/c-12345',
    ]);
    for (const path of PUBLIC_ROUTES.filter((p) => !duplicates.has(p.split('?')[0] ?? p))) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const title = await page.title();
      const description =
        (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      for (const key of [title, description]) {
        expect(seen.get(key), `${path} repeats ${seen.get(key)}: ${key}`).toBeUndefined();
        seen.set(key, path);
      }
    }
  });
});

test.describe('duplicate routes', () => {
  for (const [path, canonical, heading] of [
    ['/blog', '/blog', 'Blog'],
    ['/news', '/blog', 'Blog'],
    ['/confirmation', '/confirmation', null],
    ['/order-confirmation', '/confirmation', null],
    ['/auth/confirm?email=a%40b.co&type=signup', '/auth/confirm', null],
    ['/auth-confirm?email=a%40b.co&type=signup', '/auth/confirm', null],
  ] as const) {
    test(`${path} shows the same screen with the canonical link ${canonical}`, async ({ page }) => {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      if (heading) await expect(h1).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(canonical, page.url()).toString(),
      );
    });
  }

  test('both forms render the same heading and text', async ({ page }) => {
    const texts: string[] = [];
    for (const path of ['/confirmation', '/order-confirmation']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      texts.push(await page.locator('main').innerText());
    }
    expect(texts[0]).toBe(texts[1]);
  });
});

test.describe('the not-found screen', () => {
  // The page itself answers 404, which the browser reports on its console.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('answers an unknown path with a real 404, logs it, and links home', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/ \| Birch & Cell$/);
    expect(warnings.some((w) => w.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe(() => {
    test('answers an unknown category or design with a real 404', async ({ page }) => {
      for (const path of ['/shop/spaceships', '/shop/sideboard/product/no-such-design']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { name: /not found/i, level: 1 })).toBeVisible();
      }
    });
  });
});

test.describe('the profile area', () => {
  for (const path of [
    '/profile',
    '/profile/overview',
    '/profile/address',
    '/profile/order-status',
    '/profile/wishlist',
    '/profile/update-password',
  ]) {
    test(`${path} sends a signed-out visitor home and remembers where they were going`, async ({
      page,
    }) => {
      await page.goto(`${path}?tab=recent`);
      await expect(page).toHaveURL('/');
      // The sign-in modal opens over the home page, saying why.
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Please sign in to see your account.')).toBeVisible();
      // The home page's hero is behind it (its fallback slide or the shop's first slide).
      await expect(
        page.getByRole('region', { name: 'Featured', includeHidden: true }).getByRole('heading', {
          level: 1,
          includeHidden: true,
        }),
      ).not.toHaveCount(0);
      const remembered = await page.evaluate(() => sessionStorage.getItem('auth-return-to'));
      expect(remembered).toMatch(new RegExp(`^${path}(/overview)?\\?tab=recent$`));
    });
  }
});

test('a new page starts at the top, and # links scroll smoothly', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'FAQ' })
    .click();
  await expect(page).toHaveURL('/faq');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
    'smooth',
  );
});
