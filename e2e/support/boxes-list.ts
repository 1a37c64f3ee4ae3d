import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Checks that the cell configurator's Boxes list shows every box button whole inside its own box,
 * at least 44 px wide and tall, with nothing to scroll sideways. Returns the list.
 */
export async function expectEveryBoxInTheList(page: Page, count: number) {
  const boxes = page.getByRole('group', { name: /^Boxes\./ });
  await expect(boxes.getByRole('button')).toHaveCount(count);
  const list = (await boxes.boundingBox())!;
  for (const button of await boxes.getByRole('button').all()) {
    const name = await button.innerText();
    const box = (await button.boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(list.x);
    expect(box.x + box.width, name).toBeLessThanOrEqual(list.x + list.width + 0.5);
    expect(box.width, name).toBeGreaterThanOrEqual(44);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  // Nothing to scroll sideways: the list holds its buttons, and the screen holds the list.
  expect(await boxes.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  expect(list.x + list.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  return boxes;
}
