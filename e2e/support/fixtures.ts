import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page is watched: an uncaught error or a console error fails the test that caused it.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The events the page pushed to its data layer. */
export async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
    return JSON.parse(JSON.stringify(layer)) as Record<string, unknown>[];
  });
}

/** Answers the cookie banner so it stays out of the way. */
export async function setConsent(page: Page, value: 'accepted' | 'declined') {
  await page.addInitScript((consent) => {
    if (!localStorage.getItem('cookie-consent')) localStorage.setItem('cookie-consent', consent);
  }, value);
}
