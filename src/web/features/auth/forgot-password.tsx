import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { resetRequestSchema, type ResetRequest } from '../../../domain/account/credentials.ts';
import { AuthError, requestPasswordReset } from '../../entities/session/auth-client.ts';
import { Button } from '../../ui/button.tsx';
import { EmailField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/toast-store.ts';

/**
 * The forgot-password form (docs/rules/accounts.md): one field, a button that reads Sending... while busy,
 * then the sent state with a Login button. The answer is the same whether or not the address has
 * an account.
 */
export function ForgotPasswordForm({
  sentTo,
  onSent,
  onBusyChange,
  onLogin,
}: {
  sentTo: string | null;
  onSent: (email: string) => void;
  onBusyChange: (busy: boolean) => void;
  onLogin: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequest>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    onBusyChange(true);
    try {
      await requestPasswordReset(email);
      toast({ title: 'Password reset email sent!' });
      onSent(email);
    } catch (error) {
      const message = error instanceof AuthError && error.status !== 500 ? error.message : '';
      toast({
        title: 'Unable to send reset email',
        ...(message && message !== 'Auth error' ? { description: message } : {}),
        variant: 'destructive',
      });
    } finally {
      onBusyChange(false);
    }
  });

  if (sentTo) {
    return (
      <div className="grid gap-4">
        <p className="text-lg font-semibold">Email sent</p>
        <p className="text-sm text-ink-muted">
          Sent to <span className="font-medium text-ink">{sentTo}</span>
        </p>
        <p>Please check your mail and click on the provided link to reset your password</p>
        <Button onClick={onLogin}>Login</Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <EmailField
        label="Your registered email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" pending={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Reset password'}
      </Button>
    </form>
  );
}
