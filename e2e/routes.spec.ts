import { expectNoViolations } from './support/axe.ts';
import { expect, setConsent, test } from './support/fixtures.ts';
import { expectPageTemplate, openInApp } from './support/pages.ts';

/**
 * Pages as a customer reaches them: the unit tier (src/web/app/routes.test.tsx) proves every
 * route's screen, title and description, and that no two screens share one; here each page
 * template is checked once (support/pages.ts) in the journey that is on it. This file holds the
 * templates no other journey visits, the addresses that share a screen, the not-found screens and
 * the profile guard.
 */

test.beforeEach(async ({ page }) => {
  await setConsent(page, 'declined');
});

test('the account overview and address book, signed in: their screens, the account menu and the address form are accessible', async ({
  page,
  customer,
}) => {
  await page.goto('/profile/overview');
  await expect(page.getByText(customer).first()).toBeVisible();
  await expectPageTemplate(page, '/profile/overview');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page, 'the account menu');
  await page.keyboard.press('Escape');

  await page.goto('/profile/address');
  await expectPageTemplate(page, '/profile/address');
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Enter a 5-digit ZIP code')).toBeVisible();
  await expectNoViolations(page, 'the address form with every message showing');
});

test('the other profile pages, signed in, each show their screen', async ({ page, customer }) => {
  for (const path of ['/profile/order-status', '/profile/wishlist', '/profile/update-password']) {
    await page.goto(path);
    await expect(
      page.getByRole('button', { name: `Account menu for ${customer.split('@')[0]}` }),
    ).toBeVisible();
    await expectPageTemplate(page, path);
  }
});

test('each page at two addresses shows one screen, with the canonical link to the first', async ({
  page,
}) => {
  for (const [first, second] of [
    ['/blog', '/news'],
    ['/confirmation', '/order-confirmation'],
    ['/auth/confirm?email=a%40b.co&type=signup', '/auth-confirm?email=a%40b.co&type=signup'],
  ] as const) {
    const canonical = first.split('?')[0]!;
    const screens: string[] = [];
    for (const path of [first, second]) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1, path).toBeVisible();
      if (first === '/blog') await expect(h1, path).toHaveText('Blog');
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
        'href',
        new URL(canonical, page.url()).toString(),
      );
      // The blog's list arrives after the page: compare once it is in.
      if (first === '/blog') {
        await expect(
          page.getByRole('list', { name: 'Articles' }).getByRole('link').first(),
        ).toBeVisible();
      }
      screens.push(await page.locator('main').innerText());
      // The confirmation pages' templates are checked here; the blog's where its articles are
      // read (content-pages.spec.ts).
      if (path === first && first !== '/blog') await expectPageTemplate(page, first);
    }
    expect(screens[1], `${second} shows what ${first} shows`).toBe(screens[0]);
  }
});

test.describe(() => {
  // Each unknown page answers 404, which the browser reports on its console, as it does the 404 of
  // an order this visitor may not see.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('unknown addresses answer a real 404 with a screen that says so and leads on', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Birch & Cell');
    expect(warnings.some((w) => w.includes('/no/such/page'))).toBe(true);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, 'the not-found page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    for (const path of ['/shop/spaceships', '/blog/no-such-article']) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeVisible();
      await expect(page, path).toHaveTitle('Page Not Found | Birch & Cell');
    }

    // An unknown design says so and leads back to its category.
    const design = await page.goto('/shop/sideboard/product/no-such-design');
    expect(design?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Design not found', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Design not found | Birch & Cell');
    await page.getByRole('link', { name: 'See all Sideboards' }).click();
    await expect(page).toHaveURL('/shop/sideboard');

    // An order's assembly instructions ask for the order, which this visitor may not see.
    await page.goto('/assembly-instructions/BC-1001');
    await expectPageTemplate(
      page,
      'the assembly instructions of an order this visitor may not see',
    );
  });
});

test('a profile page sends a signed-out visitor home to the sign-in modal and remembers where they were going', async ({
  page,
}) => {
  const dialog = page.getByRole('dialog');
  for (const [index, path] of [
    '/profile',
    '/profile/overview',
    '/profile/address',
    '/profile/order-status',
    '/profile/wishlist',
    '/profile/update-password',
  ].entries()) {
    // The first by its address, the others by a page change inside the app, as a link makes it.
    if (index === 0) {
      await page.goto(`${path}?tab=recent`);
    } else {
      await page.keyboard.press('Escape');
      await expect(dialog, path).toBeHidden();
      await openInApp(page, `${path}?tab=recent`);
    }
    await expect(page, path).toHaveURL('/');
    // The sign-in modal opens over the home page, saying why.
    await expect(dialog, path).toBeVisible();
    await expect(dialog.getByText('Please sign in to see your account.'), path).toBeVisible();
    // The home page's hero is behind it (its fallback slide or the shop's first slide).
    await expect(
      page.getByRole('region', { name: 'Featured', includeHidden: true }).getByRole('heading', {
        level: 1,
        includeHidden: true,
      }),
      path,
    ).not.toHaveCount(0);
    const remembered = await page.evaluate(() => sessionStorage.getItem('auth-return-to'));
    expect(remembered, path).toMatch(new RegExp(`^${path}(/overview)?\\?tab=recent$`));
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
