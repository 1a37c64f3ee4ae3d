import type { Page } from '@playwright/test';
import { expectEveryBoxInTheList } from './support/boxes-list.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, setConsent, test } from './support/fixtures.ts';
import { expectPageTemplate } from './support/pages.ts';
import { expectDesignInView, expectSceneAtRest, framesDrawnOver } from './support/scene-view.ts';

/**
 * The cell configurator as a customer uses it, in Chromium with WebGL on SwiftShader: building by
 * the add buttons, finishes, doors, undo and redo, the cart, sharing, and the same by keyboard.
 */

test.beforeEach(async ({ page, context }) => {
  await setConsent(page, 'declined');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

const summary = (page: Page) => page.getByTestId('design-summary');

async function framesDrawn(page: Page): Promise<number> {
  return Number((await page.getByTestId('design-scene').getAttribute('data-frames')) ?? 0);
}

async function openConfigurator(page: Page, path = '/configurator') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Configurator' })).toBeVisible();
  await expect.poll(() => framesDrawn(page)).toBeGreaterThan(0);
}

/** Presses Tab until the focused element's accessible text matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, limit = 120) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`.trim() : '';
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test(
  'builds a design with the add buttons, finishes it, opens doors, undoes, redoes and buys it',
  { tag: '@phone' },
  async ({ page }) => {
    await openConfigurator(page);
    await expect(page.getByRole('heading', { name: 'Start with a box' })).toBeVisible();
    // With no box, the 3D view offers no add or remove button, not even a hidden one.
    const handles = page.locator(
      'button[aria-label^="Add box "], button[aria-label^="Remove box"]',
    );
    await expect(handles).toHaveCount(0);
    await page.getByRole('button', { name: /Standard Box/ }).click();
    await expect(page.getByRole('heading', { name: 'Start with a box' })).toBeHidden();
    await expect(summary(page)).toContainText('1 standard cell');

    await page.getByRole('button', { name: 'Add box to the right of A1' }).click();
    await expect(summary(page)).toContainText('2 standard cells');
    await page.getByRole('button', { name: 'Add box on top of A2' }).click();
    await expect(summary(page)).toContainText('3 standard cells');
    // B2 sits on A2: nothing can go to its right without support. The 3D view offers no add
    // button there (the first failing rule hides it); the Selected box panel says why.
    await expect(page.getByRole('button', { name: 'Add box to the right of B2' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add box on top of B2' })).toBeVisible();
    // Each handle there is names its box as the Boxes list does; none is left without one.
    const labels = await handles.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    );
    expect(labels).toContain('Remove box B2');
    for (const label of labels) {
      expect(label).toMatch(/^(Add box to the right of|Add box on top of|Remove box) [A-Z]\d+$/);
    }
    // The small remove handle answers a touch across 44 px, beyond the 36 px it is drawn at, on
    // every side; the add handle above it still answers at its middle.
    const remove = page.getByRole('button', { name: 'Remove box B2' });
    const drawn = (await remove.boundingBox())!;
    const [midX, midY] = [drawn.x + drawn.width / 2, drawn.y + drawn.height / 2];
    const onTopOfB2 = (await page
      .getByRole('button', { name: 'Add box on top of B2' })
      .boundingBox())!;
    const hits = await page.evaluate(
      (points) =>
        points.map(([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('aria-label')),
      [
        [drawn.x - 3, midY],
        [drawn.x + drawn.width + 3, midY],
        [midX, drawn.y - 3],
        [midX, drawn.y + drawn.height + 3],
        [onTopOfB2.x + onTopOfB2.width / 2, onTopOfB2.y + onTopOfB2.height / 2],
      ],
    );
    expect(hits).toEqual([
      'Remove box B2',
      'Remove box B2',
      'Remove box B2',
      'Remove box B2',
      'Add box on top of B2',
    ]);
    await page.getByRole('button', { name: /^Box B2,/ }).click();
    const right = page.getByRole('button', { name: 'Add a box to the right' });
    await expect(right).toHaveAttribute('aria-disabled', 'true');
    await expect(right).toHaveAccessibleDescription(
      'Add to the right: New box would not have adequate support below',
    );
    await expect(summary(page)).toContainText('3 standard cells');

    await page.getByRole('button', { name: 'Design colour Red' }).click();
    await expect(summary(page)).toContainText('red');

    await page.getByRole('button', { name: /^Box A1,/ }).click();
    await page.getByRole('radio', { name: 'Door' }).click();
    await expect(summary(page)).toContainText('1 door');
    await page.getByRole('button', { name: 'Open doors' }).click();
    await expect(page.getByRole('button', { name: 'Close doors' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Whatever the screen, the whole design is in view while its controls are used.
    await expectDesignInView(page, page.getByTestId('design-scene').locator('canvas'));

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(summary(page)).toContainText('0 doors');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(summary(page)).toContainText('1 door');
    await page.keyboard.press('Control+z');
    await expect(summary(page)).toContainText('0 doors');
    await page.keyboard.press('Control+Shift+Z');
    await expect(summary(page)).toContainText('1 door');

    // A box of its own colour: the price panel names it beside the design's, as the cart does.
    await page.getByRole('button', { name: /^Box A1,/ }).click();
    await page.getByRole('button', { name: 'Box colour Green' }).click();
    await expect(
      page.locator('dt', { hasText: /^Finish$/ }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('Red, Green on 1 box');

    await page.getByRole('button', { name: 'Dimensions' }).click();
    await expect(page.getByTestId('dimensions')).toHaveText(
      '26 × 28 × 14 in (66 × 71.1 × 35.6 cm)',
    );
    await expectDesignInView(page, page.getByTestId('design-scene').locator('canvas'));
    await expectNoViolations(page, 'the cell configurator with a box selected and its dimensions');

    const price = (await page.getByTestId('sale-price').textContent()) ?? '';
    expect(price).toMatch(/^\$[\d,]+\.\d\d$/);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const line = page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem', { name: 'Custom TV stand' });
    await expect(line).toBeVisible();
    await expect(line).toContainText(price);
    const stored = await page.evaluate(() => localStorage.getItem('cart') ?? '');
    expect(stored).toContain('"designType":"tvStand"');
    expect(stored).toContain('"imageUrl":"data:image/jpeg;base64,');
  },
);

test(
  'a design wider than the side panel goes on in a second band of the Boxes list, arrow keys and all',
  { tag: '@phone' },
  async ({ page }) => {
    await openConfigurator(page);
    await page.getByRole('button', { name: /Standard Box/ }).click();
    await page.getByRole('button', { name: /^Box A1,/ }).focus();
    // Nine standard boxes in a row: nine columns of 44 px are more than the panel holds.
    for (let box = 2; box <= 9; box++) {
      await page.keyboard.press('Shift+ArrowRight');
      await expect(page.getByRole('button', { name: new RegExp(`^Box A${box},`) })).toBeFocused();
    }
    await expect(summary(page)).toContainText('9 standard cells');
    const boxes = await expectEveryBoxInTheList(page, 9);
    const bands = boxes.getByTestId('box-band');
    await expect(bands).toHaveCount(2);
    await expect(bands.last()).toContainText('A8');
    // The second band goes on under the first, column by column.
    const a1 = (await page.getByRole('button', { name: /^Box A1,/ }).boundingBox())!;
    const a8 = (await page.getByRole('button', { name: /^Box A8,/ }).boundingBox())!;
    expect(a8.x).toBeCloseTo(a1.x, 0);
    expect(a8.y).toBeGreaterThan(a1.y + a1.height);
    // Arrow keys move through the design, from one band to the next.
    await page.getByRole('button', { name: /^Box A7,/ }).click();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: /^Box A8,/ })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: /^Box A7,/ })).toBeFocused();
  },
);

test('Generate makes a design in a worker, and undo takes it back', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await openConfigurator(page);
  await page.getByLabel('Design type').selectOption('wallStorage');
  const defaultGrid = (await summary(page).textContent()) ?? '';
  expect(defaultGrid).toMatch(/^4 × 3 wall storage, 12 wide cells/);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('button', { name: 'Generate' })).toBeEnabled();
  await expect.poll(() => workers.some((url) => url.includes('generate-worker'))).toBe(true);
  await expect(summary(page)).toContainText('wall storage');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(summary(page)).toHaveText(defaultGrid);
});

test(
  "a new design type asks before it replaces the customer's design, and Undo brings it back",
  { tag: '@phone' },
  async ({ page }) => {
    await openConfigurator(page);
    await page.getByRole('button', { name: /Standard Box/ }).click();
    await expect(summary(page)).toContainText('1 standard cell');
    const designType = page.getByLabel('Design type');
    await designType.selectOption('bookcase');
    const ask = page.getByRole('group', { name: /Start a new bookcase\?/ });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Keep my design' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ask).toBeHidden();
    await expect(designType).toBeFocused();
    await expect(designType).toHaveValue('tvStand');
    await expect(summary(page)).toContainText('1 standard cell');

    await designType.selectOption('bookcase');
    await page.getByRole('button', { name: 'Replace design' }).click();
    await expect(summary(page)).toContainText('3 × 4 bookcase, 12 standard cells');
    await expect(designType).toBeFocused();
    // A grid the shop made is replaced without asking.
    await designType.selectOption('sideboard');
    await expect(page.getByRole('group', { name: /Start a new/ })).toHaveCount(0);
    await expect(summary(page)).toContainText('sideboard');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(summary(page)).toContainText('1 standard cell');
  },
);

test.describe(() => {
  // The unknown shared link at the end answers 404, which the browser notes in its console.
  test.use({ expectedConsoleErrors: [/the server responded with a status of 404/] });
  test('the design in progress comes back after leaving the page and after a reload', async ({
    page,
  }) => {
    await openConfigurator(page);
    await page.getByLabel('Design type').selectOption('bookcase');
    await page.getByRole('button', { name: 'Design colour Yellow' }).click();
    const working = (await summary(page).textContent()) ?? '';
    expect(working).toContain('3 × 4 bookcase, 12 standard cells, yellow');

    // A footer link, then Back.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    // The FAQ on screen: until its code has arrived the configurator is still there, and Back
    // would return to it unchanged, with nothing to bring back.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    await page.goBack();
    await expect(summary(page)).toHaveText(working);
    await expect(page.getByText('We brought back the design you were working on.')).toBeVisible();

    await page.reload();
    await expect(summary(page)).toHaveText(working);

    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByRole('heading', { name: 'Start with a box' })).toBeVisible();
    await expect(page.getByLabel('Design type')).toBeFocused();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(summary(page)).toHaveText(working);

    // A shared link opens its own design, not the draft: an unknown one says so and leaves an
    // empty scene.
    await page.goto('/configurator?d=ZZZZZZZZ');
    await expect(page.getByRole('alert')).toHaveText(
      'We could not find that shared design. The link may be mistyped or incomplete. Start a new design below.',
    );
    await expect(page.getByRole('heading', { name: 'Start with a box' })).toBeVisible();
    await expect(page.getByText('We brought back the design you were working on.')).toHaveCount(0);
  });
});

test('a limit says why, in the rule’s words, and keyboard focus stays with the box’s actions', async ({
  page,
}) => {
  await openConfigurator(page);
  await page.getByRole('button', { name: /Standard Box/ }).focus();
  await page.keyboard.press('Enter');
  // The menu goes with the first box; focus moves on to that box's actions.
  const onTop = page.getByRole('button', { name: 'Add a box on top' });
  await expect(page.getByRole('button', { name: 'Add a box to the right' })).toBeFocused();
  await onTop.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(summary(page)).toContainText('3 standard cells');
  // A TV stand has three rows at most: the action stays, unavailable, and says why.
  await expect(onTop).toHaveAttribute('aria-disabled', 'true');
  await expect(onTop).toBeFocused();
  await expect(onTop).toHaveAccessibleDescription(
    'Add on top: TV stands are limited to 3 rows maximum',
  );
  await page.keyboard.press('Enter');
  await expect(summary(page)).toContainText('3 standard cells');

  // The one-click fix: a design type that keeps these boxes and allows another row.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const taller = page.getByRole('button', { name: 'Switch to Bookcase (up to 4 rows)' });
  await expect(taller).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Design type')).toHaveValue('bookcase');
  await expect(summary(page)).toContainText('3 standard cells');
  await expect(onTop).not.toHaveAttribute('aria-disabled', 'true');
  await expect(onTop).toBeFocused();

  // Removing the selected box hands the selection to the box below; focus stays on Remove.
  const remove = page.getByRole('button', { name: 'Remove this box' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(summary(page)).toContainText('2 standard cells');
  await expect(remove).toBeFocused();
  await expect(onTop).not.toHaveAttribute('aria-disabled', 'true');

  // A box that holds another cannot go alone: the fix takes it with the box above.
  await page.getByRole('button', { name: /^Box A1,/ }).click();
  await page.getByRole('button', { name: 'Add a box to the right' }).click();
  await expect(summary(page)).toContainText('3 standard cells');
  await page.getByRole('button', { name: /^Box A1,/ }).click();
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription('Remove: Remove the boxes above this box first');
  await page.getByRole('button', { name: 'Remove it with the box above' }).click();
  await expect(summary(page)).toContainText('1 standard cell,');
  await expect(remove).toBeFocused();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(summary(page)).toContainText('3 standard cells');
});

test('the 3D view stays in sight while the controls below are used', async ({ page }) => {
  await openConfigurator(page);
  await page.getByRole('button', { name: /Standard Box/ }).click();
  await page.getByRole('button', { name: 'Add to wishlist' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Design colour Yellow' }).click();
  const view = await page.locator('canvas').first().boundingBox();
  const viewport = page.viewportSize()!;
  expect(view).not.toBeNull();
  expect(view!.y).toBeGreaterThanOrEqual(0);
  expect(view!.y + view!.height).toBeLessThanOrEqual(viewport.height);
});

test('shares a design and the link opens the same design in a fresh browser', async ({
  page,
  browser,
}) => {
  await openConfigurator(page);
  await page.getByLabel('Design type').selectOption('bookcase');
  await page.getByRole('button', { name: 'Design texture Walnut', exact: true }).click();
  await page.getByRole('button', { name: /^Box B2,/ }).click();
  await page.getByRole('radio', { name: 'Drawer' }).click();
  const original = (await summary(page).textContent()) ?? '';
  expect(original).toContain('3 × 4 bookcase, 12 standard cells, walnut');

  await page.getByRole('button', { name: 'Share design' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share design' });
  // Nothing is published until the customer asks for the link.
  await expect(dialog.getByLabel('Share link')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Create link' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByLabel('Share link');
  await expect(link).toHaveValue(/\/configurator\?d=[A-Za-z0-9]{8}$/);
  await expect(page.getByText('Design shared successfully!', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const url = await link.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5_000 });

  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  const errors: string[] = [];
  visitor.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await setConsent(visitor, 'declined');
  await visitor.goto(url);
  await expect(summary(visitor)).toHaveText(original);
  await expect(visitor.getByRole('heading', { name: 'Start with a box' })).toBeHidden();
  expect(errors).toEqual([]);
  await fresh.close();
});

test.describe('when sharing fails', () => {
  test.use({ expectedConsoleErrors: [/status of 503/] });
  test('the dialog says why and Try Again makes the link', async ({ page }) => {
    await openConfigurator(page);
    await page.getByRole('button', { name: /Standard Box/ }).click();
    await page.route('**/api/designs', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { kind: 'unavailable', message: 'The shop is busy' } }),
      }),
    );
    await page.getByRole('button', { name: 'Share design' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share design' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to share design: The shop is busy');
    await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeFocused();
    await page.unroute('**/api/designs');
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByLabel('Share link')).toHaveValue(/\?d=[A-Za-z0-9]{8}$/);
  });
});

test('an empty scene has no price and nothing to share, open or measure, and removing the last box empties it again', async ({
  page,
}) => {
  await openConfigurator(page);
  await expectPageTemplate(page, 'the cell configurator');
  await expect(page.getByTestId('price-panel')).toHaveText('Add a box to see its price.');
  await expect(page.getByTestId('sale-price')).toHaveCount(0);
  for (const name of [
    'Share design',
    'Add to cart',
    'Add to wishlist',
    'Open doors',
    'Dimensions',
  ]) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
  }

  // A TV stand offers wide and standard boxes only (docs/rules/configurators.md).
  const newBoxes = page.getByRole('group', { name: 'New boxes' });
  await expect(newBoxes.getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /Double Stack/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Wide Box/ }).click();
  await expect(summary(page)).toContainText('1 wide cell');
  await page.getByRole('button', { name: 'Remove this box' }).click();
  await expect(page.getByRole('heading', { name: 'Start with a box' })).toBeVisible();
  await expect(summary(page)).toHaveText('Empty design. Choose a first box to start.');
});

test.describe('when the rule files cannot be loaded', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });
  test('the built-in rules apply and the failure is logged', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route('**/rules/config.json', (route) => route.fulfill({ status: 500 }));
    await openConfigurator(page);
    await expect.poll(() => warnings.some((w) => w.includes('Failed to load rule set'))).toBe(true);
    await page.getByRole('button', { name: /Standard Box/ }).click();
    await page.getByRole('button', { name: 'Add box on top of A1' }).click();
    await expect(summary(page)).toContainText('2 standard cells');
  });
});

test('a pending wishlist item loads once', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const box = (x: number, type: string) => ({
      components: [
        {
          boxType: type,
          position: { x, y: 0, z: 0 },
          hasDivider: false,
          modification: { type: 'door' },
        },
      ],
    });
    localStorage.setItem(
      'pending-wishlist-item',
      JSON.stringify({
        version: 1,
        item: {
          id: 'w1',
          name: 'Custom Sideboard',
          priceCents: 100000,
          designType: 'sideboard',
          selectedColor: '#2B7E52',
          configurations: [box(0, 'wide'), box(26, 'standard')],
        },
      }),
    );
  });
  await openConfigurator(page);
  await expect(summary(page)).toContainText('1 standard cell, 1 wide cell, green, 2 doors');
  expect(await page.evaluate(() => localStorage.getItem('pending-wishlist-item'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Start with a box' })).toBeVisible();
});

test('Load Design from the wishlist injects the design on /configurator and carries it from other pages', async ({
  page,
}) => {
  await openConfigurator(page);
  await page.getByLabel('Design type').selectOption('sideboard');
  await page.getByRole('button', { name: 'Design colour Yellow' }).click();
  const saved = (await summary(page).textContent()) ?? '';
  await page.getByRole('button', { name: 'Add to wishlist' }).click();

  // Change the design, then load the saved one back while still here.
  await page.getByLabel('Design type').selectOption('tvStand');
  await page.getByRole('button', { name: 'Replace design' }).click();
  await expect(summary(page)).not.toHaveText(saved);
  const openWishlist = async () => {
    await page.getByRole('button', { name: /^Wishlist, 1 item/ }).click();
    const item = page
      .getByRole('list', { name: 'Wishlist items' })
      .getByRole('listitem', { name: 'Custom Sideboard' });
    await item.getByRole('button', { name: 'Show details' }).click();
    await item.getByRole('button', { name: 'Load Design' }).click();
  };
  await openWishlist();
  await expect(page).toHaveURL(/\/configurator$/);
  await expect(summary(page)).toHaveText(saved);

  // From another page the item travels as the pending item and loads once.
  await page.goto('/about');
  await openWishlist();
  await expect(page).toHaveURL(/\/configurator$/);
  await expect(summary(page)).toHaveText(saved);
  expect(await page.evaluate(() => localStorage.getItem('pending-wishlist-item'))).toBeNull();
});

test('the whole journey by keyboard alone', async ({ page }) => {
  await openConfigurator(page);
  await tabTo(page, /^Standard Box/);
  await page.keyboard.press('Enter');
  await expect(summary(page)).toContainText('1 standard cell');

  await tabTo(page, /^Box A1,/);
  await page.keyboard.press('Shift+ArrowRight');
  await expect(summary(page)).toContainText('2 standard cells');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Box A2,/);
  await page.keyboard.press('Shift+ArrowUp');
  await expect(summary(page)).toContainText('3 standard cells');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Box A1,/);
  await page.keyboard.press('Shift+ArrowUp');
  await expect(summary(page)).toContainText('4 standard cells');
  await page.keyboard.press('Delete');
  await expect(summary(page)).toContainText('3 standard cells');

  await tabTo(page, /^Drawer$/);
  await page.keyboard.press('Enter');
  await expect(summary(page)).toContainText('1 drawer');
  await tabTo(page, /Design colour Green/);
  await page.keyboard.press('Enter');
  await expect(summary(page)).toContainText('green');
  await page.keyboard.press('Control+z');
  await expect(summary(page)).toContainText('white');
  await page.keyboard.press('Control+Shift+Z');
  await expect(summary(page)).toContainText('green');

  const price = (await page.getByTestId('sale-price').textContent()) ?? '';
  await tabTo(page, /^Add to cart$/);
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem', { name: 'Custom TV stand' }),
  ).toContainText(price);
  await page.keyboard.press('Escape');

  await tabTo(page, /Share design/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Share design' });
  // Create link has the focus when the dialog opens.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Share link')).toHaveValue(/\?d=[A-Za-z0-9]{8}$/);
  // The focus is on the link, not left behind on the dialog when Create link went.
  await expect(dialog.getByLabel('Share link')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  // Escape closes the dialog, not the toast that showed over it.
  const copiedToast = page.getByText('Share link copied to clipboard!').first();
  await expect(copiedToast).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(copiedToast).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share design' })).toBeFocused();
});

test('the scene renders the design in its colours (screenshot), then draws nothing while nothing changes', async ({
  page,
}, testInfo) => {
  await openConfigurator(page);
  await page.getByLabel('Design type').selectOption('bookcase');
  await page.getByRole('button', { name: 'Design colour Red' }).click();
  await expect(summary(page)).toContainText('red');
  await expectSceneAtRest(page.getByTestId('design-scene'));
  const shot = await page.getByTestId('design-scene').locator('canvas').screenshot();
  await testInfo.attach('scene', { body: shot, contentType: 'image/png' });
  const stats = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const g = canvas.getContext('2d')!;
    g.drawImage(image, 0, 0);
    const { data } = g.getImageData(0, 0, image.width, image.height);
    let red = 0;
    let room = 0;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      const [r, gr, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      colours.add(((r >> 4) << 8) | ((gr >> 4) << 4) | (b >> 4));
      if (r > 120 && r > gr * 1.8 && r > b * 1.8) red += 1;
      if (r > 170 && gr > 170 && b > 160 && Math.max(r, gr, b) - Math.min(r, gr, b) < 40) room += 1;
    }
    const total = data.length / 4;
    return { red: red / total, room: room / total, colours: colours.size };
  }, shot.toString('base64'));
  // The red boards cover a good part of the view, the wall and floor show around them, and the image has
  // the shading of a lit scene rather than a flat fill.
  expect(stats.red).toBeGreaterThan(0.05);
  expect(stats.room).toBeGreaterThan(0.3);
  expect(stats.colours).toBeGreaterThan(40);
  // Plain colours, woods, the room and the plywood edges are all drawn by one shader program.
  await expect(page.getByTestId('design-scene')).toHaveAttribute('data-programs', '1');

  // A second and a half of the browser's frames (at 60 a second) with the design unchanged.
  expect(await framesDrawnOver(page.getByTestId('design-scene'), 90)).toBe(0);
});

test.describe('on a high-density screen', () => {
  test.use({ deviceScaleFactor: 2 });

  // The tests' Chromium has no graphics card: WebGL is drawn by SwiftShader, on the processor.
  test('a view drawn without a graphics card draws one pixel a point', async ({ page }) => {
    await openConfigurator(page);
    const scene = page.getByTestId('design-scene');
    await expect(scene).toHaveAttribute('data-pixel-ratio', '1');
    const canvas = await scene
      .locator('canvas')
      .evaluate((element: HTMLCanvasElement) => [element.width, element.clientWidth]);
    expect(canvas[0]).toBe(canvas[1]);
  });
});
