import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  signInSchema,
  signUpSchema,
  type SignIn,
  type SignUp,
} from '../../../domain/account/credentials.ts';
import {
  AUTH_ERROR_FALLBACK,
  AuthError,
  signInWithPassword,
  signUpWithPassword,
  startSocialSignIn,
  type SocialProvider,
} from '../../entities/session/auth-client.ts';
import { peekReturnPath } from '../../entities/session/auth-return.ts';
import { sessionQuery } from '../../entities/session/session-provider.tsx';
import { Button } from '../../ui/button.tsx';
import { EmailField, PasswordChecklist, PasswordField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/toast-store.ts';

export type SignInMode = 'sign-in' | 'sign-up';

/** The message for a refused sign-in or sign-up: the server's own, made plain where it is terse. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof AuthError) {
    if (error.code === 'EMAIL_NOT_VERIFIED') {
      return 'Please confirm your email address first. We have sent you a new confirmation link.';
    }
    return error.message || AUTH_ERROR_FALLBACK;
  }
  return AUTH_ERROR_FALLBACK;
}

export const SIGN_UP_FAILED = 'Failed to create user account';

/**
 * The message for a sign-up the server could not carry out (it failed, or could not be reached):
 * "Failed to create user account". A refusal with a reason (the address is in use, the password
 * is too weak) keeps the server's own message.
 */
export function signUpErrorMessage(error: unknown): string {
  if (!(error instanceof AuthError)) return SIGN_UP_FAILED;
  if (error.status >= 500 || error.code === 'FAILED_TO_CREATE_USER') return SIGN_UP_FAILED;
  return authErrorMessage(error);
}

const PROVIDER_FAILED: Record<SocialProvider, string> = {
  google: 'Google sign-in failed',
  apple: 'Apple sign-in failed',
};

/** The sign-in providers offered under the form, in order, with their names. */
const SOCIAL_BUTTONS: readonly (readonly [SocialProvider, string])[] = [
  ['google', 'Google'],
  ['apple', 'Apple'],
];

export function socialFailureMessage(provider: string | null): string | null {
  return provider === 'google' || provider === 'apple' ? PROVIDER_FAILED[provider] : null;
}

type FormValues = SignUp & { remember: boolean };

const DEFAULT_VALUES: FormValues = {
  email: '',
  password: '',
  confirmPassword: '',
  remember: true,
};

/**
 * The sign-in form (docs/rules/accounts.md), in sign-in or sign-up mode: e-mail, password with a show/hide
 * toggle, Save Password, Forgot password, Google and Apple; sign-up adds Confirm Password. Each
 * field shows the rule it breaks (docs/rules/accounts.md) from the domain's schemas.
 */
export function SignInForm({
  mode,
  onModeChange,
  onSignedIn,
  onNeedsConfirmation,
  onForgotPassword,
  onAccountCreated,
}: {
  mode: SignInMode;
  onModeChange: (mode: SignInMode) => void;
  onSignedIn: () => void;
  onNeedsConfirmation: (email: string) => void;
  onForgotPassword: () => void;
  onAccountCreated: () => void;
}) {
  const queryClient = useQueryClient();
  const signingUp = mode === 'sign-up';
  // One schema per mode: sign-in checks e-mail and password, sign-up adds the confirmation.
  const resolver: Resolver<FormValues> = (values) => {
    const parsed = (signingUp ? signUpSchema : signInSchema).safeParse(values);
    if (parsed.success) return { values: { ...values, ...parsed.data }, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof FormValues;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
  const form = useForm<FormValues>({
    resolver,
    defaultValues: DEFAULT_VALUES,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const rulesId = useId();
  const password = useWatch({ control, name: 'password' });
  const [socialBusy, setSocialBusy] = useState<SocialProvider | null>(null);

  const submit = handleSubmit(async (values) => {
    try {
      if (signingUp) {
        const { needsConfirmation } = await signUpWithPassword(values);
        if (needsConfirmation) {
          onNeedsConfirmation(values.email);
        } else {
          toast({ title: 'Account created' });
          await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
          onAccountCreated();
        }
        return;
      }
      const signIn: SignIn & { remember: boolean } = values;
      await signInWithPassword(signIn);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      toast({ title: 'Signed in' });
      onSignedIn();
    } catch (error) {
      const message = signingUp ? signUpErrorMessage(error) : authErrorMessage(error);
      toast({ title: message, variant: 'destructive' });
    }
  });

  const social = async (provider: SocialProvider) => {
    setSocialBusy(provider);
    try {
      await startSocialSignIn(provider, peekReturnPath() ?? '/');
    } catch {
      toast({ title: PROVIDER_FAILED[provider], variant: 'destructive' });
      setSocialBusy(null);
    }
  };

  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <EmailField label="Email" error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          error={errors.password?.message}
          describedBy={signingUp ? rulesId : undefined}
          {...register('password', { deps: signingUp ? ['confirmPassword'] : [] })}
          autoComplete={signingUp ? 'new-password' : 'current-password'}
        />
        {signingUp && (
          <PasswordChecklist
            id={rulesId}
            password={password}
            showUnmet={errors.password !== undefined}
          />
        )}
        {signingUp && (
          <PasswordField
            label="Confirm Password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
            autoComplete="new-password"
          />
        )}
        {!signingUp && (
          <div className="flex items-center justify-between gap-4">
            <label className="inline-flex min-h-11 items-center gap-2 text-sm">
              {/* The form's default in the markup too, so a page the server wrote shows it. */}
              <input
                type="checkbox"
                defaultChecked={DEFAULT_VALUES.remember}
                {...register('remember')}
                className="size-4 accent-ink"
              />
              Save Password
            </label>
            <button
              type="button"
              onClick={onForgotPassword}
              className="min-h-11 text-sm underline underline-offset-4 hover:no-underline"
            >
              Forgot password?
            </button>
          </div>
        )}
        <Button type="submit" pending={isSubmitting} className="w-full">
          {isSubmitting
            ? signingUp
              ? 'Creating account...'
              : 'Signing in...'
            : signingUp
              ? 'Sign Up'
              : 'Sign In'}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs text-ink-muted" aria-hidden>
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="grid gap-2">
        {SOCIAL_BUTTONS.map(([provider, name]) => (
          <Button
            key={provider}
            variant="secondary"
            disabled={socialBusy !== null}
            onClick={() => void social(provider)}
          >
            {`Continue with ${name}`}
          </Button>
        ))}
      </div>
      <p className="text-center text-sm text-ink-muted">
        {signingUp ? 'Already have an account?' : 'New here?'}{' '}
        <button
          type="button"
          onClick={() => {
            form.clearErrors();
            onModeChange(signingUp ? 'sign-in' : 'sign-up');
          }}
          className="font-medium text-ink underline underline-offset-4 hover:no-underline"
        >
          {signingUp ? 'Sign in' : 'Create an account'}
        </button>
      </p>
    </div>
  );
}
