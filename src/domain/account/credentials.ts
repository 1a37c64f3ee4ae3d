import * as z from 'zod/mini';

// docs/rules/accounts.md: one set of messages for the browser's forms and the server's checks.

export const PASSWORD_MIN_LENGTH = 8;

export const emailSchema = z.pipe(
  z.string({ error: 'Invalid email' }).check(z.trim()),
  z.email({ error: 'Invalid email' }),
);

/**
 * The password rules in the spec's order, each with its message: the forms show them as a
 * checklist while the customer types, and the schema below checks the same list. Letters and
 * digits of any script count, so a customer typing "Ü" has typed an uppercase letter; anything
 * else (space, €, &) is special.
 */
export const PASSWORD_RULES: readonly {
  readonly message: string;
  readonly met: (password: string) => boolean;
}[] = [
  {
    message: `At least ${PASSWORD_MIN_LENGTH} characters`,
    met: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  { message: 'Lowercase letter required', met: (password) => /\p{Ll}/u.test(password) },
  { message: 'Uppercase letter required', met: (password) => /\p{Lu}/u.test(password) },
  { message: 'Number required', met: (password) => /\p{Nd}/u.test(password) },
  { message: 'Special character required', met: (password) => /[^\p{L}\p{N}]/u.test(password) },
];

/** Every rule is checked, so that all the unmet ones are reported at once. Sign-in checks the same. */
export const passwordSchema = z.string({ error: PASSWORD_RULES[0]!.message }).check((payload) => {
  for (const rule of PASSWORD_RULES) {
    if (!rule.met(payload.value)) {
      payload.issues.push({ code: 'custom', message: rule.message, input: payload.value });
    }
  }
});

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type SignIn = z.infer<typeof signInSchema>;

/** The confirm field must repeat the password; the message sits on the confirm field. */
function withMatchingConfirmation<
  T extends z.ZodMiniObject<{ password: z.ZodMiniType; confirmPassword: z.ZodMiniString }>,
>(form: T) {
  return form.check(
    z.refine((value) => value.password === value.confirmPassword, {
      error: 'Passwords do not match',
      path: ['confirmPassword'],
      // Report a mismatch even while the password itself still breaks a rule.
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        'confirmPassword' in payload.value &&
        typeof payload.value.confirmPassword === 'string',
    }),
  );
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
export function fieldErrors(error: z.core.$ZodError): Readonly<Record<string, readonly string[]>> {
  const byField: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_form';
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}
