import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { cn } from '../lib/cn.ts';

export const inputClass =
  'min-h-11 w-full rounded-md border border-line bg-white px-3 text-base text-ink placeholder:text-ink-muted/70 focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink aria-[invalid=true]:border-danger';

/** A labelled input with its validation message beside it, tied by aria-describedby. */
export function FormField({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': !!error,
        ...(error ? { 'aria-describedby': errorId } : {}),
      })}
      {hint && !error && <p className="text-xs text-ink-muted">{hint}</p>}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordInput({ className, ...props }: ComponentProps<'input'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        className={cn(inputClass, 'pr-12', className)}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-ink-muted hover:text-ink"
      >
        {visible ? (
          <EyeOff aria-hidden className="size-5" />
        ) : (
          <Eye aria-hidden className="size-5" />
        )}
      </button>
    </div>
  );
}

/** What a form that sets a new password holds, whatever else it asks. */
interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * New password and its confirmation, as the password reset page and the profile's Update Password
 * both ask them: the confirmation is checked again whenever the password changes.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  hint,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  hint?: ReactNode;
}) {
  // A form with more fields registers these two the same way; react-hook-form's types cannot say so.
  const fields = register as unknown as UseFormRegister<NewPasswordValues>;
  const fieldErrors = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <FormField label="New password" error={fieldErrors.password?.message} hint={hint}>
        {(field) => (
          <PasswordInput
            {...field}
            {...fields('password', { deps: ['confirmPassword'] })}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <FormField label="Confirm Password" error={fieldErrors.confirmPassword?.message}>
        {(field) => (
          <PasswordInput {...field} {...fields('confirmPassword')} autoComplete="new-password" />
        )}
      </FormField>
    </>
  );
}
