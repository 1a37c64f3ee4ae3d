import { NotYetAvailable, Page } from '../../ui/page.tsx';

export function AuthPage() {
  return (
    <Page
      title="Sign In"
      intro={
        <p>
          An account keeps your wishlist and cart on every device and lets you follow your orders.
        </p>
      }
    >
      <NotYetAvailable>Sign-in and registration are not available yet.</NotYetAvailable>
    </Page>
  );
}

export function EmailConfirmPage() {
  return (
    <Page
      title="Confirm Your Email"
      intro={<p>The link in our sign-up email brings you here to confirm your address.</p>}
    >
      <NotYetAvailable>
        Accounts are not available yet, so there is nothing to confirm.
      </NotYetAvailable>
    </Page>
  );
}

export function ResetPasswordPage() {
  return (
    <Page
      title="Reset Password"
      intro={<p>The link in a password reset email brings you here to choose a new password.</p>}
    >
      <NotYetAvailable>
        Accounts are not available yet, so passwords cannot be reset.
      </NotYetAvailable>
    </Page>
  );
}
