import { mailedResetLink, signUpAndConfirm } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { design, seed, sideboard } from './support/designs.ts';
import { expect, setConsent, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/mail.ts';
import { SHOP_URL } from './support/servers.ts';

// The accessibility sweep (e2e/support/axe.ts): every panel, dialog and menu state, the
// configurators in use and the signed-in pages; the routes themselves in e2e/routes.spec.ts.

test.beforeEach(async ({ page }) => {
  await setConsent(page, 'declined');
});

// Every route in e2e/routes.spec.ts is swept there, on the same visit; these are the screens a
// route shows only with a query or an unknown path.
test.describe(() => {
  // The unknown path answers 404 and the made-up reset link 400, which the browser reports on its
  // console.
  test.use({ expectedConsoleErrors: [/status of 40[04]/] });
  test('the reset page, the new-password form and the not-found page have no accessibility violations', async ({
    page,
  }) => {
    await page.goto('/reset-password?token=abc');
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
    await expectNoViolations(page, 'the reset page for a link that cannot be used');
    await page.goto(await mailedResetLink(page.request, uniqueEmail('reset')));
    await expect(page.getByLabel('New password')).toBeVisible();
    await expectNoViolations(page, 'the new-password form');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expectNoViolations(page, 'the not-found page');
  });
});

test('the cookie banner has no accessibility violations', async ({ page, context }) => {
  await context.clearCookies();
  await page.addInitScript(() => localStorage.removeItem('cookie-consent'));
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expectNoViolations(page, 'the cookie banner');
});

test('the panels, menus and dialogs have no accessibility violations', async ({ page }) => {
  // Six axe sweeps in one journey: more than the default time on a busy machine.
  test.setTimeout(120_000);
  await seed(page, {
    cart: [design('line-1')],
    wishlist: [design('saved-1'), sideboard('saved-2')],
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Shop' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page, 'the Shop menu');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
  const cart = page.getByRole('dialog', { name: /Cart/ });
  await expect(cart).toBeVisible();
  await cart.getByRole('button', { name: 'Details' }).first().click();
  await expectNoViolations(page, 'the cart panel with a line open');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Wishlist, 2 items/ }).click();
  const wishlist = page.getByRole('dialog', { name: 'My Wishlist' });
  await expect(wishlist).toBeVisible();
  await wishlist.getByRole('button', { name: 'Show details' }).first().click();
  await expectNoViolations(page, 'the wishlist panel with an entry open');
  await wishlist.getByRole('button', { name: 'Share Black Bookcase' }).click();
  await expect(page.getByRole('dialog', { name: 'Share design' })).toBeVisible();
  await expectNoViolations(page, 'the share dialog over the wishlist');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expectNoViolations(page, 'the sign-in modal');
  await page
    .getByRole('button', { name: /Sign Up|Create an account/ })
    .first()
    .click();
  await expectNoViolations(page, 'the sign-up modal');
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Up' }).click();
  await expectNoViolations(page, 'the sign-up modal with every message showing');
  await page.keyboard.press('Escape');
});

test('the configurators in use have no accessibility violations', async ({ page }) => {
  await page.goto('/configurator');
  await page.getByRole('button', { name: /Standard Box/ }).click();
  await page.getByLabel('Design type').selectOption('bookcase');
  await page.getByRole('button', { name: 'Replace design' }).click();
  await page.getByRole('button', { name: /^Box B2,/ }).click();
  await page.getByRole('button', { name: 'Dimensions' }).click();
  await expectNoViolations(page, 'the cell configurator with a box selected');

  await page.goto('/configurator-inch');
  await expect(page.getByTestId('design-summary')).toBeVisible();
  await page.getByRole('button', { name: 'Dimensions' }).click();
  await expectNoViolations(page, 'the inch configurator');
});

test.describe('signed in', () => {
  test.use({ baseURL: SHOP_URL });

  test('the account menu and the profile pages have no accessibility violations', async ({
    page,
  }) => {
    // A sign-up and six scans: more than one page's worth of time.
    test.setTimeout(240_000);
    await seed(page, { wishlist: [design('saved-1')] });
    await signUpAndConfirm(page, uniqueEmail('axe'));
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page, 'the account menu');
    await page.keyboard.press('Escape');

    for (const path of [
      '/profile/overview',
      '/profile/address',
      '/profile/order-status',
      '/profile/wishlist',
      '/profile/update-password',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, path);
    }
    await page.goto('/profile/address');
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expectNoViolations(page, 'the address form with every message showing');
  });
});
