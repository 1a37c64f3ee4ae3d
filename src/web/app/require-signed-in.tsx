import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { openAuthDialog } from '../entities/session/auth-dialog.ts';
import { rememberReturnPath, type AuthRedirectState } from '../entities/session/auth-return.ts';
import { useSession } from '../entities/session/session.ts';
import { justSignedOutHere } from '../entities/session/sign-out.ts';
import { Spinner } from '../ui/spinner.tsx';

export const SIGN_IN_REASON = 'Please sign in to see your account.';

function SendHome({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    // Logging out from a profile page leaves it for home, with nothing to ask.
    if (justSignedOutHere()) {
      void navigate('/', { replace: true });
      return;
    }
    rememberReturnPath(from);
    const state: AuthRedirectState = { from };
    void navigate('/', { replace: true, state });
    openAuthDialog({ view: 'sign-in', reason: SIGN_IN_REASON });
  }, [from, navigate]);
  return null;
}

/**
 * The profile guard (docs/rules/accounts.md): a signed-out visitor is sent to /, where the sign-in
 * modal opens saying why, and where they were heading is remembered (sessionStorage
 * `auth-return-to` and the navigation state `from`) for after they sign in.
 */
export function RequireSignedIn() {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out') return <SendHome from={`${pathname}${search}${hash}`} />;
  return <Outlet />;
}
