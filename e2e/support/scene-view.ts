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

/**
 * Waits until a configurator's 3D view (`scene`, the element whose data-frames counts the frames
 * it drew) has drawn nothing for `quiet` of the browser's animation frames in a row: it has
 * finished drawing what it was last asked to. A view that never rests fails.
 */
export async function expectSceneAtRest(scene: Locator, quiet = 20): Promise<void> {
  const rested = await scene.evaluate(
    (element, quietFrames) =>
      new Promise<boolean>((resolve) => {
        let last = element.getAttribute('data-frames');
        let still = 0;
        let looked = 0;
        const look = () => {
          const now = element.getAttribute('data-frames');
          still = now === last ? still + 1 : 0;
          last = now;
          looked += 1;
          if (still >= quietFrames) resolve(true);
          else if (looked > 50 * quietFrames) resolve(false);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    quiet,
  );
  expect(rested, `the 3D view rests for ${quiet} of the browser's frames`).toBe(true);
}

/** How many frames a 3D view (`scene`) draws while the browser shows `browserFrames` frames. */
export async function framesDrawnOver(scene: Locator, browserFrames: number): Promise<number> {
  return scene.evaluate(
    (element, count) =>
      new Promise<number>((resolve) => {
        const drawn = () => Number(element.getAttribute('data-frames') ?? 0);
        const start = drawn();
        let shown = 0;
        const look = () => {
          shown += 1;
          if (shown >= count) resolve(drawn() - start);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    browserFrames,
  );
}
