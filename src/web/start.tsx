import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { analytics, installCspViolationReporting } from './lib/analytics.ts';
import { adoptCspNonce } from './lib/csp-nonce.ts';
import { startFromFirstScreen } from './lib/first-screen-data.ts';
import { appRoutes, pageAt } from './router.tsx';

adoptCspNonce();
installCspViolationReporting(analytics);

const router = createBrowserRouter(appRoutes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the server wrote (src/web/first-screen.tsx) is on screen already: the app starts from the
// content it was written from, with the page's code in, so its first render is that same screen
// rather than a spinner in its place.
const queryClient = createQueryClient();
const page = startFromFirstScreen(queryClient) ? pageAt(window.location.pathname)?.page : undefined;

void (page?.Component.preload?.() ?? Promise.resolve())
  .catch(() => undefined)
  .then(() => {
    const app = createRoot(root);
    // A transition renders in slices that give way to the browser, so a press or a scroll is
    // never kept waiting behind the whole page's first render.
    startTransition(() =>
      app.render(
        <StrictMode>
          <AppProviders liveSession queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  });
