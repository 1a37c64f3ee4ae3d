import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { createFocusReturn } from '../../lib/focus-return.ts';

/**
 * Which account dialog is open (docs/rules/accounts.md): the sign-in modal in either mode, the
 * forgot-password modal, or the check-your-email dialog after a sign-up.
 */
export type AuthDialog =
  | { view: 'closed' }
  /** `reason`: one line saying why sign-in is asked for (a protected page). */
  | { view: 'sign-in' | 'sign-up'; reason?: string }
  | { view: 'forgot-password' }
  | { view: 'check-email'; email: string };

export const authDialogStore = createStore<{ dialog: AuthDialog; expected: boolean }>()(() => ({
  dialog: { view: 'closed' },
  expected: false,
}));

/**
 * A dialog is likely to be asked for soon (the pointer or keyboard focus reached Sign In): its code
 * is fetched now, so the press finds it in.
 */
export function expectAuthDialog(): void {
  if (!authDialogStore.getState().expected) authDialogStore.setState({ expected: true });
}

/** Whether the pointer or keyboard focus has reached Sign In since the page loaded. */
export function useAuthDialogExpected(): boolean {
  return useStore(authDialogStore, (state) => state.expected);
}

/** What had focus when the first account dialog opened: focus goes back there at the end. */
const focusReturn = createFocusReturn();

export function openAuthDialog(dialog: AuthDialog): void {
  if (authDialogStore.getState().dialog.view === 'closed' && dialog.view !== 'closed') {
    focusReturn.remember();
  }
  authDialogStore.setState({ dialog });
}

/**
 * When an account dialog has closed: once none is open, focus goes back to what opened the first
 * (the Sign In link, say), if it is still on the page; whether it did.
 */
export function restoreFocusAfterAuthDialog(): boolean {
  if (authDialogStore.getState().dialog.view !== 'closed') return false;
  return focusReturn.restore();
}

export function closeAuthDialog(): void {
  authDialogStore.setState({ dialog: { view: 'closed' } });
}

export function useAuthDialog(): AuthDialog {
  return useStore(authDialogStore, (state) => state.dialog);
}
