import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { closeAuthDialog, openAuthDialog } from '../entities/session/auth-dialog.ts';
import { answerFetch } from '../testing/answer-fetch.ts';
import { renderApp } from '../testing/render-app.tsx';

// The page never goes idle here (lazy-part.tsx's whenIdle): the account dialogs load only when a
// page asks for them.
window.requestIdleCallback = () => 0;
window.cancelIdleCallback = () => {};

const dialogsModule = vi.hoisted(() => ({ imported: false }));
vi.mock('../features/auth/auth-dialogs.tsx', async (importOriginal) => {
  dialogsModule.imported = true;
  return importOriginal();
});

let restoreFetch = () => {};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  act(() => closeAuthDialog());
  restoreFetch();
  restoreFetch = () => {};
});

it('loads the account dialogs’ code only once a dialog is asked for, and opens it', async () => {
  renderApp('/about');
  await screen.findByRole('heading', { level: 1 });
  expect(dialogsModule.imported).toBe(false);

  act(() => openAuthDialog({ view: 'sign-in' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeVisible();
  expect(dialogsModule.imported).toBe(true);
});

it('handles an e-mail confirmation link on landing, before the page is idle', async () => {
  const asked: string[] = [];
  restoreFetch = answerFetch({
    '/api/auth/verify-email': () => {
      asked.push('verify-email');
      return { status: 400, body: { code: 'INVALID_TOKEN', message: 'invalid token' } };
    },
  });
  renderApp('/?confirm-email=true&email=ada%40example.com&type=signup&token=expired');
  await waitFor(() => expect(asked).toEqual(['verify-email']));
});

/** About, with the sign-in dialog opened from the header's Sign In link. */
async function signInFromHeader() {
  const user = userEvent.setup();
  renderApp('/about');
  const signIn = await screen.findByRole('link', { name: 'Sign In' });
  await user.click(signIn);
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  /** Escape closes the dialog open now; then no dialog is left. */
  const escape = async () => {
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  };
  return { user, signIn, dialog, escape };
}

it('gives focus back to the Sign In link when the sign-in dialog closes', async () => {
  const { signIn, dialog, escape } = await signInFromHeader();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);

  await escape();
  expect(signIn).toHaveFocus();
});

it('gives focus back to the Sign In link after moving on to the forgot-password dialog', async () => {
  const { user, signIn, dialog, escape } = await signInFromHeader();
  await user.click(within(dialog).getByRole('button', { name: /forgot/i }));
  await screen.findByRole('dialog', { name: 'Reset password' });

  await escape();
  expect(signIn).toHaveFocus();
});
