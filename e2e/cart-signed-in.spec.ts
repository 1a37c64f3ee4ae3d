import type { Page } from '@playwright/test';
import { design, seed, sideboard } from './support/designs.ts';
import { PASSWORD, signUpAndConfirm } from './support/accounts.ts';
import { expect, setConsent, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/mail.ts';

// A visitor's cart survives signing in: what they added anonymously is uploaded and kept, and the
// same customer sees the same cart in another browser (docs/rules/saved-items.md).

async function saved(page: Page, list: 'cart' | 'wishlist' = 'cart') {
  const answer = await page.request.get(`/api/${list}`);
  const body = (await answer.json()) as { items: { name: string; quantity?: number }[] };
  return body.items.map((item) => `${item.name} × ${item.quantity ?? 1}`).sort();
}

test('a visitor’s cart is uploaded on sign-in and shown in another browser', async ({
  page,
  browser,
}) => {
  await setConsent(page, 'declined');
  await seed(page, {
    cart: [design('line-1'), sideboard('line-2')],
    wishlist: [design('saved-1'), sideboard('saved-2')],
  });
  await page.goto('/');

  // The duplicate: the same bookcase, moved from the wishlist, raises the line to 2.
  await page.getByRole('button', { name: 'Wishlist, 2 items' }).click();
  const savedBookcase = page
    .getByRole('dialog', { name: 'My Wishlist' })
    .getByRole('listitem', { name: 'Black Bookcase' });
  await savedBookcase.getByRole('button', { name: 'Show details' }).click();
  await savedBookcase.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart (3)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

  const email = uniqueEmail('cart');
  await signUpAndConfirm(page, email);
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  await expect
    .poll(() => saved(page), { timeout: 30_000 })
    .toEqual(['Black Bookcase × 2', 'White Sideboard × 1']);
  await expect.poll(() => saved(page, 'wishlist')).toEqual(['White Sideboard × 1']);

  // The same customer in a second browser.
  const other = await browser.newContext();
  const second = await other.newPage();
  await setConsent(second, 'declined');
  await second.goto('/auth');
  await second.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await second.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await second.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(second.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(second.getByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible();
  await second.getByRole('button', { name: 'Cart, 3 items' }).click();
  const cart = second.getByRole('dialog', { name: 'Cart (3)' });
  await expect(cart.getByTestId('cart-total')).toHaveText('$3,243.50');
  await second.keyboard.press('Escape');

  // Signing out clears this browser's cart; the saved one stays.
  await second.getByRole('button', { name: /^Account menu/ }).click();
  await second.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(second.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Wishlist, 0 items' })).toBeVisible();
  expect(await saved(page)).toEqual(['Black Bookcase × 2', 'White Sideboard × 1']);
  await other.close();
});
