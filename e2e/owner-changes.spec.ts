import { expect, test } from './support/fixtures.ts';
import { OWNER_SHOP_URL, RENAMED_TV_CONSOLE } from './support/servers.ts';

// A shop whose owner switched the banner off, took the Black Sideboard off sale and renamed the
// Minimalist TV Console (support/owner-shop.ts made the changes in its database): the pages
// follow what is in the database, with no deploy.
test.use({ baseURL: OWNER_SHOP_URL });

test('the pages follow the owner: no banner anywhere, Start Designing opens the sideboards, Inch Config the renamed design', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Promotions' })).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Promotions' })).toHaveCount(0);
  // With the banner switched off, the header sits at the top.
  const header = page.getByRole('banner');
  expect((await header.boundingBox())?.y).toBe(0);

  // The Black Sideboard is off sale: Start Designing opens the sideboards instead.
  await page.getByRole('button', { name: 'Start Designing' }).click();
  await expect(page).toHaveURL('/shop/sideboard');
  await expect(page.getByRole('heading', { level: 1, name: /Sideboard/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Black Sideboard/ })).toHaveCount(0);

  // The minimalist TV design is found by its name, as the owner renamed it.
  await page.goto('/');
  await page.getByRole('button', { name: 'Inch Config' }).click();
  await expect(page).toHaveURL('/shop/tv-stand/product/minimalist-tv-console');
  await expect(page.getByRole('heading', { level: 1, name: RENAMED_TV_CONSOLE })).toBeVisible();
});
