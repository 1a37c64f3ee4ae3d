import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

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

export const authDialogStore = createStore<{ dialog: AuthDialog }>()(() => ({
  dialog: { view: 'closed' },
}));

export function openAuthDialog(dialog: AuthDialog): void {
  authDialogStore.setState({ dialog });
}

export function closeAuthDialog(): void {
  authDialogStore.setState({ dialog: { view: 'closed' } });
}

export function useAuthDialog(): AuthDialog {
  return useStore(authDialogStore, (state) => state.dialog);
}
