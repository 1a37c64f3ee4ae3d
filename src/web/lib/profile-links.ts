import { linksByPath } from './page-links.ts';

/** The profile's entries (docs/rules/accounts.md), in the spec's order; Log out follows them. */
export const PROFILE_LINKS = linksByPath({
  '/profile/overview': 'Overview',
  '/profile/address': 'Address',
  '/profile/order-status': 'Order status',
  '/profile/wishlist': 'Wishlist',
  '/profile/update-password': 'Update password',
});
