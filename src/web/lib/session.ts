import { createContext, useContext } from 'react';

/**
 * Who is visiting. There is no sign-in yet, so everyone is signed out; the accounts work provides a
 * real value through `SessionContext.Provider` and the profile guard and header follow it.
 */
export interface SessionUser {
  id: string;
  email: string;
  name?: string;
  avatarUrl?: string;
}

export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

export const SIGNED_OUT: Session = { status: 'signed-out' };

export const SessionContext = createContext<Session>(SIGNED_OUT);

export function useSession(): Session {
  return useContext(SessionContext);
}
