import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { fetchSessionUser, type AccountUser } from './auth-client.ts';
import { SessionContext, SIGNED_IN_EVENT, type Session, type SessionUser } from './session.ts';

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
  };
}

/** After a sign-in or sign-out: ask the server again and let everything follow. */
export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionQuery.queryKey });
}

/** Provides the server's session to the app and announces each customer who signs in. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, status } = useQuery(sessionQuery);
  const session = useMemo<Session>(() => {
    if (status === 'pending') return { status: 'loading' };
    if (!data) return { status: 'signed-out' };
    return { status: 'signed-in', user: toSessionUser(data) };
  }, [data, status]);

  const announced = useRef<string | null>(null);
  const userId = session.status === 'signed-in' ? session.user.id : null;
  useEffect(() => {
    if (userId && announced.current !== userId) {
      window.dispatchEvent(new CustomEvent(SIGNED_IN_EVENT, { detail: { userId } }));
    }
    announced.current = userId;
  }, [userId]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
