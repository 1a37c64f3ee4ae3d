import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '../../testing/answer-fetch.ts';
import { toastStore } from '../../ui/toast-store.ts';
import { SignInForm, type SignInMode } from './sign-in-form.tsx';

function renderForm(mode: SignInMode) {
  const handlers = {
    onModeChange: vi.fn(),
    onSignedIn: vi.fn(),
    onNeedsConfirmation: vi.fn(),
    onForgotPassword: vi.fn(),
    onAccountCreated: vi.fn(),
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignInForm mode={mode} {...handlers} />
    </QueryClientProvider>,
  );
  return handlers;
}

const toastTitles = () => toastStore.getState().toasts.map((t) => t.title);

describe('SignInForm', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    toastStore.setState({ toasts: [] });
  });

  it('shows the rule each field breaks, beside the field', async () => {
    const user = userEvent.setup();
    renderForm('sign-up');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringMatching(/^At least 8 characters At least 8 characters: not yet/),
    );
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Invalid email',
    );
  });

  it('shows every password rule at once as a checklist that follows the typing, at sign-up only', async () => {
    const user = userEvent.setup();
    renderForm('sign-up');
    const rules = screen.getByRole('list', { name: 'Password rules' });
    const items = () =>
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items()).toEqual([
      'At least 8 characters: not yet',
      'Lowercase letter required: not yet',
      'Uppercase letter required: not yet',
      'Number required: not yet',
      'Special character required: not yet',
    ]);
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(items()).toEqual([
      'At least 8 characters: done',
      'Lowercase letter required: done',
      'Uppercase letter required: not yet',
      'Number required: not yet',
      'Special character required: not yet',
    ]);
    expect(screen.getByLabelText('Password')).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(rules.id),
    );
    await user.type(screen.getByLabelText('Password'), 'A1&');
    expect(items().every((text) => text?.endsWith(': done'))).toBe(true);
  });

  it('has no checklist at sign-in', () => {
    renderForm('sign-in');
    expect(screen.queryByRole('list', { name: 'Password rules' })).toBeNull();
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    renderForm('sign-in');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('asks for confirmation after a sign-up', async () => {
    restore = answerFetch({
      '/api/auth/sign-up/email': { status: 200, body: { token: null, user: {} } },
    });
    const user = userEvent.setup();
    const handlers = renderForm('sign-up');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Birch&Cell1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Birch&Cell1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await vi.waitFor(() =>
      expect(handlers.onNeedsConfirmation).toHaveBeenCalledWith('ada@example.com'),
    );
  });

  it('toasts Signed in, or the server’s own message, or Auth error', async () => {
    let answer: { status: number; body: unknown } = {
      status: 401,
      body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    };
    restore = answerFetch({ '/api/auth/sign-in/email': () => answer });
    const user = userEvent.setup();
    const handlers = renderForm('sign-in');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Birch&Cell1');
    const submit = screen.getByRole('button', { name: 'Sign In' });
    await user.click(submit);
    await vi.waitFor(() => expect(toastTitles()).toEqual(['Invalid email or password']));

    answer = { status: 500, body: {} };
    await user.click(submit);
    await vi.waitFor(() => expect(toastTitles()).toEqual(['Auth error']));

    answer = { status: 200, body: { user: { id: 'u1' } } };
    await user.click(submit);
    await vi.waitFor(() => expect(toastTitles()).toEqual(['Signed in']));
    expect(handlers.onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('says Failed to create user account when the server cannot create it, else its reason', async () => {
    let answer: { status: number; body: unknown } = { status: 500, body: {} };
    restore = answerFetch({ '/api/auth/sign-up/email': () => answer });
    const user = userEvent.setup();
    renderForm('sign-up');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Birch&Cell1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Birch&Cell1');
    const submit = screen.getByRole('button', { name: 'Sign Up' });
    const answers: [number, unknown, string][] = [
      [500, {}, 'Failed to create user account'],
      [
        422,
        { code: 'FAILED_TO_CREATE_USER', message: 'Failed to create user' },
        'Failed to create user account',
      ],
      [400, { code: 'PASSWORD_TOO_SHORT', message: 'Password too short' }, 'Password too short'],
    ];
    for (const [status, body, title] of answers) {
      toastStore.setState({ toasts: [] });
      answer = { status, body };
      await user.click(submit);
      await vi.waitFor(() => expect(toastTitles()).toEqual([title]));
    }
  });

  it('says Google sign-in failed when Google is not available', async () => {
    restore = answerFetch({
      '/api/auth/sign-in/social': { status: 404, body: { message: 'Provider not found' } },
    });
    const user = userEvent.setup();
    renderForm('sign-in');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(toastTitles()).toEqual(['Google sign-in failed']));
  });
});
