import { NotYetAvailable, Page } from '../../ui/page.tsx';

function ProfilePage({ title, intro }: { title: string; intro: string }) {
  return (
    <Page title={title} intro={<p>{intro}</p>}>
      <NotYetAvailable>This part of your profile is not available yet.</NotYetAvailable>
    </Page>
  );
}

export function ProfileOverviewPage() {
  return (
    <ProfilePage
      title="Account Overview"
      intro="Your details, recent orders and saved designs at a glance."
    />
  );
}

export function ProfileAddressPage() {
  return (
    <ProfilePage
      title="Your Address"
      intro="The shipping address we fill in for you at checkout."
    />
  );
}

export function ProfileOrderStatusPage() {
  return (
    <ProfilePage
      title="Order Status"
      intro="Each of your orders, from payment through production and shipping to delivery."
    />
  );
}

export function ProfileWishlistPage() {
  return (
    <ProfilePage
      title="Your Wishlist"
      intro="The designs you saved, ready to load into the configurator, move to your cart or share."
    />
  );
}

export function ProfileUpdatePasswordPage() {
  return (
    <ProfilePage
      title="Update Password"
      intro="Change the password you sign in with. A new password needs at least 8 characters."
    />
  );
}
