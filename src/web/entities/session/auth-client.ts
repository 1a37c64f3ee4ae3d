import { requestShop } from '../../lib/api-client.ts';

/**
 * The browser's calls to the shop's accounts API (better-auth at /api/auth, docs/rules/accounts.md).
 * Session cookies are httpOnly: scripts never see a token, they only ask who is signed in.
 */

export interface AccountUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image: string | null;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  createdAt: string;
  /** `admin` for the shop's owner; absent from sessions made before roles existed. */
  role?: 'customer' | 'admin';
}

/** A refused auth call: the server's own message (docs/rules/accounts.md), its code and status. */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const AUTH_ERROR_FALLBACK = 'Auth error';

async function readError(response: Response): Promise<AuthError> {
  let message = '';
  let code: string | undefined;
  try {
    const body = (await response.json()) as {
      message?: unknown;
      code?: unknown;
      error?: { message?: unknown; kind?: unknown };
    } | null;
    // better-auth answers {code, message}; the shop's own limiter answers {error: {message}}.
    if (typeof body?.message === 'string') message = body.message;
    else if (typeof body?.error?.message === 'string') message = body.error.message;
    if (typeof body?.code === 'string') code = body.code;
    else if (typeof body?.error?.kind === 'string') code = body.error.kind;
  } catch {
    // No JSON body: the fallback message stays.
  }
  return new AuthError(message || AUTH_ERROR_FALLBACK, response.status, code);
}

// better-auth refuses with bodies of its own ({code, message}), so these calls take the answer
// from the API client as it is and read refusals here.
async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await requestShop(`/api/auth${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw await readError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export async function fetchSessionUser(): Promise<AccountUser | null> {
  const answer = await call<{ user: AccountUser } | null>('/get-session');
  return answer?.user ?? null;
}

export function signInWithPassword(input: { email: string; password: string; remember: boolean }) {
  return call<{ user: AccountUser }>('/sign-in/email', {
    body: { email: input.email, password: input.password, rememberMe: input.remember },
  });
}

/**
 * Sign-up (docs/rules/accounts.md): the account always needs its e-mail confirmed first, so the answer is
 * "needs confirmation" unless the server signed the customer in.
 */
export async function signUpWithPassword(input: {
  email: string;
  password: string;
}): Promise<{ needsConfirmation: boolean }> {
  const answer = await call<{ token: string | null }>('/sign-up/email', {
    body: { email: input.email, password: input.password, name: '' },
  });
  return { needsConfirmation: !answer?.token };
}

export function signOutOfServer() {
  return call<unknown>('/sign-out', { body: {} });
}

export function requestPasswordReset(email: string) {
  return call<unknown>('/request-password-reset', {
    body: { email, redirectTo: '/reset-password' },
  });
}

/**
 * Whose password a mailed reset link resets, asked with its token (server: reset-link.ts). A bad,
 * expired or used link is refused with `INVALID_TOKEN` and names no one.
 */
export function fetchResetLinkAccount(token: string) {
  return call<{ email: string }>(`/reset-link?token=${encodeURIComponent(token)}`);
}

export function resetPassword(token: string, newPassword: string) {
  return call<unknown>('/reset-password', { body: { token, newPassword } });
}

export function changePassword(currentPassword: string, newPassword: string) {
  return call<unknown>('/change-password', {
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

/** What following a confirmation link did (server: auth.ts, decision 015). */
export interface EmailConfirmation {
  /**
   * The address the link's token was issued for, read by the server from the token: the one to
   * name and compare with. The link's own `email` parameter can be edited by anyone and is never
   * shown or trusted.
   */
  email: string;
  /** This link confirmed the address now; false when it had been confirmed before. */
  confirmed: boolean;
  /** This browser is now signed in to the confirmed account. */
  signedIn: boolean;
  /** Whom this browser is signed in as, if anyone: a link never switches accounts. */
  signedInAs: string | null;
  /**
   * The link confirmed nothing: this browser has not shown it knows the account's password. A
   * sign-in with the password mails a link that confirms the address here.
   */
  passwordNeeded?: boolean;
}

/**
 * Confirms an address with the mailed token, in a browser that has shown it knows the account's
 * password (it signed up or tried to sign in with it), and signs that browser in; a browser already
 * signed in stays who it is.
 */
export function confirmEmail(token: string) {
  return call<EmailConfirmation>(`/verify-email?token=${encodeURIComponent(token)}`);
}

export function resendConfirmation(email: string) {
  return call<unknown>('/send-verification-email', { body: { email, callbackURL: '/' } });
}

export type SocialProvider = 'google' | 'apple';

/** Starts a Google or Apple sign-in; the browser leaves for the provider. */
export async function startSocialSignIn(provider: SocialProvider, returnTo: string) {
  const answer = await call<{ url?: string }>('/sign-in/social', {
    body: {
      provider,
      callbackURL: returnTo,
      errorCallbackURL: `/auth?social-error=${provider}`,
    },
  });
  if (!answer?.url) throw new AuthError(AUTH_ERROR_FALLBACK, 500, undefined);
  window.location.assign(answer.url);
}
