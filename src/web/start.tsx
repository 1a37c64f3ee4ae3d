import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { analytics, installCspViolationReporting } from './lib/analytics.ts';
import { adoptCspNonce } from './lib/csp-nonce.ts';
import { takeOverFirstScreen } from './lib/first-screen-data.ts';
import { AppRoutes, pageAt } from './router.tsx';

adoptCspNonce();
installCspViolationReporting(analytics);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

const app = (
  <StrictMode>
    <AppProviders liveSession queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// A page the server wrote (src/web/first-screen.tsx) is on screen already: the app starts from the
// content it was written from, with the page's code in, and takes over the written markup instead
// of drawing it again (docs/decisions/020-first-screen.md).
const page = takeOverFirstScreen(queryClient, root)
  ? pageAt(window.location.pathname)?.page
  : undefined;

if (page) {
  void (page.Component.preload?.() ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      // In a transition, as below: the takeover gives way to the browser between slices.
      startTransition(() => {
        hydrateRoot(root, app);
      });
      // Presses from here on are the app's: React replays those made while it takes over.
      root.inert = false;
    });
} else {
  root.inert = false;
  // A transition renders in slices that give way to the browser, so a press or a scroll is never
  // kept waiting behind the whole page's first render.
  startTransition(() => createRoot(root).render(app));
}
