import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { closeAuthDialog, openAuthDialog } from '../entities/session/auth-dialog.ts';
import { answerFetch } from '../testing/answer-fetch.ts';
import { renderApp } from '../testing/render-app.tsx';

// The page never goes idle here (lazy-part.tsx's whenIdle); the account dialogs load on first use
// in any case, only when a page asks for them or the pointer or focus reaches Sign In.
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

it('loads the account dialogs’ code only once the pointer reaches Sign In or a dialog is asked for', async () => {
  renderApp('/about');
  const signIn = await screen.findByRole('link', { name: 'Sign In' });
  expect(dialogsModule.imported).toBe(false);

  // The pointer on Sign In fetches the code, ahead of a press: nothing opens, no wait shows.
  fireEvent.pointerEnter(signIn);
  await waitFor(() => expect(dialogsModule.imported).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByText('Please wait')).toBeNull();

  act(() => openAuthDialog({ view: 'sign-in' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeVisible();
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
