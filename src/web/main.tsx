import './styles.css';

// The page's first screen paints before the app's code runs: a page the server wrote is on screen
// at once, and the app (src/web/start.tsx) takes over after it, instead of the first paint
// waiting behind its evaluation. The libraries are evaluated a task ahead of the app's own
// modules, so no single task holds the page for long. A page nobody sees yet starts at once.
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

void afterFirstPaint()
  .then(() => import('./vendor-start.ts'))
  .then(nextTask)
  .then(() => import('./start.tsx'));
