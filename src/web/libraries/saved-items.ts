// Evaluated in a task of its own before the app's modules (src/web/main.tsx): the saved items'
// model (designs, cart and wishlist lines, with their schemas), which the cart's store is made of.
export { parseCartItems } from '../../domain/items/model.ts';
