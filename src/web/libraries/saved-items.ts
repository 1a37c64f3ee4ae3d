// Evaluated in a task of its own before the app's modules (src/web/main.tsx): the saved items'
// model (designs, cart and wishlist lines), which the cart's store is made of. Its schemas are
// built when a stored item is first read.
export { parseCartItems } from '../../domain/items/model.ts';
