import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { analytics, installCspViolationReporting } from './lib/analytics.ts';
import { adoptCspNonce } from './lib/csp-nonce.ts';
import { appRoutes } from './router.tsx';
import './styles.css';

adoptCspNonce();
installCspViolationReporting(analytics);

const router = createBrowserRouter(appRoutes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders liveSession>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
