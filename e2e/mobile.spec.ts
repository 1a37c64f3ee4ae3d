import { mailedResetLink } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { design, savedEntryInPanel } from './support/designs.ts';
import { expect, holdBack, setConsent, test } from './support/fixtures.ts';

// A phone 360 px wide (the mobile project in playwright.config.ts).

test('the menu opens the Shop accordion with the eight categories, and Escape closes it, focus back on its button', async ({
  page,
}) => {
  await setConsent(page, 'declined');
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectNoViolations(page, 'the phone menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await menu.getByRole('button', { name: 'Shop' }).click();
  const links = menu.getByRole('region').getByRole('link');
  await expect(links).toHaveText([
    'Bookshelf',
    'Sideboard',
    'TV Stand',
    'Vinyl Collection Shelf',
    'Shoe Rack',
    'Wall Storage',
    'Dresser',
    'Nightstand',
  ]);
  await menu.getByRole('link', { name: 'Shoe Rack' }).click();
  await expect(page).toHaveURL('/shop/shoe-rack');
  await expect(menu).toBeHidden();
});

test('a click on the menu button while the menu’s code arrives still opens the menu', async ({
  page,
}) => {
  await setConsent(page, 'declined');
  // The menu's code is held back until the button is pressed, and arrives before the press ends.
  // (A mouse's click goes to the element pressed, unlike a tap's, which goes to what is under the
  // finger when it lifts.)
  const deliver = await holdBack(page, '**/assets/mobile-menu-dialog-*.js');
  await page.goto('/');
  const box = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const arrived = page.waitForResponse('**/assets/mobile-menu-dialog-*.js');
  deliver();
  const chunk = await arrived;
  await chunk.finished();
  // Imported again, the chunk resolves once the page has run it: the menu's code is in.
  await page.evaluate((url) => import(url).then(() => undefined), chunk.url());
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test.describe(() => {
  // The unknown path answers 404, which the browser reports on its console.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('each kind of page fits the screen without sideways scrolling', async ({ page }) => {
    await setConsent(page, 'declined');
    for (const path of [
      '/',
      '/shop',
      '/shop/bookshelf',
      '/about',
      '/configurator',
      '/no/such/page',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      // The home page and a category on a phone are checked for accessibility too (the
      // configurators in configurator-mobile.spec.ts and inch-mobile.spec.ts).
      if (path === '/' || path === '/shop/bookshelf') {
        await page.waitForLoadState('networkidle');
        await expectNoViolations(page, `${path} on a phone`);
      }
    }
  });
});

test('a long e-mail address wraps on the confirm and reset pages instead of widening them', async ({
  page,
}) => {
  await setConsent(page, 'declined');
  const email = `${'a-very-long-mailbox-name'.repeat(2)}-${Date.now().toString(36)}@an-unusually-long-domain-name.example.com`;
  // The reset page names the account its link's token resets.
  const resetLink = await mailedResetLink(page.request, email);
  for (const path of [`/auth/confirm?email=${encodeURIComponent(email)}&type=signup`, resetLink]) {
    await page.goto(path);
    const shown = page.getByText(email).first();
    await expect(shown).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
    // Nor is it cut off: the whole address lies within the screen.
    const box = (await shown.boundingBox())!;
    expect(box.x + box.width, path).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
});

test('while the cookie banner shows, what gets keyboard focus is scrolled clear of it, and a tap answers it', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/faq');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  const questions = page.locator('main summary');
  await expect(questions.first()).toBeVisible();
  // Tab to the questions one after another: each must be wholly above the banner once focused.
  await questions.first().focus();
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const [item, bar] = await Promise.all([focused.boundingBox(), banner.boundingBox()]);
    expect(item, `focus stop ${step}`).not.toBeNull();
    expect(item!.y + item!.height, `focus stop ${step}`).toBeLessThanOrEqual(bar!.y);
  }

  // Its buttons are big enough for a finger.
  const accept = banner.getByRole('button', { name: 'Accept' });
  const box = await accept.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await accept.tap();
  await expect(banner).toBeHidden();
});

test('a touch screen never loads the hover preview of a saved design', async ({ page }) => {
  await setConsent(page, 'declined');
  const previews: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/thumbnail-preview-/.test(request.url())) previews.push(request.url());
  });
  const saved = await savedEntryInPanel(page, design('saved-1'));
  await saved.getByRole('img', { name: 'Black Bookcase' }).tap();
  // Past the point where a pointer that hovers loads it: the browser idle, twice.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  }
  expect(previews).toEqual([]);
  await expect(page.getByTestId('thumbnail-preview')).toHaveCount(0);
});
