import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SessionContext, SIGNED_OUT, type Session } from '../entities/session/session.ts';
import { SessionProvider } from '../entities/session/session-provider.tsx';
import { useToasts } from '../ui/toast-store.ts';
import { lazyPart, useIdle, useWantedOnce } from './lazy-part.tsx';

// The toaster loads once the page is idle, or with an earlier toast: off the first paint, but in
// place before the customer acts, so a toast takes its place among the page's layers as it comes.
const AppToaster = lazyPart(
  () => import('../ui/app-toaster.tsx').then((module) => module.AppToaster),
  'The notifications',
);

function ToasterOnceNeeded() {
  const idle = useIdle();
  const toasts = useToasts().length;
  return useWantedOnce(idle || toasts > 0) ? <AppToaster /> : null;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The second toaster (docs/rules/storefront.md): up to three at once, 4 s each, 356 px wide. The width goes
 * through sonner's `--width`, which it drops for full width on phones.
 */
const SONNER_STYLE = { '--width': '356px' } as CSSProperties;

function SessionSource({
  live,
  session,
  children,
}: {
  live: boolean;
  session: Session;
  children: ReactNode;
}) {
  if (live) return <SessionProvider>{children}</SessionProvider>;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function AppProviders({
  children,
  session = SIGNED_OUT,
  liveSession = false,
  queryClient,
}: {
  children: ReactNode;
  /** A fixed session (tests); ignored with `liveSession`. */
  session?: Session;
  /** Follow the server's session (the running app). */
  liveSession?: boolean;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionSource live={liveSession} session={session}>
        <Tooltip.Provider delayDuration={700}>
          {children}
          <ToasterOnceNeeded />
          <Toaster
            visibleToasts={3}
            duration={4000}
            position="top-center"
            offset={{ top: 80 }}
            style={SONNER_STYLE}
          />
        </Tooltip.Provider>
      </SessionSource>
    </QueryClientProvider>
  );
}
