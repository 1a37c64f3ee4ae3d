import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { closeAuthDialog, openAuthDialog } from '../entities/session/auth-dialog.ts';
import { renderApp } from '../testing/render-app.tsx';

// The page never goes idle here (lazy-part.tsx's whenIdle): only the customer's moves load code.
window.requestIdleCallback = () => 0;
window.cancelIdleCallback = () => {};

const dialogsModule = vi.hoisted(() => ({ imported: false }));
vi.mock('../features/auth/auth-dialogs.tsx', async (importOriginal) => {
  dialogsModule.imported = true;
  return importOriginal();
});

afterEach(() => {
  act(() => closeAuthDialog());
});

it('fetches the sign-in form’s code as the pointer reaches Sign In, without opening or showing a wait', async () => {
  renderApp('/about');
  const signIn = await screen.findByRole('link', { name: 'Sign In' });
  expect(dialogsModule.imported).toBe(false);

  fireEvent.pointerEnter(signIn);
  await waitFor(() => expect(dialogsModule.imported).toBe(true));
  expect(screen.queryByRole('dialog')).toBeNull();
  // The wait shown after a press while the code is on its way (after 300 ms) is not shown.
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(screen.queryByText('Please wait')).toBeNull();

  act(() => openAuthDialog({ view: 'sign-in' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeVisible();
});
