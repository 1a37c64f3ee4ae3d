import type { Page } from '@playwright/test';
import { dataLayer, expect, setConsent, test } from './support/fixtures.ts';
import { expectPageTemplate } from './support/pages.ts';

// The shop's own content as a visitor meets it: the running promotion above every page (the demo
// shop seeds two banners, the first with a weekly countdown) and the About page's sections.
// A shop whose owner switched the banner off is in owner-changes.spec.ts.

// A test that watches the banners turn takes over the page's clock before its first load
// (page.clock.install): the clock runs as usual, and the test moves it on past a rotation instead
// of waiting one out.

/** The seeded set's rotation interval (5 s), and a little more. */
const ROTATION_MS = 5_000;
const LONGER_THAN_A_ROTATION_MS = 6_000;

const COUNTDOWN = /^\d+d \d{2}:\d{2}:\d{2}$/;

/** The banner on show (the others are laid out invisibly beside it, to keep the bar's height). */
const shownBanner = (page: Page) =>
  page.getByRole('region', { name: 'Promotions' }).locator('[aria-live]');

test.beforeEach(async ({ page }) => {
  await setConsent(page, 'declined');
});

test('the running promotion shows above the header with its countdown ticking', async ({
  page,
}) => {
  await page.goto('/faq');
  const banner = page.getByRole('region', { name: 'Promotions' });
  await expect(shownBanner(page)).toContainText('Winter sale:');
  await expect(banner.getByRole('link', { name: 'See the designs' })).toHaveAttribute(
    'href',
    '/shop',
  );
  const countdown = banner.locator('[aria-hidden="true"]').filter({ hasText: COUNTDOWN });
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 2500 });

  // The header sticks right below the banner, also once the page is scrolled.
  await page.mouse.wheel(0, 600);
  await expect
    .poll(async () => {
      const bar = await banner.boundingBox();
      const header = await page.locator('header').first().boundingBox();
      return bar && header ? Math.round(header.y - (bar.y + bar.height)) : null;
    })
    .toBe(0);
});

test('the banners take turns, stand still while the pointer is over them, and turn on after a click on Next', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/faq');
  const banner = page.getByRole('region', { name: 'Promotions' });
  const shown = shownBanner(page);
  await expect(shown).toContainText('Winter sale:');
  await page.clock.fastForward(ROTATION_MS);
  await expect(shown).toContainText('We plant a tree for every custom shelf order.');

  await banner.hover();
  const text = await shown.textContent();
  await page.clock.fastForward(LONGER_THAN_A_ROTATION_MS);
  await expect(shown).toHaveText(text ?? '');

  await page.mouse.move(600, 600);
  await page.clock.fastForward(ROTATION_MS);
  await expect(shown).toContainText('Winter sale:');

  // A click on Next leaves the banners turning once the pointer has left.
  await banner.getByRole('button', { name: 'Next promotion' }).click();
  await expect(shown).toContainText('We plant a tree');
  await page.mouse.move(600, 600);
  await page.clock.fastForward(ROTATION_MS);
  await expect(shown).toContainText('Winter sale:');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the bar keeps its height as the banners turn, so the page below never moves', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/faq');
    const banner = page.getByRole('region', { name: 'Promotions' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(shownBanner(page)).toContainText('Winter sale:');
    const height = (await banner.boundingBox())?.height;
    const headingAt = (await heading.boundingBox())?.y;
    await page.clock.fastForward(ROTATION_MS);
    await expect(shownBanner(page)).toContainText('We plant a tree');
    expect((await banner.boundingBox())?.height).toBe(height);
    expect((await heading.boundingBox())?.y).toBe(headingAt);
  });

  test('a tap on Pause then Play leaves the banners turning and the countdown ticking', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/faq');
    const banner = page.getByRole('region', { name: 'Promotions' });
    await expect(shownBanner(page)).toContainText('Winter sale:');
    await banner.getByRole('button', { name: 'Pause promotions' }).tap();
    await banner.getByRole('button', { name: 'Play promotions' }).tap();
    const countdown = banner.locator('[aria-hidden="true"]').filter({ hasText: COUNTDOWN });
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '', { timeout: 2500 });
    await page.clock.fastForward(ROTATION_MS);
    await expect(shownBanner(page)).toContainText('We plant a tree');
  });
});

test('an embedded view shows no banner', async ({ page }) => {
  await page.goto('/faq?hideBanner=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Promotions' })).toHaveCount(0);
});

test('the About page shows the shop’s own sections and records the visit', async ({ page }) => {
  // A visit that starts here has the sections in the page: nothing to wait for, nothing moves.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/about') asked.push(request.url());
  });
  await page.goto('/about');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Furniture you design, built by people who care how it is made',
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Maya, co-founder and head of design' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Customisation without complexity' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our timeline' })).toContainText(
    '3D configurator launch',
  );
  await expect(page.getByRole('link', { name: 'Start designing' })).toHaveAttribute(
    'href',
    '/shop',
  );
  // The server wrote the page; the visit is recorded once the app has taken over.
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual(expect.objectContaining({ event: 'about_page_view' }));
  await expectPageTemplate(page, '/about');
  expect(asked).toEqual([]);
});

test.describe('when the About sections cannot be read', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test('the About page says so, and Try again loads it', async ({ page }) => {
    // Coming from another page, the About page asks the API for its sections.
    await page.route('**/api/about', (route) => route.abort('failed'));
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error loading page content. Please try again.');
    await expect(page.getByRole('heading', { name: 'Designed to evolve' })).toHaveCount(0);

    await page.unroute('**/api/about');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { name: 'Maya, co-founder and head of design' }),
    ).toBeVisible();
  });
});
