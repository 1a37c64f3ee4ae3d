import { expectEveryBoxInTheList } from './support/boxes-list.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, setConsent, test } from './support/fixtures.ts';
import { expectDesignInView } from './support/scene-view.ts';

/**
 * The cell configurator on a 390 × 844 phone: a design is built, finished and fitted with doors
 * from the controls under the 3D view, and after every step the whole view is on screen with
 * nothing over it.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('the whole design stays in view while every control below it is used', async ({ page }) => {
  await setConsent(page, 'declined');
  await page.goto('/configurator');
  const canvas = page.getByTestId('design-scene').locator('canvas');
  await expect(canvas).toBeVisible({ timeout: 40_000 });
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, '/configurator on a phone');
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
  // The price panel is far below; the price the change made is in sight in the view's corner.
  const price = page.getByTestId('scene-price');
  await expect(price).toBeInViewport();
  await expect(price).toHaveText((await page.getByTestId('sale-price').textContent())!);

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
  await expect(frame.locator('canvas')).toBeVisible({ timeout: 40_000 });
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

test("a long design's small boxes keep their 3D handles apart and inside the view", async ({
  page,
}) => {
  await setConsent(page, 'declined');
  await page.goto('/configurator');
  const scene = page.getByTestId('design-scene');
  const canvas = scene.locator('canvas');
  await expect(canvas).toBeVisible({ timeout: 40_000 });
  const summary = page.getByTestId('design-summary');
  await page.getByRole('button', { name: /Standard Box/ }).click();
  const controls = page.getByRole('complementary', { name: 'Design controls' });
  const addRight = controls.getByRole('button', { name: 'Add a box to the right' });
  for (let boxes = 2; boxes <= 12; boxes++) {
    await addRight.click();
    await expect(summary).toContainText(`${boxes} standard cells`);
  }
  // Boxes drawn about 25 px wide: the last one and one in the middle, as selected.
  // A box in the middle has no add-right handle: its neighbour is there.
  for (const [position, count] of [
    ['A12', 3],
    ['A6', 2],
  ] as const) {
    await controls.getByRole('button', { name: new RegExp(`^Box ${position},`) }).click();
    const handles = scene.getByRole('button', { name: new RegExp(` ${position}$`) });
    await expect(handles).toHaveCount(count);
    const view = (await canvas.boundingBox())!;
    const boxes = [];
    for (const handle of await handles.all()) {
      await expect(handle).toBeVisible();
      const box = (await handle.boundingBox())!;
      expect(box.x, position).toBeGreaterThanOrEqual(view.x);
      expect(box.x + box.width, position).toBeLessThanOrEqual(view.x + view.width);
      expect(box.y, position).toBeGreaterThanOrEqual(view.y);
      boxes.push(box);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap =
          a.x < b.x + b.width &&
          b.x < a.x + a.width &&
          a.y < b.y + b.height &&
          b.y < a.y + a.height;
        expect(overlap, `${position}: handles overlap`).toBe(false);
      }
    }
  }
  // A press on the 3D handle is the handle's, not a neighbour's.
  await scene.getByRole('button', { name: 'Add box on top of A6' }).click();
  await expect(summary).toContainText('13 standard cells');
  await expect(controls.getByRole('button', { name: /^Box B6,/ })).toBeVisible();
});
