import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { newPasswordSchema } from '../../../domain/account/credentials.ts';
import { AuthError, changePassword } from '../../entities/session/auth-client.ts';
import { useSession } from '../../entities/session/session.ts';
import { Button } from '../../ui/button.tsx';
import { NewPasswordFields, PasswordField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { ProfileFrame } from './profile-frame.tsx';

const updatePasswordSchema = z.intersection(
  z.object({
    currentPassword: z.string().check(z.minLength(1, { error: 'Enter your current password' })),
  }),
  newPasswordSchema,
);
type UpdatePassword = z.infer<typeof updatePasswordSchema>;

export function ProfileUpdatePasswordPage() {
  const session = useSession();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePassword>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    reValidateMode: 'onChange',
  });
  const newPassword = useWatch({ control, name: 'password' });
  const submit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      await changePassword(currentPassword, password);
      reset();
      toast({ title: 'Password updated', description: 'Other devices have been signed out.' });
    } catch (error) {
      const wrong = error instanceof AuthError && error.code === 'INVALID_PASSWORD';
      toast({
        title: wrong ? 'Your current password is not correct.' : (error as Error).message,
        variant: 'destructive',
      });
    }
  });
  return (
    <ProfileFrame
      title="Update Password"
      intro="Change the password you sign in with. A new password needs at least 8 characters, a lowercase and an uppercase letter, a number and a special character."
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="grid max-w-md gap-4">
        {session.status === 'signed-in' && (
          <input type="email" hidden readOnly autoComplete="username" value={session.user.email} />
        )}
        <PasswordField
          label="Current password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
          autoComplete="current-password"
        />
        <NewPasswordFields register={register} errors={errors} password={newPassword} />
        <Button type="submit" pending={isSubmitting} className="justify-self-start">
          {isSubmitting ? 'Saving...' : 'Update password'}
        </Button>
      </form>
    </ProfileFrame>
  );
}
