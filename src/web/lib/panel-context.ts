import type { PanelInteraction } from './analytics.ts';

/**
 * The product a visitor is looking at, from the address: a product page names its category and
 * product id. Panel-interaction events carry it (docs/rules/storefront.md).
 */
export function productContextOf(pathname: string): PanelInteraction['productContext'] {
  const match = /^\/shop\/([a-z0-9-]+)\/product\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  return { category: match[1], productId: decodeURIComponent(match[2] ?? '') };
}
