import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { newPasswordSchema, type NewPassword } from '../../../domain/account/credentials.ts';
import {
  resendConfirmation,
  resetPassword,
  signInWithPassword,
} from '../../entities/session/auth-client.ts';
import { openAuthDialog } from '../../entities/session/auth-dialog.ts';
import { takeReturnPath } from '../../entities/session/auth-return.ts';
import { displayName, useSession } from '../../entities/session/session.ts';
import { sessionQuery } from '../../entities/session/session-provider.tsx';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { NewPasswordFields } from '../../ui/form-field.tsx';
import { Page } from '../../ui/page.tsx';
import { toast } from '../../ui/toast-store.ts';
import { isUnusableLink, useResetLinkAccount } from './reset-link-account.ts';
import {
  authErrorMessage,
  SignInForm,
  socialFailureMessage,
  type SignInMode,
} from './sign-in-form.tsx';

/** /auth: the sign-in form on a page of its own; also where a failed Google or Apple sign-in lands. */
export function AuthPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [mode, setMode] = useState<SignInMode>('sign-in');

  useEffect(() => {
    const params = new URLSearchParams(search);
    const failed = socialFailureMessage(params.get('social-error'));
    if (!failed) return;
    toast({ title: failed, variant: 'destructive' });
    void navigate('/auth', { replace: true });
  }, [search, navigate]);

  const signedIn = () => void navigate(takeReturnPath() ?? '/profile/overview');
  const title = mode === 'sign-up' ? 'Create an Account' : 'Sign In';
  useScreenTitle(title);

  return (
    <Page
      title={title}
      intro={
        <p>
          An account keeps your wishlist and cart on every device and lets you follow your orders.
        </p>
      }
    >
      <div className="max-w-md rounded-lg border border-line bg-paper p-6">
        {session.status === 'signed-in' ? (
          <div className="grid gap-4">
            <p>
              You are signed in as <span className="font-medium">{displayName(session.user)}</span>{' '}
              ({session.user.email}).
            </p>
            <Link to="/profile/overview" className={buttonVariants()}>
              Go to your account
            </Link>
          </div>
        ) : (
          <SignInForm
            mode={mode}
            onModeChange={setMode}
            onSignedIn={signedIn}
            onAccountCreated={signedIn}
            onNeedsConfirmation={(email) => openAuthDialog({ view: 'check-email', email })}
            onForgotPassword={() => openAuthDialog({ view: 'forgot-password' })}
          />
        )}
      </div>
    </Page>
  );
}

/** /auth/confirm and /auth-confirm (docs/rules/accounts.md): the confirmation screen, with a resend button. */
export function EmailConfirmPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const valid = email !== '' && params.get('type') === 'signup';
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await resendConfirmation(email);
      toast({ title: 'Confirmation email sent', description: `We sent a new link to ${email}.` });
    } catch (error) {
      toast({ title: authErrorMessage(error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Page
      title="Confirm Your Email"
      intro={<p>The link in our sign-up email confirms your address and signs you in.</p>}
    >
      {valid ? (
        <div className="grid max-w-md gap-4">
          <p>
            We sent a confirmation link to <span className="font-medium">{email}</span>. Open the
            email and click the link to finish creating your account. The link works once and
            expires in 24 hours.
          </p>
          <p className="text-ink-muted">
            No email after a few minutes? Check your spam folder, or:
          </p>
          <Button variant="secondary" pending={sending} onClick={() => void resend()}>
            {sending ? 'Sending...' : 'Resend confirmation email'}
          </Button>
        </div>
      ) : (
        <div className="grid max-w-md gap-4">
          <p>
            This page needs the email address from your sign-up. Sign in to get a new confirmation
            link sent to you.
          </p>
          <Link to="/auth" className={buttonVariants({ variant: 'secondary' })}>
            Go to sign in
          </Link>
        </div>
      )}
    </Page>
  );
}

/** What the reset page says of a link that cannot be used, with a way to ask for a new one. */
const UNUSABLE_RESET_LINK =
  'This reset link has expired or was already used. Please ask for a new one.';

/**
 * /reset-password: the new password, under the same rules, then signed in. The page names the
 * account, and signs in to it, as the server reads it from the link's token; an address in the
 * link (links mailed before carried one) is ignored, so an edited link changes neither.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const account = useResetLinkAccount(token);
  // The token the server refused when the password was set (used meanwhile, or just expired).
  const [spentToken, setSpentToken] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    reValidateMode: 'onChange',
  });

  const newPassword = useWatch({ control, name: 'password' });
  const submit = handleSubmit(async ({ password }) => {
    const email = account.data?.email;
    if (!email) return;
    try {
      await resetPassword(token, password);
    } catch (error) {
      if (isUnusableLink(error)) setSpentToken(token);
      else toast({ title: authErrorMessage(error), variant: 'destructive' });
      return;
    }
    try {
      await signInWithPassword({ email, password, remember: true });
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      toast({ title: 'Signed in', description: 'Your password has been changed.' });
      void navigate('/', { replace: true });
    } catch {
      toast({ title: 'Your password has been changed. Please sign in.' });
      void navigate('/auth', { replace: true });
    }
  });

  const askForNewLink = (
    <Button variant="secondary" onClick={() => openAuthDialog({ view: 'forgot-password' })}>
      Reset password
    </Button>
  );

  if (!token) {
    return (
      <Page title="Reset Password" intro={<p>Choose a new password for your account.</p>}>
        <div className="grid max-w-md gap-4">
          <p>This page needs the link from a password reset email. Ask for a new one here:</p>
          {askForNewLink}
        </div>
      </Page>
    );
  }
  if (spentToken === token || (account.isError && isUnusableLink(account.error))) {
    return (
      <Page title="Reset Password">
        <div className="grid max-w-md gap-4">
          <p role="alert">{UNUSABLE_RESET_LINK}</p>
          {askForNewLink}
        </div>
      </Page>
    );
  }
  if (account.isError) {
    return (
      <Page title="Reset Password">
        <div className="grid max-w-md gap-4">
          <p role="alert">{authErrorMessage(account.error)}</p>
          <Button variant="secondary" onClick={() => void account.refetch()}>
            Try again
          </Button>
        </div>
      </Page>
    );
  }
  if (!account.data) {
    return (
      <Page title="Reset Password">
        <p role="status">Checking your reset link...</p>
      </Page>
    );
  }
  return (
    <Page title="Reset Password" intro={<p>Choose a new password for {account.data.email}.</p>}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-md gap-4">
        <NewPasswordFields register={register} errors={errors} password={newPassword} />
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </Page>
  );
}
