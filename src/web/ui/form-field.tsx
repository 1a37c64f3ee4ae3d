import { Check, Circle, Eye, EyeOff } from 'lucide-react';
import { PASSWORD_RULES } from '../../domain/account/credentials.ts';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { cn } from '../lib/cn.ts';

export const inputClass =
  'min-h-11 w-full rounded-md border border-control bg-white px-3 text-base text-ink placeholder:text-ink-muted/70 focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink aria-[invalid=true]:border-danger';

/** A labelled input with its validation message beside it, tied by aria-describedby. */
export function FormField({
  label,
  error,
  hint,
  describedBy,
  className,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The id of something else on the page that describes the field (a checklist of its rules). */
  describedBy?: string;
  className?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': !!error,
        ...(described ? { 'aria-describedby': described } : {}),
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

/** A checkbox with its label beside it, tall enough to tap. */
export function CheckboxField({
  label,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & { label: ReactNode; className?: string }) {
  return (
    <label className={cn('inline-flex min-h-11 items-center gap-2 text-sm', className)}>
      <input type="checkbox" className="size-4" {...input} />
      {label}
    </label>
  );
}

/** A labelled input in the shop's style: a FormField around an input given these props. */
export function InputField({
  label,
  error,
  hint,
  className,
  ...input
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
} & Omit<ComponentProps<'input'>, 'className'>) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(field) => <input {...field} {...input} className={inputClass} />}
    </FormField>
  );
}

/** A labelled email address field, which the browser may fill in with the customer's address. */
export function EmailField(props: ComponentProps<typeof InputField>) {
  return <InputField type="email" autoComplete="email" {...props} />;
}

/** A labelled password field (the input with its show/hide button) given these input props. */
export function PasswordField({
  label,
  error,
  describedBy,
  ...input
}: ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
  /** The id of the checklist of the password's rules, when the page shows one. */
  describedBy?: string | undefined;
}) {
  return (
    <FormField label={label} error={error} {...(describedBy ? { describedBy } : {})}>
      {(field) => <PasswordInput {...field} {...input} />}
    </FormField>
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

/**
 * The password rules as a checklist that follows the typing: every rule shows at once, ticked
 * when met (docs/rules/accounts.md). After a refused submit the unmet ones turn red.
 */
export function PasswordChecklist({
  id,
  password,
  showUnmet,
}: {
  id: string;
  password: string;
  /** Whether the form was submitted with rules unmet: those are then marked as errors. */
  showUnmet: boolean;
}) {
  return (
    <ul id={id} aria-label="Password rules" className="grid gap-1 text-sm">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.met(password);
        return (
          <li
            key={rule.message}
            className={cn(
              'flex items-center gap-2',
              met ? 'text-ink' : showUnmet ? 'text-danger' : 'text-ink-muted',
            )}
          >
            {met ? (
              <Check aria-hidden className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden className="size-4 shrink-0" />
            )}
            <span>
              {rule.message}
              <span className="sr-only">{met ? ': done' : ': not yet'}</span>
            </span>
          </li>
        );
      })}
    </ul>
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
  password,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The new password as typed, for the checklist of its rules. */
  password: string;
}) {
  // A form with more fields registers these two the same way; react-hook-form's types cannot say so.
  const fields = register as unknown as UseFormRegister<NewPasswordValues>;
  const fieldErrors = errors as FieldErrors<NewPasswordValues>;
  const rulesId = useId();
  return (
    <>
      <PasswordField
        label="New password"
        error={fieldErrors.password?.message}
        describedBy={rulesId}
        {...fields('password', { deps: ['confirmPassword'] })}
        autoComplete="new-password"
      />
      <PasswordChecklist
        id={rulesId}
        password={password}
        showUnmet={fieldErrors.password !== undefined}
      />
      <PasswordField
        label="Confirm Password"
        error={fieldErrors.confirmPassword?.message}
        {...fields('confirmPassword')}
        autoComplete="new-password"
      />
    </>
  );
}
