/**
 * Where a signed-out visitor was heading when a protected page sent them away (docs/rules/accounts.md), kept
 * in sessionStorage under `auth-return-to` and in the navigation state, so sign-in can send them
 * back.
 */
export const AUTH_RETURN_KEY = 'auth-return-to';

export interface AuthRedirectState {
  from: string;
}

/** Only paths on this site: no other origins, no protocol-relative `//host` tricks. */
export function isSafeReturnPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\')
  );
}

export function rememberReturnPath(path: string, storage: Storage = window.sessionStorage): void {
  if (!isSafeReturnPath(path)) return;
  try {
    storage.setItem(AUTH_RETURN_KEY, path);
  } catch {
    // Storage blocked: the navigation state still carries it.
  }
}

/** Reads and forgets the remembered path; `null` when there is none or it is not ours. */
export function takeReturnPath(storage: Storage = window.sessionStorage): string | null {
  try {
    const path = storage.getItem(AUTH_RETURN_KEY);
    storage.removeItem(AUTH_RETURN_KEY);
    return isSafeReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** Reads the remembered path without forgetting it (a Google or Apple sign-in returns there). */
export function peekReturnPath(storage: Storage = window.sessionStorage): string | null {
  try {
    const path = storage.getItem(AUTH_RETURN_KEY);
    return isSafeReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}
