import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type Location } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authDialogStore, closeAuthDialog } from '../../entities/session/auth-dialog.ts';
import { RouterProbe } from '../../testing/render-app.tsx';
import { answerFetch } from '../../testing/answer-fetch.ts';
import { toastStore } from '../../ui/toast-store.ts';
import { ResetPasswordPage } from './auth-pages.tsx';

const NEW_PASSWORD = 'New&Birch2';
const INVALID_TOKEN = { status: 400, body: { code: 'INVALID_TOKEN', message: 'Invalid token' } };
const UNUSABLE = 'This reset link has expired or was already used. Please ask for a new one.';

function renderPage(path: string) {
  let location: Location | undefined;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <ResetPasswordPage />
        <RouterProbe onRender={(at) => (location = at)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { location: () => location };
}

async function setNewPassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('Confirm Password'), NEW_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('the reset page', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    toastStore.setState({ toasts: [] });
    closeAuthDialog();
  });

  it('names, and signs in to, the account the token resets, not the address in an edited link', async () => {
    const signIns: unknown[] = [];
    restore = answerFetch({
      '/api/auth/reset-link?token=tok-1': { status: 200, body: { email: 'owner@example.com' } },
      '/api/auth/reset-password': { status: 200, body: { status: true } },
      '/api/auth/sign-in/email': (init) => {
        signIns.push(JSON.parse(String(init?.body)));
        return { status: 200, body: { user: {} } };
      },
      '/api/auth/get-session': { status: 200, body: null },
    });
    const page = renderPage('/reset-password?token=tok-1&email=neighbour%40example.com');
    expect(
      await screen.findByText('Choose a new password for owner@example.com.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/neighbour@example\.com/)).toBeNull();

    await setNewPassword();
    await vi.waitFor(() => expect(page.location()?.pathname).toBe('/'));
    expect(signIns).toEqual([
      { email: 'owner@example.com', password: NEW_PASSWORD, rememberMe: true },
    ]);
  });

  it('for a link that cannot be used names no one, offers no form and asks for a new link', async () => {
    restore = answerFetch({ '/api/auth/reset-link?token=old': INVALID_TOKEN });
    renderPage('/reset-password?token=old&email=ada%40example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(UNUSABLE);
    expect(screen.queryByText(/ada@example\.com/)).toBeNull();
    expect(screen.queryByLabelText('New password')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset password' }));
    expect(authDialogStore.getState().dialog).toEqual({ view: 'forgot-password' });
  });

  it('says so when the link is used up before the new password is set, and signs no one in', async () => {
    const signIn = vi.fn(() => ({ status: 200, body: { user: {} } }));
    restore = answerFetch({
      '/api/auth/reset-link?token=tok-2': { status: 200, body: { email: 'owner@example.com' } },
      '/api/auth/reset-password': INVALID_TOKEN,
      '/api/auth/sign-in/email': signIn,
    });
    renderPage('/reset-password?token=tok-2');
    await setNewPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNUSABLE);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('offers another try when the link could not be checked', async () => {
    let answer: { status: number; body: unknown } = {
      status: 429,
      body: { error: { kind: 'rate_limited', message: 'Too many password reset attempts.' } },
    };
    restore = answerFetch({ '/api/auth/reset-link?token=tok-3': () => answer });
    renderPage('/reset-password?token=tok-3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset attempts.');
    answer = { status: 200, body: { email: 'owner@example.com' } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });
});
