import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SessionContext, SIGNED_OUT, type Session } from '../lib/session.ts';
import { AppToaster } from '../ui/app-toaster.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The second toaster (shop-shell §9): up to three at once, 4 s each, 356 px wide. The width goes
 * through sonner's `--width`, which it drops for full width on phones.
 */
const SONNER_STYLE = { '--width': '356px' } as CSSProperties;

export function AppProviders({
  children,
  session = SIGNED_OUT,
  queryClient,
}: {
  children: ReactNode;
  session?: Session;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <Tooltip.Provider delayDuration={700}>
          {children}
          <AppToaster />
          <Toaster
            visibleToasts={3}
            duration={4000}
            position="top-center"
            offset={{ top: 80 }}
            style={SONNER_STYLE}
          />
        </Tooltip.Provider>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
}
