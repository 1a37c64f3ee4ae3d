import { act, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { authDialogStore, openAuthDialog } from '../entities/session/auth-dialog.ts';
import { renderApp } from '../testing/render-app.tsx';
import { AUTH_DIALOGS_UNAVAILABLE_MESSAGE } from './root-layout.tsx';

window.requestIdleCallback = () => 0;
window.cancelIdleCallback = () => {};

// The dialogs' chunk cannot load (a release during the visit, the connection gone).
vi.mock('../features/auth/auth-dialogs.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('says the sign-in form could not open when its code cannot load, and closes the dialog', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderApp('/about');
  await screen.findByRole('heading', { level: 1 });

  act(() => openAuthDialog({ view: 'sign-in' }));
  expect(await screen.findByText(AUTH_DIALOGS_UNAVAILABLE_MESSAGE)).toBeVisible();
  await waitFor(() => expect(authDialogStore.getState().dialog.view).toBe('closed'));
  expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
  expect(warn).toHaveBeenCalledWith('The account dialogs could not load:', expect.any(Error));
});
