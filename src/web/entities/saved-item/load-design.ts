import { CONFIGURATOR_PATH as DESIGN_CONFIGURATOR_PATH } from '../../../domain/design/model.ts';
import type { WishlistItem } from '../../../domain/items/model.ts';
import { openDesignInConfigurator, takePendingItem } from '../../lib/configurator-loading.ts';
import { isInchItem } from '../../lib/item-analytics.ts';
import { shopEvent, type InchLoadDetail } from '../../lib/shop-events.ts';

// Load Design from the wishlist (docs/rules/saved-items.md). Box designs open in the cell configurator through
// its own loading rule; inch designs follow the pending-item and navigation rules below, and the
// inch configurator takes the pending item with takePendingInchItem.

/** docs/rules/browser-storage.md: an inch design on its way to a product page or the inch configurator. */
export const PENDING_INCH_ITEM_KEY = 'pending-inch-item';
export const INCH_CONFIGURATOR_PATH = DESIGN_CONFIGURATOR_PATH.inch;
const PENDING_VERSION = 1;

export type { InchLoadDetail };

export interface LoadDesignEnv {
  readonly pathname: string;
  readonly origin: string;
  navigate(path: string): void;
  reload(): void;
  dispatch(event: Event): void;
  storage: Pick<Storage, 'setItem'>;
}

export type LoadDesignResult = 'navigated' | 'loaded' | 'reloading' | 'not-loadable';

export function canLoadDesign(item: WishlistItem): boolean {
  return isInchItem(item) || item.configurations.length > 0;
}

function storePendingInchItem(item: WishlistItem, env: LoadDesignEnv): void {
  env.storage.setItem(PENDING_INCH_ITEM_KEY, JSON.stringify({ version: PENDING_VERSION, item }));
}

/** A product page link as an in-app path; links to other sites are not followed. */
function productPagePath(url: string | undefined, origin: string): string | null {
  if (url === undefined || !url.includes('/shop/')) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

export function loadWishlistDesign(item: WishlistItem, env: LoadDesignEnv): LoadDesignResult {
  if (!isInchItem(item)) {
    if (item.configurations.length === 0) return 'not-loadable';
    openDesignInConfigurator(item, env.navigate, env.pathname);
    return env.pathname === '/configurator' ? 'loaded' : 'navigated';
  }
  const productPage = productPagePath(item.details.productPageUrl, env.origin);
  if (productPage !== null) {
    storePendingInchItem(item, env);
    env.navigate(productPage);
    return 'navigated';
  }
  const inchConfig = item.inchConfig ?? item.details.inchConfig;
  if (env.pathname === INCH_CONFIGURATOR_PATH) {
    if (inchConfig !== undefined) {
      env.dispatch(
        shopEvent('configurator-inch:load-design', {
          name: item.name,
          inchConfig,
          designType: item.designType,
        }),
      );
      return 'loaded';
    }
    storePendingInchItem(item, env);
    env.reload();
    return 'reloading';
  }
  storePendingInchItem(item, env);
  env.navigate(INCH_CONFIGURATOR_PATH);
  return 'navigated';
}

/** Reads and removes the pending inch item, so it loads once; anything unreadable is dropped. */
export function takePendingInchItem(
  storage: Pick<Storage, 'getItem' | 'removeItem'> = window.localStorage,
): WishlistItem | null {
  return takePendingItem(PENDING_INCH_ITEM_KEY, storage);
}
