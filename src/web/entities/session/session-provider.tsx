import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { onShopEvent } from '../../lib/shop-events.ts';
import { toast } from '../../ui/toast-store.ts';
import { fetchSessionUser, type AccountUser } from './auth-client.ts';
import {
  SessionContext,
  SIGNED_IN_ACCOUNT_KEY,
  type Session,
  type SessionUser,
} from './session.ts';
import { forgetAccountHere } from './sign-out.ts';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: fetchSessionUser,
  staleTime: 5 * 60_000,
  // A session ends on the server too (reset, expiry): check again when the tab comes back.
  refetchOnWindowFocus: true,
  retry: 1,
});

export function toSessionUser(user: AccountUser): SessionUser {
  const avatar = user.avatarUrl ?? user.image;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    createdAt: user.createdAt,
    ...(avatar ? { avatarUrl: avatar } : {}),
    ...(user.role === 'admin' ? { isAdmin: true } : {}),
  };
}

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

function readMark(): string | null {
  try {
    return localStorage.getItem(SIGNED_IN_ACCOUNT_KEY);
  } catch {
    return null;
  }
}

function writeMark(userId: string): void {
  try {
    if (readMark() !== userId) localStorage.setItem(SIGNED_IN_ACCOUNT_KEY, userId);
  } catch {
    // Storage blocked: nothing of the account's is kept here either.
  }
}

/**
 * An ended session is a sign-out (docs/rules/browser-storage.md): when the server says nobody is
 * signed in but this browser still holds a signed-in account's lists — the session was ended on
 * another device, by a password reset or change, or expired — the account is forgotten here and
 * the customer told.
 */
function useForgetEndedSession(
  session: Session,
  /** Whether the server answered that nobody is signed in (not merely unreachable). */
  serverSaysSignedOut: boolean,
  queryClient: QueryClient,
): void {
  useEffect(() => {
    if (session.status === 'signed-in') writeMark(session.user.id);
    else if (serverSaysSignedOut && readMark() !== null) {
      forgetAccountHere(queryClient);
      toast({ title: SESSION_ENDED });
    }
  }, [session, serverSaysSignedOut, queryClient]);

  // A sync refused for want of a session asks for the session to be checked again.
  useEffect(
    () =>
      onShopEvent('shop:session-check', () => {
        void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      }),
    [queryClient],
  );
}

/**
 * Provides the server's session to the app. What follows a sign-in (the cart and wishlist sync)
 * watches this session; nothing is announced separately.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, status } = useQuery(sessionQuery);
  const session = useMemo<Session>(() => {
    if (status === 'pending') return { status: 'loading' };
    if (!data) return { status: 'signed-out' };
    return { status: 'signed-in', user: toSessionUser(data) };
  }, [data, status]);
  useForgetEndedSession(session, status === 'success' && data === null, useQueryClient());

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
