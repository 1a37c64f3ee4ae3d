import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  fieldErrors,
  newPasswordSchema,
  passwordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from './credentials.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('emailSchema (docs/rules/accounts.md)', () => {
  it.each(['ana@example.com', 'Ana.Lopez+shelves@birch-cell.co.uk', '  ana@example.com  '])(
    'accepts %j',
    (email) => {
      expect(emailSchema.safeParse(email).success).toBe(true);
    },
  );

  it('trims what it accepts', () => {
    expect(emailSchema.parse('  ana@example.com ')).toBe('ana@example.com');
  });

  it.each(['', 'ana', 'ana@', '@example.com', 'ana@example', 'ana example@x.com', undefined, 42])(
    'refuses %j with "Invalid email"',
    (email) => {
      expect(messages(emailSchema.safeParse(email))).toEqual(['Invalid email']);
    },
  );
});

describe('passwordSchema (docs/rules/accounts.md)', () => {
  it.each([
    ['Aa1!aaa', ['At least 8 characters']],
    ['AAAA1111!', ['Lowercase letter required']],
    ['aaaa1111!', ['Uppercase letter required']],
    ['Aaaaaaaa!', ['Number required']],
    ['Aaaaaaa11', ['Special character required']],
    [
      'abc',
      [
        'At least 8 characters',
        'Uppercase letter required',
        'Number required',
        'Special character required',
      ],
    ],
    [
      '',
      [
        'At least 8 characters',
        'Lowercase letter required',
        'Uppercase letter required',
        'Number required',
        'Special character required',
      ],
    ],
  ])('%j breaks %j', (password, expected) => {
    expect(messages(passwordSchema.safeParse(password))).toEqual(expected);
  });

  it.each(['Birch&Cell1', 'Aaaaaa1 ', 'Ünïcode9x€', 'Aa1!Aa1!'])('accepts %j', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it('refuses a missing password with the length message', () => {
    expect(messages(passwordSchema.safeParse(undefined))).toEqual(['At least 8 characters']);
  });
});

describe('signInSchema', () => {
  it('checks the password rules on sign-in too', () => {
    const result = signInSchema.safeParse({ email: 'ana@example.com', password: 'short' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      password: [
        'At least 8 characters',
        'Uppercase letter required',
        'Number required',
        'Special character required',
      ],
    });
  });

  it('accepts good credentials', () => {
    expect(signInSchema.parse({ email: 'ana@example.com', password: 'Birch&Cell1' })).toEqual({
      email: 'ana@example.com',
      password: 'Birch&Cell1',
    });
  });
});

describe('signUpSchema', () => {
  const form = {
    email: 'ana@example.com',
    password: 'Birch&Cell1',
    confirmPassword: 'Birch&Cell1',
  };

  it('accepts matching passwords', () => {
    expect(signUpSchema.safeParse(form).success).toBe(true);
  });

  it('shows "Passwords do not match" on the confirm field', () => {
    const result = signUpSchema.safeParse({ ...form, confirmPassword: 'Birch&Cell2' });
    expect(fieldErrors(result.error!)).toEqual({ confirmPassword: ['Passwords do not match'] });
  });

  it('reports a mismatch alongside the other fields’ messages', () => {
    const result = signUpSchema.safeParse({
      email: 'nope',
      password: 'birch&cell1',
      confirmPassword: 'x',
    });
    expect(fieldErrors(result.error!)).toEqual({
      email: ['Invalid email'],
      password: ['Uppercase letter required'],
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('treats a missing confirmation as a mismatch', () => {
    const result = signUpSchema.safeParse({ email: form.email, password: form.password });
    expect(fieldErrors(result.error!)).toEqual({ confirmPassword: ['Passwords do not match'] });
  });
});

describe('resetRequestSchema', () => {
  it('needs a valid e-mail', () => {
    expect(resetRequestSchema.parse({ email: 'ana@example.com' })).toEqual({
      email: 'ana@example.com',
    });
    expect(fieldErrors(resetRequestSchema.safeParse({ email: 'ana' }).error!)).toEqual({
      email: ['Invalid email'],
    });
  });
});

describe('newPasswordSchema', () => {
  it('checks the rules and the confirmation', () => {
    expect(
      newPasswordSchema.safeParse({ password: 'Birch&Cell1', confirmPassword: 'Birch&Cell1' })
        .success,
    ).toBe(true);
    expect(
      fieldErrors(
        newPasswordSchema.safeParse({ password: 'Birch&Cell1', confirmPassword: 'Birch&Cell' })
          .error!,
      ),
    ).toEqual({ confirmPassword: ['Passwords do not match'] });
  });
});

describe('fieldErrors', () => {
  it('puts form-wide issues under _form', () => {
    const result = emailSchema.safeParse('nope');
    expect(fieldErrors(result.error!)).toEqual({ _form: ['Invalid email'] });
  });
});
