// The profile's pages, each in its own file; the router loads them as one chunk.
export { ProfileAddressPage } from './address-page.tsx';
export { ProfileOrderStatusPage } from './order-status-page.tsx';
export { ProfileOverviewPage } from './overview-page.tsx';
export { ProfileUpdatePasswordPage } from './update-password-page.tsx';
export { ProfileWishlistPage } from './wishlist-page.tsx';
