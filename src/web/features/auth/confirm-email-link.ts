import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { confirmEmail, fetchSessionUser } from '../../entities/session/auth-client.ts';
import { isEmailConfirmationLink } from '../../entities/session/confirmation-link.ts';
import { sessionQuery } from '../../entities/session/session-provider.tsx';
import { toast } from '../../ui/toast-store.ts';

const CONFIRM_PARAMS = ['confirm-email', 'email', 'type', 'token'] as const;

/** Links already handled in this page's life (StrictMode runs effects twice). */
const handled = new Set<string>();

/**
 * The confirmation link's landing on the home page (docs/rules/accounts.md): with
 * confirm-email=true, an e-mail and type=signup, the token confirms the address and signs the
 * customer in, in a browser that has shown it knows the account's password (it signed up, or tried
 * to sign in, with it); anywhere else it confirms nothing and asks them to sign in, which mails a
 * link that works there. A customer signed in to another account stays signed in to it. A missing, bad or expired token
 * fails. The query is stripped afterwards. The link's e-mail must be there (the spec's contract)
 * but anyone can edit it: every message and comparison uses the address the server read from the
 * token.
 */
export function useEmailConfirmationLink() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isEmailConfirmationLink(pathname, search)) return;
    const params = new URLSearchParams(search);
    const linkEmail = params.get('email')?.trim() ?? '';
    const token = params.get('token') ?? '';
    if (!linkEmail || params.get('type') !== 'signup') return;
    const key = `${linkEmail}:${token}`;
    if (handled.has(key)) return;
    handled.add(key);

    const rest = new URLSearchParams(search);
    for (const name of CONFIRM_PARAMS) rest.delete(name);
    const stripped = rest.size ? `/?${rest.toString()}` : '/';

    void (async () => {
      try {
        if (!token) throw new Error('no token');
        const answer = await confirmEmail(token);
        // Only the token's address is named or compared with, never the link's.
        if (!answer?.email) throw new Error('no address in the answer');
        const email = answer.email;
        if (answer.passwordNeeded && answer.signedInAs) {
          // A link never switches the account a customer is signed in to.
          toast({
            title: 'Email not confirmed',
            description: `You are signed in as ${answer.signedInAs}. To confirm ${email}, sign out and sign in with its password.`,
          });
          void navigate(stripped, { replace: true });
          return;
        }
        if (answer.passwordNeeded) {
          toast({
            title: 'Sign in to confirm your email',
            description:
              'This link confirms the address only in a browser that knows the account’s password. Sign in with it and we will e-mail you a link that works here.',
          });
          void navigate('/auth', { replace: true });
          return;
        }
        const user = await fetchSessionUser();
        queryClient.setQueryData(sessionQuery.queryKey, user);
        if (user?.email.toLowerCase() === email.toLowerCase()) {
          toast({ title: 'Signed in' });
          void navigate(stripped, { replace: true });
          return;
        }
        if (user) {
          // A link never switches the account a customer is signed in to.
          toast({
            title: answer.confirmed ? 'Email confirmed!' : 'Email already confirmed!',
            description: `You are still signed in as ${user.email}. Sign out to sign in as ${email}.`,
          });
          void navigate(stripped, { replace: true });
          return;
        }
        toast({
          title: answer.confirmed
            ? 'Email confirmed! Please sign in to continue.'
            : 'Email already confirmed! Please sign in to continue.',
        });
        void navigate('/auth', { replace: true });
      } catch {
        toast({
          title: 'Email confirmation failed. Please try signing in.',
          variant: 'destructive',
        });
        void navigate('/auth', { replace: true });
      }
    })();
  }, [pathname, search, navigate, queryClient]);
}
