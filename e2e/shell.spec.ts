import { expectNoViolations } from './support/axe.ts';
import { dataLayer, expect, setConsent, test } from './support/fixtures.ts';
import { openInApp } from './support/pages.ts';
import { linkIn, uniqueEmail, waitForMail } from './support/mail.ts';
import { SHOP_URL, VENDOR_IDS, VENDOR_SHOP_URL } from './support/servers.ts';
import { outsideRequests, standInVendors } from './support/vendors.ts';

const SHOP_MENU = [
  ['Bookshelf', '/shop/bookshelf'],
  ['Sideboard', '/shop/sideboard'],
  ['TV Stand', '/shop/tv-stand'],
  ['Vinyl Collection Shelf', '/shop/vinyl-collection-shelf'],
  ['Shoe Rack', '/shop/shoe-rack'],
  ['Wall Storage', '/shop/wall-storage'],
  ['Dresser', '/shop/dresser'],
  ['Nightstand', '/shop/night-stand'],
] as const;

test.describe('cookie consent', () => {
  test('Accept is stored, hides the banner, and stays hidden', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expectNoViolations(page, 'the cookie banner');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('the keyboard reaches the banner before the page; Decline is stored, returns to the page and keeps the banner hidden', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    // The skip link, the privacy policy, then Decline: not after every link of the page.
    const decline = banner.getByRole('button', { name: 'Decline' });
    for (let press = 0; press < 3; press++) await page.keyboard.press('Tab');
    await expect(decline).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect(page.locator('#main-content')).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

test.describe('header', () => {
  test.beforeEach(async ({ page }) => setConsent(page, 'declined'));

  test('the Shop menu lists the eight categories and opens one, by keyboard and by mouse', async ({
    page,
  }) => {
    await page.goto('/');
    // The menu lists the categories the shop reads at start; a keyboard user meets the loaded list.
    await page.waitForLoadState('networkidle');
    const shop = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Shop' });
    await shop.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /Sideboard/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/shop/sideboard');

    await shop.click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText(SHOP_MENU.map(([name]) => name));
    await expectNoViolations(page, 'the Shop menu');
    await page.getByRole('menuitem', { name: 'Wall Storage' }).click();
    await expect(page).toHaveURL('/shop/wall-storage');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('badges stay empty when the stored cart is damaged, and count the cart and wishlist, reading 9+ above 9', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // Only on the first load: the reload reads what the test stores after it.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cart', '{not json');
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

    await page.evaluate(() => {
      const line = (id: string, quantity: number) => ({
        id,
        name: 'Bookcase',
        priceCents: 36_200 + quantity,
        designType: 'bookcase',
        quantity,
      });
      localStorage.setItem(
        'cart',
        JSON.stringify({ state: { items: [line('a', 7), line('b', 5)] }, version: 1 }),
      );
      localStorage.setItem(
        'wishlist',
        JSON.stringify({
          state: {
            items: ['w1', 'w2', 'w3'].map((id) => ({
              id,
              name: id,
              priceCents: 36_200,
              designType: 'bookcase',
            })),
          },
          version: 1,
        }),
      );
    });
    await page.reload();
    const cart = page.getByRole('button', { name: 'Cart, 12 items' });
    await expect(cart).toBeVisible();
    await expect(cart).toContainText('9+');
    const wishlist = page.getByRole('button', { name: 'Wishlist, 3 items' });
    await expect(wishlist).toContainText('3');
  });

  test('Sign In opens the sign-in modal over the page, by mouse and by keyboard', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/about');
    await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Sign In' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, 'the sign-in modal');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create an account' });
    await expect(signUp.getByLabel('Confirm Password')).toBeVisible();
    await expectNoViolations(page, 'the sign-up modal');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await expect(signUp.getByText('Invalid email')).toBeVisible();
    await expectNoViolations(page, 'the sign-up modal with every message showing');
  });

  test('every width offers Free Form with its NEW badge, which opens the free-form configurator', async ({
    page,
  }) => {
    for (const width of [768, 900, 1023, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const main = page.getByRole('navigation', { name: 'Main' });
      if (await main.isVisible()) {
        await expect(main.getByRole('link', { name: /Free Form\s*NEW/ }), `${width}`).toBeVisible();
        continue;
      }
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: /Free Form\s*NEW/ }), `${width}`).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Free Form/ })
      .click();
    await expect(page).toHaveURL(/\/shop\/free-form\/product\//);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Free-Form Cell Configurator' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start with a box' })).toBeVisible();
  });

  test('Inch Config opens the Minimalist TV Console, under the product header', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Inch Config' }).click();
    await expect(page).toHaveURL('/shop/tv-stand/product/minimalist-tv-console');
    await expect(
      page.getByRole('heading', { name: 'Minimalist TV Console', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to TV Stands' })).toBeVisible();
  });
});

test.describe('newsletter', () => {
  test.use({
    expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 400/],
  });
  test.beforeEach(async ({ page }) => setConsent(page, 'declined'));

  test('subscribes once the mailed link is followed, says the same again, and explains a bad address or refuses it unsent', async ({
    page,
  }) => {
    const email = uniqueEmail('reader');
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter' });
    const field = form.getByRole('textbox', { name: 'Email address' });
    const checkInbox =
      'Almost done! Check your inbox and confirm your subscription with the link we sent.';

    await field.fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(checkInbox)).toBeVisible();
    await expect(field).toHaveValue('');

    const mail = await waitForMail(email, /newsletter subscription$/);
    await page.goto(linkIn(mail, /newsletter-confirm=/));
    await expect(
      page.getByText('Thanks for subscribing! Watch your inbox for new designs.'),
    ).toBeVisible();
    await expect(page).toHaveURL(`${SHOP_URL}/`);

    // Subscribed or not, the form answers alike: it tells no one who is on the list.
    await field.fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(checkInbox).last()).toBeVisible();

    await field.fill('reader@example');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Enter a valid e-mail address, like name@example.com.',
    );
    await expect(field).toHaveValue('reader@example');

    // An address without an @ the browser refuses before anything is sent.
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/newsletter')) sent = true;
    });
    await field.fill('not an address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await field.evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(false);
    expect(sent).toBe(false);
  });
});

test.describe('security', () => {
  test('pages carry the security headers, and a blocked script is reported to the server and to analytics', async ({
    page,
  }) => {
    test.info().annotations.push({
      type: 'note',
      description: 'the console error is the browser’s own CSP message',
    });
    await setConsent(page, 'declined');
    const response = await page.goto('/shop');
    const headers = response?.headers() ?? {};
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    expect(headers['content-security-policy']).toContain("script-src 'self'");

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const report = page.waitForRequest(
      (r) => r.url().endsWith('/api/csp-report') && r.method() === 'POST',
    );
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://blocked.example/tracker.js';
      document.head.appendChild(script);
    });
    expect((await report).postData()).toContain('blocked.example');
    await expect
      .poll(async () => (await dataLayer(page)).find((e) => e.event === 'csp_violation'))
      .toMatchObject({ event: 'csp_violation' });
  });
  test.use({
    // One pattern: a fixture option given as two values would read as a value and its options.
    expectedConsoleErrors: [/Content Security Policy|^CSP violation: .*blocked\.example/],
  });

  test('nothing leaves the machine without consent', async ({ page }) => {
    const outside = outsideRequests(page);
    await page.goto(`${VENDOR_SHOP_URL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`${VENDOR_SHOP_URL}/shop`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(outside.map((r) => r.url())).toEqual([]);
  });
});

test.describe('support chat and tag manager (configured)', () => {
  test('load only after the visitor accepts cookies', async ({ page }) => {
    const traffic = await standInVendors(page);
    await page.goto(`${VENDOR_SHOP_URL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(traffic).toEqual({ intercom: [], gtm: [] });

    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect(page.getByRole('button', { name: 'Open Intercom Messenger' })).toBeVisible();
    expect(traffic.intercom).toEqual([
      `https://widget.intercom.io/widget/${VENDOR_IDS.intercomAppId}`,
    ]);
    await expect.poll(() => traffic.gtm.length).toBe(1);
    expect(traffic.gtm[0]).toContain(`id=${VENDOR_IDS.gtmId}`);
  });

  test('stay unloaded after Decline', async ({ page }) => {
    const traffic = await standInVendors(page);
    await page.goto(`${VENDOR_SHOP_URL}/`);
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Decline' })
      .click();
    await page.goto(`${VENDOR_SHOP_URL}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(traffic).toEqual({ intercom: [], gtm: [] });
  });

  test('the chat launcher is hidden where it would be in the way, and back on /shop after each', async ({
    page,
  }) => {
    await standInVendors(page);
    await setConsent(page, 'accepted');
    const launcher = page.getByRole('button', { name: 'Open Intercom Messenger' });
    // A visit that starts on such a page boots the chat with its launcher hidden.
    await page.goto(`${VENDOR_SHOP_URL}/checkout`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => typeof (window as { Intercom?: unknown }).Intercom))
      .toBe('function');
    await expect(launcher).toBeHidden();
    await openInApp(page, '/shop');
    await expect(launcher).toBeVisible();
    // Then page changes inside the app, as its links make them: the chat is told of each one.
    for (const path of [
      '/checkout/c-123',
      '/confirmation',
      '/order-confirmation',
      '/configurator',
      '/configurator-inch',
      '/shop?embed=1',
      '/shop?hideNav=1',
      '/shop?hideBanner=1',
      '/shop?hideChrome=1',
    ]) {
      await openInApp(page, path);
      await expect(page).toHaveURL(`${VENDOR_SHOP_URL}${path}`);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(launcher, path).toBeHidden();
      await openInApp(page, '/shop');
      await expect(launcher, `/shop after ${path}`).toBeVisible();
    }
  });
});

test('the first screen is set in Inter, preloaded; the rest of the Latin face comes only for a word that needs it', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Loaded, not merely matched: a face the browser passes over for the text is never loaded.
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
  );
  expect(loaded).toEqual(['Inter Variable']);
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toHaveLength(1);
  // The shop’s own cut of the Latin face: the characters its words are set in (scripts/subset-font.mjs).
  expect(preloaded[0]).toMatch(/^\/assets\/inter-basic-[\w-]{8}\.woff2$/);
  // The preloaded file is the one the page uses, fetched once; no other script's face is.
  expect(fonts).toEqual(preloaded);

  // A word with an accented letter brings the rest of the Latin face, and only then.
  const faces = await page.evaluate(async () =>
    (await document.fonts.load('1rem "Inter Variable"', 'Café')).map((face) => face.status),
  );
  expect(faces).toEqual(['loaded', 'loaded']);
  expect(fonts).toHaveLength(2);
  expect(fonts[1]).toMatch(/^\/assets\/inter-latin-rest-[\w-]{8}\.woff2$/);
});

test('a written page fetches the app’s code only once its first screen is painted', async ({
  page,
}) => {
  await page.goto('/faq');
  // The app has taken over the written screen.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const { paint, entry, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    entry: new URL(document.querySelector<HTMLScriptElement>('script[type="module"]')!.src)
      .pathname,
    scripts: performance
      .getEntriesByType('resource')
      .filter((resource) => new URL(resource.name).pathname.endsWith('.js'))
      .map((resource) => ({ path: new URL(resource.name).pathname, start: resource.startTime })),
  }));
  expect(paint).toBeDefined();
  const app = scripts.filter((script) => script.path !== entry);
  expect(app.length).toBeGreaterThan(0);
  for (const script of app) expect(script.start, script.path).toBeGreaterThanOrEqual(paint!);
});

test.describe('a phone-sized first load', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ['/', '/about', '/shop/sideboard', '/configurator']) {
    test(`${path} does not shift as its code and content arrive`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      const total = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(total).toBeLessThanOrEqual(0.02);
    });
  }
});
