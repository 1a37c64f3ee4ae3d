import { expect, setConsent, test } from './support/fixtures.ts';

/** The inch configurator on a phone: the controls sit in a bottom sheet and the unit stays in view. */

test.describe.configure({ timeout: 90_000 });

test('the controls move into a bottom sheet and the 3D view stays visible while editing', async ({
  page,
}) => {
  await setConsent(page, 'declined');
  await page.goto('/configurator-inch');
  const canvas = page.getByTestId('inch-scene').locator('canvas');
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  const viewport = page.viewportSize()!;
  const sheet = page.getByRole('complementary', { name: 'Design controls' });
  const sheetBox = (await sheet.boundingBox())!;
  expect(Math.round(sheetBox.y + sheetBox.height)).toBe(viewport.height);
  expect(sheetBox.height).toBeLessThan(viewport.height / 2);

  /** Whether the middle of the 3D view is the canvas itself, not something over it. */
  const sceneInView = () =>
    canvas.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit === element;
    });
  expect(await sceneInView()).toBe(true);

  await sheet.getByRole('spinbutton', { name: 'Width in in' }).fill('30');
  await expect(page.getByTestId('design-summary')).toContainText(/^30 × 33 × 15 in sideboard/);
  expect(await sceneInView()).toBe(true);

  // The toolbar keeps its names though its labels are hidden on a phone.
  await page.getByRole('button', { name: 'Open doors' }).click();
  await expect(page.getByRole('button', { name: 'Close doors' })).toBeVisible();

  await sheet.getByRole('button', { name: 'Hide design controls' }).click();
  await expect(sheet.getByRole('spinbutton', { name: 'Width in in' })).toBeHidden();
  await sheet.getByRole('button', { name: 'Show design controls' }).click();
  await expect(sheet.getByRole('spinbutton', { name: 'Width in in' })).toBeVisible();
});
