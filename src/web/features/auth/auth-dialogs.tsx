import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { takeReturnPath } from '../../entities/session/auth-return.ts';
import {
  closeAuthDialog,
  openAuthDialog,
  restoreFocusAfterAuthDialog,
  useAuthDialog,
} from '../../entities/session/auth-dialog.ts';
import { Button } from '../../ui/button.tsx';
import { closeOnEscapeLeftByToast } from '../../ui/escape-under-toast.ts';
import { useEmailConfirmationLink } from './confirm-email-link.ts';
import { ForgotPasswordForm } from './forgot-password.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** One of the account dialogs: closing it (unless locked) closes the account dialog. */
function Modal({
  open,
  title,
  description,
  locked = false,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  /** While locked (a request in flight) the dialog cannot be closed. */
  locked?: boolean;
  children: ReactNode;
}) {
  const guard = (event: Event) => {
    if (locked) event.preventDefault();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !locked) closeAuthDialog();
      }}
    >
      <Dialog.Portal>
        {/* Above the side panels (z-60): these dialogs open from them too. */}
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-ink/40 motion-safe:animate-fade-in" />
        <Dialog.Content
          onEscapeKeyDown={guard}
          onKeyDown={closeOnEscapeLeftByToast(() => {
            if (!locked) closeAuthDialog();
          })}
          onPointerDownOutside={guard}
          onInteractOutside={guard}
          onCloseAutoFocus={(event) => {
            if (restoreFocusAfterAuthDialog()) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-[70] max-h-[92dvh] w-[min(28rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-line bg-paper p-6 motion-safe:animate-fade-in"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              disabled={locked}
              className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-md hover:bg-ink/5 disabled:opacity-50"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The account dialogs (docs/rules/accounts.md): sign-in / sign-up, forgot password and the check-your-email
 * dialog after a sign-up; also handles the confirmation link landing on the home page.
 */
export function AuthDialogs() {
  useEmailConfirmationLink();
  const dialog = useAuthDialog();
  const navigate = useNavigate();
  const [resetBusy, setResetBusy] = useState(false);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);

  const signInOpen = dialog.view === 'sign-in' || dialog.view === 'sign-up';
  const signedIn = () => {
    closeAuthDialog();
    const back = takeReturnPath();
    if (back) void navigate(back);
  };

  return (
    <>
      <Modal
        open={signInOpen}
        title={dialog.view === 'sign-up' ? 'Create an account' : 'Sign in'}
        description="Sign in or create an account with your email and a password, or with Google or Apple."
      >
        {signInOpen && dialog.reason && (
          <p role="status" className="mb-4 text-sm text-ink-muted">
            {dialog.reason}
          </p>
        )}
        <SignInForm
          mode={dialog.view === 'sign-up' ? 'sign-up' : 'sign-in'}
          onModeChange={(view) => openAuthDialog({ view })}
          onSignedIn={signedIn}
          onAccountCreated={signedIn}
          onNeedsConfirmation={(email) => openAuthDialog({ view: 'check-email', email })}
          onForgotPassword={() => {
            setResetSentTo(null);
            openAuthDialog({ view: 'forgot-password' });
          }}
        />
      </Modal>
      <Modal
        open={dialog.view === 'forgot-password'}
        title="Reset password"
        description="Enter the email address of your account and we will send you a link to choose a new password."
        locked={resetBusy}
      >
        <ForgotPasswordForm
          sentTo={resetSentTo}
          onSent={setResetSentTo}
          onBusyChange={setResetBusy}
          onLogin={() => openAuthDialog({ view: 'sign-in' })}
        />
      </Modal>
      <Modal
        open={dialog.view === 'check-email'}
        title="Please check your email"
        description="We sent you a link to confirm your email address."
      >
        <div className="grid gap-4">
          <p>
            We sent a confirmation link to{' '}
            <span className="font-medium">{dialog.view === 'check-email' ? dialog.email : ''}</span>
            . Click it to confirm your address and sign in.
          </p>
          <Button onClick={closeAuthDialog}>Got it</Button>
        </div>
      </Modal>
    </>
  );
}
