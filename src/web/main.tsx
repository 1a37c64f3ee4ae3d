import './styles.css';
import { nextTask } from './lib/next-task.ts';

// The page's first screen paints before the app's code runs: a page the server wrote is on screen
// at once, and the app (src/web/start.tsx) takes over after it, instead of the first paint
// waiting behind its evaluation. What it starts with is evaluated a part a task, so no single
// task holds the page for long. A page nobody sees yet starts at once.
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return writtenScreenShown().then(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** The longest the app waits for a written screen to be shown before it starts anyway. */
const WRITTEN_SCREEN_WAIT_MS = 3000;

/**
 * Until a page the server wrote is shown — its first contentful paint reported and its leading
 * picture, if it has one, loaded — the app's code is not even fetched: on a slow connection the
 * screen's own text, font and picture come first (decision 020).
 */
function writtenScreenShown(): Promise<void> {
  const root = document.getElementById('root');
  if (!root?.inert || !root.firstElementChild) return Promise.resolve();
  const picture = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const shown = Promise.all([firstContentfulPaint(), picture ? loaded(picture) : undefined]);
  return Promise.race([
    shown.then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, WRITTEN_SCREEN_WAIT_MS)),
  ]);
}

function firstContentfulPaint(): Promise<void> {
  // Where the browser cannot report paints, the next frame (afterFirstPaint) stands in.
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function loaded(picture: HTMLImageElement): Promise<void> {
  if (picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * What the app starts with, each part evaluated in a task of its own: the libraries (each a module
 * that only imports its library, so the build still keeps of it just what the app uses), the saved
 * items' model (designs and lines), the cart's store, then the app's providers (session, stores,
 * queries) and its routes with the shell. One after another: parts fetched together would arrive
 * and be evaluated together, in one long task.
 */
const STEPS = [
  () => import('./libraries/react.ts'),
  () => import('./libraries/react-dom-client.ts'),
  () => import('./libraries/router.ts'),
  () => import('./libraries/query.ts'),
  () => import('./libraries/zod.ts'),
  () => import('./libraries/saved-items.ts'),
  () => import('./libraries/cart-store.ts'),
  () => import('./app/providers.tsx'),
  () => import('./router.tsx'),
];

void afterFirstPaint()
  .then(async () => {
    for (const step of STEPS) {
      await step();
      await nextTask();
    }
  })
  .then(() => import('./start.tsx'));
