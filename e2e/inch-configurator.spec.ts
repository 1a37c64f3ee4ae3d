import type { Locator, Page } from '@playwright/test';
import { expect, setConsent, test } from './support/fixtures.ts';
import { expectPageTemplate } from './support/pages.ts';
import { expectDesignInView, expectSceneAtRest, framesDrawnOver } from './support/scene-view.ts';

/**
 * The inch configurator as a customer uses it, in Chromium with WebGL on SwiftShader: sizing a
 * unit and choosing its fronts by mouse and by keyboard, the cart and wishlist, Load Design from
 * the wishlist, sharing, and what the 3D view draws.
 */

test.beforeEach(async ({ page, context }) => {
  await setConsent(page, 'declined');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

const summary = (page: Page) => page.getByTestId('design-summary');
const START =
  /^48 × 32.25 × 15 in sideboard, 2 rows, 6 segments: 2 doors, 2 drawers, 2 open, white, \$[\d,]+$/;

async function framesDrawn(page: Page): Promise<number> {
  return Number((await page.getByTestId('inch-scene').getAttribute('data-frames')) ?? 0);
}

async function openInchConfigurator(page: Page, path = '/configurator-inch') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Inch Configurator' })).toBeVisible();
  await expect(summary(page)).toBeVisible();
  await expect.poll(() => framesDrawn(page), { timeout: 40_000 }).toBeGreaterThan(0);
}

/** Picks an option as a customer does: by its label (the radio itself is visually hidden). */
async function choose(radio: Locator) {
  await radio.locator('xpath=..').click();
  await expect(radio).toBeChecked();
}

function priceOf(text: string | null): number {
  const match = /\$([\d,]+)$/.exec(text ?? '');
  return match ? Number(match[1]!.replace(/,/g, '')) : Number.NaN;
}

/** Presses Tab until the focused element's accessible text matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, limit = 150) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label =
        el.getAttribute('aria-label') ??
        (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
        el.closest('label')?.textContent ??
        '';
      return `${label} ${el.getAttribute('aria-label') ? '' : (el.textContent ?? '')}`.trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test(
  'sets width, rows and fronts by mouse, and the segment count and price follow',
  { tag: '@phone' },
  async ({ page }) => {
    await openInchConfigurator(page);
    await expect(summary(page)).toHaveText(START);
    const startPrice = priceOf(await summary(page).textContent());

    // Width: a click near the slider's right end.
    const width = page.getByRole('slider', { name: 'Width' });
    const box = (await width.boundingBox())!;
    await page.mouse.click(box.x + box.width - 4, box.y + box.height / 2);
    await expect(summary(page)).toContainText(/^72 × 32.25 × 15 in sideboard, 2 rows, 8 segments/);
    const widePrice = priceOf(await summary(page).textContent());
    expect(widePrice).toBeGreaterThan(startPrice);

    // Rows: a click at the slider's middle (1 to 6: 3 or 4 rows).
    const rows = page.getByRole('slider', { name: 'Rows' });
    const rowsBox = (await rows.boundingBox())!;
    await page.mouse.click(rowsBox.x + rowsBox.width * 0.5, rowsBox.y + rowsBox.height / 2);
    await expect(summary(page)).toContainText(/, (3 rows, 12|4 rows, 16) segments/);

    // A segment picked in the 3D view, then its front.
    const scene = page.getByTestId('inch-scene').locator('canvas');
    const sceneBox = (await scene.boundingBox())!;
    await page.mouse.click(sceneBox.x + sceneBox.width / 2, sceneBox.y + sceneBox.height * 0.55);
    await expect(page.getByText(/^Row \d, segment \d$/)).toBeVisible();
    const before = priceOf(await summary(page).textContent());
    await choose(page.getByRole('radio', { name: 'Double door' }));
    await expect(summary(page)).toContainText('1 double door');
    await expect
      .poll(async () => priceOf(await summary(page).textContent()))
      .toBeGreaterThan(before);

    // The segment list, by mouse: the top left segment becomes a drawer.
    await page
      .getByRole('group', { name: /^Segments, top row first/ })
      .getByRole('button')
      .first()
      .click();
    await choose(page.getByRole('radio', { name: 'Drawer' }));
    await expect(summary(page)).toContainText('3 drawers');
    // Whatever the screen, the whole unit is in view while its controls are used.
    await expectDesignInView(page, scene);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(summary(page)).toContainText('2 drawers');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(summary(page)).toContainText('3 drawers');
  },
);

test(
  'a number box keeps what is typed while it has focus, and shows the design again when left',
  { tag: '@phone' },
  async ({ page }) => {
    await openInchConfigurator(page);
    const width = page.getByRole('spinbutton', { name: 'Width in in' });
    const widthMessage =
      'Enter a width from 18 to 72 in, in whole numbers. The design keeps 48 in.';
    // Typed key by key: 63 passes on the way to 63.5, and does not stay.
    await width.click();
    await width.press('ControlOrMeta+a');
    await page.keyboard.type('63.5');
    await expect(width).toHaveValue('63.5');
    await expect(width).toHaveAttribute('aria-invalid', 'true');
    await expect(width).toHaveAccessibleDescription(widthMessage);
    await expect(summary(page)).toHaveText(START);
    await page.keyboard.press('Tab');
    await expect(width).toHaveValue('48');
    await expect(width).toHaveAttribute('aria-invalid', 'false');
    await expect(width).toHaveAccessibleDescription(widthMessage);
    await expect(summary(page)).toHaveText(START);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

    const rows = page.getByRole('spinbutton', { name: 'Rows in rows' });
    await rows.click();
    await rows.press('ControlOrMeta+a');
    await page.keyboard.type('9');
    await expect(rows).toHaveValue('9');
    await expect(rows).toHaveAccessibleDescription(
      'Enter a number of rows from 1 to 6, in whole numbers. The design keeps 2 rows.',
    );
    await page.keyboard.press('Tab');
    await expect(rows).toHaveValue('2');
    await expect(summary(page)).toHaveText(START);

    // A good number applies as it is typed, and the message about the last one goes.
    await width.click();
    await width.press('ControlOrMeta+a');
    await page.keyboard.type('60');
    await expect(summary(page)).toContainText(/^60 × 32.25 × 15 in/);
    await expect(width).not.toHaveAttribute('aria-describedby');
  },
);

test('the same by keyboard alone', async ({ page }) => {
  await openInchConfigurator(page);
  await tabTo(page, /^Width/);
  await page.keyboard.press('ArrowLeft');
  await expect(summary(page)).toContainText(/^47 × 32.25 × 15 in sideboard, 2 rows, 6 segments/);
  await page.keyboard.press('Home');
  await expect(summary(page)).toContainText(/^18 × 32.25 × 15 in sideboard, 2 rows, 2 segments/);
  await page.keyboard.press('End');
  await expect(summary(page)).toContainText(/^72 × 32.25 × 15 in sideboard, 2 rows, 8 segments/);
  const widePrice = priceOf(await summary(page).textContent());

  await tabTo(page, /^Rows/);
  await page.keyboard.press('ArrowRight');
  await expect(summary(page)).toContainText(/^72 × 48 × 15 in sideboard, 3 rows, 12 segments/);
  expect(priceOf(await summary(page).textContent())).toBeGreaterThan(widePrice);

  // The segment grid: arrows move between segments; the front is a radio group.
  await tabTo(page, /^Row 3, segment 1/);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Row 3, segment 2: open/);
  await expect(page.getByText('Row 3, segment 2', { exact: true })).toBeVisible();
  await tabTo(page, /^Open$/);
  await page.keyboard.press('ArrowRight');
  await expect(summary(page)).toContainText('3 doors');
  await page.keyboard.press('ArrowRight');
  await expect(summary(page)).toContainText('1 double door');

  await page.keyboard.press('Control+z');
  await expect(summary(page)).toContainText('3 doors');
  await page.keyboard.press('Control+z');
  await expect(summary(page)).not.toContainText('3 doors');
  await page.keyboard.press('Control+Shift+Z');
  await expect(summary(page)).toContainText('3 doors');

  // Tab reaches a radio group at its chosen option; arrows choose another.
  await tabTo(page, /^White$/);
  await page.keyboard.press('ArrowRight');
  await expect(summary(page)).toContainText(', black, $');
});

test('adds to the cart at the same price with the inch details, and saves to the wishlist once', async ({
  page,
}) => {
  await openInchConfigurator(page);
  await page.getByRole('button', { name: 'Dimensions' }).click();
  await expectPageTemplate(page, 'the inch configurator with its dimensions');
  await choose(page.getByRole('radio', { name: 'Green' }));
  const price = (await page.getByTestId('sale-price').textContent()) ?? '';
  expect(price).toMatch(/^\$[\d,]+$/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const line = page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('listitem', { name: 'Custom Inch Sideboard' });
  await expect(line).toContainText(`${price}.00`);
  await line.getByRole('button', { name: 'Details' }).click();
  await expect(line).toContainText('48" W × 32.25" H × 15" D');
  await expect(line).toContainText('Green');
  await expect(line.getByText('Drawers')).toBeVisible();
  await expect(line.getByText('Double doors')).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('cart') ?? '');
  expect(stored).toContain('"designType":"inch-sideboard"');
  expect(stored).toContain('"brandType":"sideboard_inch"');
  expect(stored).toContain('"inchConfig":{');
  expect(stored).toContain('"imageUrl":"data:image/jpeg;base64,');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Added to your wishlist', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Wishlist, 1 item/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(
    page.getByText('A design like this is already in your wishlist', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Wishlist, 1 item/ })).toBeVisible();
});

test('Load Design from the wishlist on another page lands here with the same design', async ({
  page,
}) => {
  await openInchConfigurator(page);
  await page.getByRole('spinbutton', { name: 'Width in in' }).fill('60');
  await choose(page.getByRole('radio', { name: 'Modern' }));
  await choose(page.getByRole('radio', { name: 'Walnut' }));
  await choose(page.getByRole('radio', { name: 'None', exact: true }).last());
  const saved = (await summary(page).textContent()) ?? '';
  expect(saved).toMatch(/^60 × 32.25 × 15 in sideboard, .*walnut with white fronts/);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Added to your wishlist', { exact: true })).toBeVisible();

  await page.goto('/about');
  await page.getByRole('button', { name: /^Wishlist, 1 item/ }).click();
  const item = page
    .getByRole('list', { name: 'Wishlist items' })
    .getByRole('listitem', { name: 'Custom Inch Sideboard' });
  await item.getByRole('button', { name: 'Show details' }).click();
  await expect(item).toContainText('Modern');
  // Named as the configurator names them: the veneer with its fronts' colour, the segments.
  await expect(item).toContainText('Walnut with white fronts');
  await expect(item).toContainText('Narrow segments');
  await item.getByRole('button', { name: 'Load Design' }).click();
  await expect(page).toHaveURL(/\/configurator-inch$/);
  await expect(summary(page)).toHaveText(saved);
  expect(await page.evaluate(() => localStorage.getItem('pending-inch-item'))).toBeNull();
  await expect(page.getByRole('radio', { name: 'Modern' })).toBeChecked();

  // Already here: the design comes in by the load event, without a reload.
  await page.getByRole('spinbutton', { name: 'Width in in' }).fill('30');
  await expect(summary(page)).not.toHaveText(saved);
  await page.getByRole('button', { name: /^Wishlist, 1 item/ }).click();
  await item.getByRole('button', { name: 'Show details' }).click();
  await item.getByRole('button', { name: 'Load Design' }).click();
  await expect(summary(page)).toHaveText(saved);
});

test('shares a design and the link opens it in a fresh browser', async ({ page, browser }) => {
  await openInchConfigurator(page);
  await page.getByRole('spinbutton', { name: 'Rows in rows' }).fill('3');
  await choose(page.getByRole('radio', { name: '11 in' }));
  await choose(page.getByRole('radio', { name: 'Yellow' }));
  await page.getByRole('spinbutton', { name: 'Height off the floor in in' }).fill('5');
  const original = (await summary(page).textContent()) ?? '';
  expect(original).toMatch(/^48 × 48 × 11 in sideboard, 3 rows, 9 segments: .*yellow/);

  await page.getByRole('button', { name: 'Share design' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share design' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByLabel('Share link');
  await expect(link).toHaveValue(/\/configurator-inch\?d=[A-Za-z0-9]{8}$/);
  const url = await link.inputValue();

  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  const errors: string[] = [];
  visitor.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await setConsent(visitor, 'declined');
  await visitor.goto(url);
  await expect(summary(visitor)).toHaveText(original);
  await expect(visitor.getByRole('slider', { name: 'Height off the floor' })).toHaveValue('5');
  expect(errors).toEqual([]);
  await fresh.close();
});

test('the 3D view draws the unit in the chosen colour, and rests when nothing changes', async ({
  page,
}) => {
  await openInchConfigurator(page);
  await choose(page.getByRole('radio', { name: 'Red' }));
  await choose(page.getByRole('radio', { name: 'Painted' }));
  const scene = page.getByTestId('inch-scene');
  await expect(scene).toHaveAttribute('data-finish', '#D73527');
  await expectSceneAtRest(scene);
  const shot = await scene.locator('canvas').screenshot();
  expect(shot.byteLength).toBeGreaterThan(5_000);
  // The picture is read back in the page, where a canvas can decode it.
  const share = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const g = canvas.getContext('2d')!;
    g.drawImage(image, 0, 0);
    const { data } = g.getImageData(0, 0, canvas.width, canvas.height);
    let red = 0;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      const [r, gr, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r > 110 && r > gr + 50 && r > b + 50) red += 1;
      colours.add(((r >> 4) << 8) | ((gr >> 4) << 4) | (b >> 4));
    }
    return { red: red / (data.length / 4), colours: colours.size };
  }, shot.toString('base64'));
  // Not blank: many tones; and a good part of it is the red the customer chose.
  expect(share.colours).toBeGreaterThan(20);
  expect(share.red).toBeGreaterThan(0.05);
  // Boards, fronts, drawer boxes, grips and the room are all drawn by one shader program.
  await expect(scene).toHaveAttribute('data-programs', '1');

  // Two seconds of the browser's frames (at 60 a second) with the unit unchanged.
  expect(await framesDrawnOver(scene, 120)).toBe(0);
});

test('the design in progress comes back after a reload and after leaving the page', async ({
  page,
}) => {
  await openInchConfigurator(page);
  const start = (await summary(page).textContent()) ?? '';
  await page.getByRole('spinbutton', { name: 'Width in in' }).fill('60');
  await choose(page.getByRole('radio', { name: 'Walnut' }));
  await expect(summary(page)).toContainText('60 × ');
  const working = (await summary(page).textContent()) ?? '';

  await page.reload();
  await expect(summary(page)).toHaveText(working);
  await expect(page.getByText('We brought back the design you were working on.')).toBeVisible();

  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await page.goBack();
  await expect(summary(page)).toHaveText(working);

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(summary(page)).toHaveText(start);
  await expect(page.getByRole('spinbutton', { name: 'Width in in' })).toBeFocused();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(summary(page)).toHaveText(working);
});
