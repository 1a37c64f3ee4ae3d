import type { Database } from '../db/client.ts';
import { savedItemRoutes } from '../lib/saved-items/routes.ts';

/** /api/wishlist: the customer's saved designs (docs/rules/saved-items.md, wishlist_items). */
export function wishlistRoutes(db: Database, options?: Parameters<typeof savedItemRoutes>[2]) {
  return savedItemRoutes(db, 'wishlist', options);
}
