import { test as base, expect, type Page } from '@playwright/test';
import { confirmedCustomer } from './accounts.ts';
import { uniqueEmail } from './mail.ts';
import { SHOP_URL } from './servers.ts';

/**
 * Every page is watched: an uncaught error, a console error or a Content-Security-Policy violation
 * the browser reports fails the test that caused it.
 */
/**
 * A storefront page the server wrote shows at once but stays inert until the app has taken over
 * (docs/decisions/020-first-screen.md). A journey acts on the page, so after each load it waits
 * for the app, as a visitor waits for a page to respond.
 */
async function appStarted(page: Page) {
  await page.waitForFunction(() => document.querySelector('#root[inert]') === null);
}

/** Tests started so far in this worker, for each test's own client address. */
let testsInWorker = 0;

export const test = base.extend<{
  /** Console errors a test provokes on purpose, such as Chromium's note on a 400 answer. */
  expectedConsoleErrors: RegExp[];
  pageErrors: string[];
  /**
   * A confirmed customer of the shop at SHOP_URL, made through the API (accounts.ts), as whom the
   * test's browser is signed in before its first page: the e-mail address.
   */
  customer: string;
}>({
  expectedConsoleErrors: [[], { option: true }],
  customer: async ({ page }, provide) => {
    await provide(await confirmedCustomer(page.request, uniqueEmail('customer')));
  },
  // Each journey is a customer of its own, from an address of its own, as behind the load balancer
  // the shop at SHOP_URL is told it stands behind (TRUST_PROXY): journeys that sign up do not
  // share one per-client sign-up limit because they happen to run in the same minute. Journeys on
  // a shop that trusts no proxy send no such header: it would count the socket's address anyway,
  // and its developer mail page refuses a request forwarded by a proxy it does not trust.
  extraHTTPHeaders: async ({ extraHTTPHeaders, baseURL }, provide, testInfo) => {
    if (baseURL !== SHOP_URL) return provide(extraHTTPHeaders);
    testsInWorker += 1;
    // By worker process, not slot: a worker started again after a failure counts from one again.
    const address = `10.${testInfo.workerIndex % 250}.${Math.floor(testsInWorker / 250) % 250}.${(testsInWorker % 250) + 1}`;
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appStarted(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appStarted(page);
      return response;
    };
    await provide(page);
  },
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !expectedConsoleErrors.some((re) => re.test(text))) {
          errors.push(`console.error: ${text}`);
        }
      });
      page.on('request', (request) => {
        if (new URL(request.url()).pathname !== '/api/csp-report') return;
        const text = `CSP violation: ${request.postData() ?? ''}`;
        if (!expectedConsoleErrors.some((re) => re.test(text))) errors.push(text.slice(0, 600));
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

/**
 * Holds back the answers to requests matching `url` (not changed, only delayed) until the returned
 * function is called, so a test can see what the page shows before they arrive.
 */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
