import { createContext, useContext } from 'react';

/**
 * Who is visiting. `SessionProvider` (session-provider.tsx) keeps it from the server's session;
 * tests may pass a fixed value through `AppProviders`.
 */
export interface SessionUser {
  id: string;
  email: string;
  name?: string;
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  avatarUrl?: string;
  /** ISO date the account was created. */
  createdAt?: string;
  /** The shop's owner: the admin opens for them (the server checks again on every call). */
  isAdmin?: boolean;
}

export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

export const SIGNED_OUT: Session = { status: 'signed-out' };

/** No default: a component outside the provider is a mistake to fail on, not a signed-out visitor. */
export const SessionContext = createContext<Session | undefined>(undefined);

export const OUTSIDE_PROVIDER = 'useAuth must be used within AuthProvider';

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === undefined) throw new Error(OUTSIDE_PROVIDER);
  return session;
}

/** The account menu's name (docs/rules/accounts.md): full name, else the e-mail before the @, else User. */
export function displayName(user: Pick<SessionUser, 'email' | 'fullName' | 'name'> | undefined) {
  const full = user?.fullName?.trim() || user?.name?.trim();
  if (full) return full;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'User';
}

/**
 * Which account this browser's cart and wishlist belong to (docs/rules/browser-storage.md): set
 * while signed in, so that a session ended elsewhere (a password reset or change on another
 * device, an expiry) is noticed even after a reload, and the account's lists are cleared here.
 */
export const SIGNED_IN_ACCOUNT_KEY = 'signed-in-account';

/** What sign-out clears from this browser (docs/rules/browser-storage.md keys). */
export const SIGNED_OUT_STORAGE_KEYS = [
  'cart',
  'wishlist',
  'order-access-tokens',
  SIGNED_IN_ACCOUNT_KEY,
] as const;
