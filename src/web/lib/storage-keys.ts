/** Where the cart and wishlist keep themselves in this browser (docs/rules/browser-storage.md). */
export const CART_STORAGE_KEY = 'cart';
export const WISHLIST_STORAGE_KEY = 'wishlist';
