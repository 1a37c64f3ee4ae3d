import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Checks that a configurator's 3D view is wholly on screen and that nothing from outside it covers
 * any part of it: its box lies inside the viewport, and what is drawn at its middle and near each
 * corner belongs to the view (the canvas or the view's own toolbar and handles).
 */
export async function expectDesignInView(page: Page, canvas: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  const box = (await canvas.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
  const covered = await canvas.evaluate((element) => {
    const frame = element.closest('[data-scene-frame]') ?? element;
    const rect = element.getBoundingClientRect();
    const inset = 4;
    const points: [number, number][] = [
      [rect.x + rect.width / 2, rect.y + rect.height / 2],
      [rect.x + inset, rect.y + inset],
      [rect.right - inset, rect.y + inset],
      [rect.x + inset, rect.bottom - inset],
      [rect.right - inset, rect.bottom - inset],
    ];
    return points.filter(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit === null || !frame.contains(hit);
    });
  });
  expect(covered, 'points of the 3D view covered by something else').toEqual([]);
}
