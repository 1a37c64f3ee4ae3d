import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SessionContext, SIGNED_OUT, type Session } from '../entities/session/session.ts';
import { SessionProvider } from '../entities/session/session-provider.tsx';
import { useNoticesWanted } from '../ui/notices.ts';
import { useToasts } from '../ui/toast-store.ts';
import { lazyPart, useIdle, useWantedOnce } from '../lib/lazy-part.tsx';

// The toasters load once the page is idle, or with an earlier toast: off the first paint, but in
// place before the customer acts, so a toast takes its place among the page's layers as it comes.
const AppToaster = lazyPart(
  () => import('../ui/app-toaster.tsx').then((module) => module.AppToaster),
  'The notifications',
);
const NoticeToaster = lazyPart(
  () => import('../ui/notice-toaster.tsx').then((module) => module.NoticeToaster),
  'The notifications',
);

function ToastersOnceNeeded() {
  const idle = useIdle();
  const toasts = useToasts().length;
  const notices = useNoticesWanted();
  const appToaster = useWantedOnce(idle || toasts > 0);
  const noticeToaster = useWantedOnce(idle || notices);
  return (
    <>
      {appToaster && <AppToaster />}
      {noticeToaster && <NoticeToaster />}
    </>
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

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
        {children}
        <ToastersOnceNeeded />
      </SessionSource>
    </QueryClientProvider>
  );
}
