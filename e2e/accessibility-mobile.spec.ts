import { expectNoViolations } from './support/axe.ts';
import { expect, setConsent, test } from './support/fixtures.ts';

// The accessibility sweep on a 390 × 844 phone: the menu, the configurators and their sheets.

test.beforeEach(async ({ page }) => {
  await setConsent(page, 'declined');
});

test('the phone menu has no accessibility violations', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(page, 'the phone menu');
});

for (const path of ['/', '/configurator', '/configurator-inch', '/shop/bookshelf']) {
  test(`${path} on a phone has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, `${path} on a phone`);
  });
}
