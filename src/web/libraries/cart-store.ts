// Evaluated in a task of its own before the app's modules (src/web/main.tsx): the cart's store, which
// the header's count reads on every page.
export { useCartCount } from '../entities/cart/cart-store.ts';
