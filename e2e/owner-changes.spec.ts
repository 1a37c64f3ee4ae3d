import { expect, test } from './support/fixtures.ts';
import { OWNER_SHOP_URL, RENAMED_TV_CONSOLE } from './support/servers.ts';

// A shop whose owner switched the banner off, took the Black Sideboard off sale and renamed the
// Minimalist TV Console (support/owner-shop.ts made the changes in its database): the pages
// follow what is in the database, with no deploy.
test.use({ baseURL: OWNER_SHOP_URL });

test('with the banner switched off, no page shows it and the header sits at the top', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Promotions' })).toHaveCount(0);
  const header = page.getByRole('banner');
  expect((await header.boundingBox())?.y).toBe(0);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Promotions' })).toHaveCount(0);
});

test('Start Designing opens the sideboards when the Black Sideboard is off sale', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Designing' }).click();
  await expect(page).toHaveURL('/shop/sideboard');
  await expect(page.getByRole('heading', { level: 1, name: /Sideboard/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Black Sideboard/ })).toHaveCount(0);
});

test('Inch Config opens the renamed minimalist TV design, found by its name', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Inch Config' }).click();
  await expect(page).toHaveURL('/shop/tv-stand/product/minimalist-tv-console');
  await expect(page.getByRole('heading', { level: 1, name: RENAMED_TV_CONSOLE })).toBeVisible();
});
