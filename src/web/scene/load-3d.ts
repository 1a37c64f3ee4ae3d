import { nextTask } from '../lib/next-task.ts';
import { viewPixelRatio } from './pixel-ratio.ts';

/**
 * Loads a 3D view's module with its libraries evaluated a part a task: three.js, then React Three
 * Fiber (with its own reconciler), then the view. Fetched together and evaluated in one go they held
 * the page for one long task as the view started (decision 021). The pixel ratio the view will
 * draw at is worked out in a task of its own first: not in the render that asked for the view.
 */
export async function load3d<T>(view: () => Promise<T>): Promise<T> {
  await nextTask();
  viewPixelRatio();
  await nextTask();
  await import('./libraries/three.ts');
  await nextTask();
  await import('./libraries/fiber.ts');
  await nextTask();
  return view();
}
