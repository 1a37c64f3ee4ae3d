import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { fetchSessionUser, type AccountUser } from './auth-client.ts';
import { SessionContext, type Session, type SessionUser } from './session.ts';

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

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
