import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { dataLayer, expect } from './fixtures.ts';

/**
 * What every page template shows, checked once per template in the journey that is on it (the
 * unit tier, src/web/app/routes.test.tsx, checks every route's screen, title and description): its
 * screen with a heading, a title carrying the brand, a description written for it, a page_view
 * event whose address carries no token, e-mail address or sign-in code, and, once the page has
 * settled, no accessibility violations.
 */
export async function expectPageTemplate(page: Page, what: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^\S.* \| Birch & Cell$/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0, `${what}: description`).toBeGreaterThanOrEqual(50);

  const title = await page.title();
  const location = new URL(page.url());
  for (const secret of ['token', 'email', 'code', 'state']) location.searchParams.delete(secret);
  await expect
    .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'page_view'))
    .toContainEqual(
      expect.objectContaining({
        page_location: location.toString(),
        page_title: title,
        page_referrer: expect.any(String),
      }),
    );
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, what);
}

/**
 * Moves the app to `path` as its own links do (the history changes, the page is not loaded
 * again), for journeys that visit many addresses on one page.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
