import { expectNoViolations } from './support/axe.ts';
import { expect, setConsent, test } from './support/fixtures.ts';
import { expectDesignInView } from './support/scene-view.ts';

/** The inch configurator on a phone: the unit stays wholly in view while every control is used. */

test.use({ viewport: { width: 390, height: 844 } });

test('the 3D view stays whole under the header while the controls below it are used', async ({
  page,
}) => {
  await setConsent(page, 'declined');
  await page.goto('/configurator-inch');
  const canvas = page.getByTestId('inch-scene').locator('canvas');
  await expect(canvas).toBeVisible({ timeout: 40_000 });
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, '/configurator-inch on a phone');
  await expectDesignInView(page, canvas);

  const controls = page.getByRole('complementary', { name: 'Design controls' });
  await controls.getByRole('spinbutton', { name: 'Width in in' }).fill('30');
  await expect(page.getByTestId('design-summary')).toContainText(/^30 × 32.25 × 15 in sideboard/);
  await expectDesignInView(page, canvas);
  // The new size's price is in sight in the view's corner, as the price panel far below says.
  const price = page.getByTestId('scene-price');
  await expect(price).toBeInViewport();
  await expect(price).toHaveText((await page.getByTestId('sale-price').textContent())!);

  // The toolbar keeps its names though its labels are hidden on a phone.
  await page.getByRole('button', { name: 'Open doors' }).click();
  await expect(page.getByRole('button', { name: 'Close doors' })).toBeVisible();

  // Far down the controls, the view is still whole under the header.
  const wishlist = controls.getByRole('button', { name: 'Add to wishlist' });
  await wishlist.scrollIntoViewIfNeeded();
  await expect(wishlist).toBeInViewport();
  await expectDesignInView(page, canvas);
});
