import { z } from 'zod';

// docs/rules/accounts.md: one set of messages for the browser's forms and the server's checks.

export const PASSWORD_MIN_LENGTH = 8;

export const emailSchema = z
  .string({ error: 'Invalid email' })
  .trim()
  .pipe(z.email({ error: 'Invalid email' }));

/**
 * Every rule is checked, so the form can show all that are unmet at once; the messages come in the
 * spec's order. Sign-in checks the same rules. Letters and digits of any script count, so a
 * customer typing "Ü" has typed an uppercase letter; anything else (space, €, &) is special.
 */
export const passwordSchema = z
  .string({ error: `At least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, { error: `At least ${PASSWORD_MIN_LENGTH} characters` })
  .regex(/\p{Ll}/u, { error: 'Lowercase letter required' })
  .regex(/\p{Lu}/u, { error: 'Uppercase letter required' })
  .regex(/\p{Nd}/u, { error: 'Number required' })
  .regex(/[^\p{L}\p{N}]/u, { error: 'Special character required' });

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type SignIn = z.infer<typeof signInSchema>;

/** The confirm field must repeat the password; the message sits on the confirm field. */
function withMatchingConfirmation<
  T extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodString }>,
>(form: T) {
  return form.refine((value) => value.password === value.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
    // Report a mismatch even while the password itself still breaks a rule.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      'confirmPassword' in payload.value &&
      typeof payload.value.confirmPassword === 'string',
  });
}

const confirmPasswordField = z.string({ error: 'Passwords do not match' });

export const signUpSchema = withMatchingConfirmation(
  z.object({ email: emailSchema, password: passwordSchema, confirmPassword: confirmPasswordField }),
);
export type SignUp = z.infer<typeof signUpSchema>;

/** The forgot-password form: one field, the registered e-mail. */
export const resetRequestSchema = z.object({ email: emailSchema });
export type ResetRequest = z.infer<typeof resetRequestSchema>;

/** The new-password form behind the reset link and on the profile's update-password page. */
export const newPasswordSchema = withMatchingConfirmation(
  z.object({ password: passwordSchema, confirmPassword: confirmPasswordField }),
);
export type NewPassword = z.infer<typeof newPasswordSchema>;

/** Field name → messages, in rule order: what a form shows beside each field. */
export function fieldErrors(error: z.ZodError): Readonly<Record<string, readonly string[]>> {
  const byField: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_form';
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}
