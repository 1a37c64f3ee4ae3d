/** The profile's entries (docs/rules/accounts.md), in the spec's order; Log out follows them. */
export const PROFILE_LINKS = [
  { to: '/profile/overview', label: 'Overview' },
  { to: '/profile/address', label: 'Address' },
  { to: '/profile/order-status', label: 'Order status' },
  { to: '/profile/wishlist', label: 'Wishlist' },
  { to: '/profile/update-password', label: 'Update password' },
] as const;
