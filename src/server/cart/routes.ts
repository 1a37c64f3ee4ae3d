import type { Database } from '../db/client.ts';
import { savedItemRoutes } from '../lib/saved-items/routes.ts';

/** /api/cart: the customer's cart lines (docs/rules/saved-items.md, cart_items). */
export function cartRoutes(db: Database, options?: Parameters<typeof savedItemRoutes>[2]) {
  return savedItemRoutes(db, 'cart', options);
}
