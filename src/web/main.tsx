import './styles.css';

// The page's first screen paints before the app's code runs: a page the server wrote is on screen
// at once, and the app (src/web/start.tsx) takes over in the next task, instead of the first
// paint waiting behind its evaluation. A page nobody sees yet starts at once.
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint().then(() => import('./start.tsx'));
