import { expectEveryBoxInTheList } from './support/boxes-list.ts';
import { expect, setConsent, test } from './support/fixtures.ts';
import { expectDesignInView } from './support/scene-view.ts';

/**
 * The cell configurator on a 390 × 844 phone: a design is built, finished and fitted with doors
 * from the controls under the 3D view, and after every step the whole view is on screen with
 * nothing over it.
 */

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

test('the whole design stays in view while every control below it is used', async ({ page }) => {
  await setConsent(page, 'declined');
  await page.goto('/configurator');
  const canvas = page.getByTestId('design-scene').locator('canvas');
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  const summary = page.getByTestId('design-summary');
  await page.getByRole('button', { name: /Standard Box/ }).click();
  await expect(summary).toContainText('1 standard cell');
  await expectDesignInView(page, canvas);

  const controls = page.getByRole('complementary', { name: 'Design controls' });
  const onTop = controls.getByRole('button', { name: 'Add a box on top' });
  await onTop.click();
  await onTop.click();
  await expect(summary).toContainText('3 standard cells');
  await expectDesignInView(page, canvas);
  await controls.getByRole('button', { name: /^Box A1,/ }).click();
  await controls.getByRole('button', { name: 'Add a box to the right' }).click();
  await expect(summary).toContainText('4 standard cells');
  await expectDesignInView(page, canvas);

  await controls.getByRole('radio', { name: 'Door' }).click();
  await expect(summary).toContainText('1 door');
  await expectDesignInView(page, canvas);

  await controls.getByRole('button', { name: 'Design colour Green' }).click();
  await expect(summary).toContainText('green');
  await expectDesignInView(page, canvas);

  await page.getByRole('button', { name: 'Open doors' }).click();
  await page.getByRole('button', { name: 'Dimensions' }).click();
  await expect(page.getByRole('button', { name: 'Dimensions' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectDesignInView(page, canvas);

  const wishlist = controls.getByRole('button', { name: 'Add to wishlist' });
  await wishlist.scrollIntoViewIfNeeded();
  await expect(wishlist).toBeInViewport();
  await expectDesignInView(page, canvas);

  // What a toast says shows under the view, not over its Undo and Redo.
  await wishlist.click();
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Added to your wishlist' });
  await expect(toast).toBeVisible();
  await expectDesignInView(page, canvas);
  const view = (await canvas.boundingBox())!;
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(view.y + view.height);
});

test('what gets keyboard focus below the 3D view is scrolled clear of it', async ({ page }) => {
  await setConsent(page, 'declined');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/shop/sideboard/product/black-sideboard');
  const frame = page.locator('[data-scene-frame]');
  await expect(frame.locator('canvas')).toBeVisible({ timeout: 20_000 });
  // The Black Sideboard's eight boxes all show on a phone, none out of sight to the side.
  await expectEveryBoxInTheList(page, 8);
  // From the view's last tool on, every control the keyboard reaches lies wholly below the view
  // (the design type, Generate and the box buttons scrolled under it before).
  await page.getByRole('button', { name: 'Dimensions' }).focus();
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    // A radio is drawn by its label; the label is what must be in sight.
    const shown = (await focused.evaluate((element) => element.matches('.sr-only')))
      ? page.locator('label:has(:focus)')
      : focused;
    const [item, view] = await Promise.all([shown.boundingBox(), frame.boundingBox()]);
    expect(item, `focus stop ${step}`).not.toBeNull();
    expect(item!.y, `focus stop ${step}`).toBeGreaterThanOrEqual(view!.y + view!.height);
  }
});
