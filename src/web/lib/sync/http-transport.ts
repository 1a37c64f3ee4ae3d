import * as z from 'zod/mini';
import {
  cartItemSchema,
  wishlistItemSchema,
  type CartItem,
  type WishlistItem,
} from '../../../domain/items/model.ts';
import { requestJson } from '../api-client.ts';
import type { ItemTransport } from './item-sync.ts';

// The cart and wishlist endpoints (docs/api.md) as the sync engine's transport. Rows are read with
// the domain's item schemas; a row that cannot be read is skipped (shop-shell §8).

const listAnswer = z.object({ items: z.array(z.unknown()) });
const itemAnswer = z.object({ item: z.unknown() });

/** The body of an insert or update: the item's design and price, as the server stores them. */
export function savedItemBody(item: WishlistItem | CartItem): Record<string, unknown> {
  return {
    name: item.name,
    priceCents: item.priceCents,
    originalPriceCents: item.originalPriceCents ?? null,
    configurations: item.configurations,
    showBackPanel: item.showBackPanel,
    backPanelDoubleSided: item.backPanelDoubleSided,
    designType: item.designType,
    dateAdded: item.dateAdded ?? null,
    selectedColor: item.selectedColor,
    selectedTexture: item.selectedTexture ?? null,
    imageUrl: item.imageUrl ?? null,
    // The server has no inchConfig column: it travels inside details (shop-shell §3).
    details:
      item.inchConfig === undefined
        ? item.details
        : { ...item.details, inchConfig: item.inchConfig },
    brandType: item.brandType ?? null,
    dimensions: item.dimensions ?? null,
    productType: item.productType ?? null,
    discountPercentage: item.discountPercentage ?? null,
    customDiscountPercentage: item.customDiscountPercentage ?? null,
    syncedWithLocal: true,
    ...('quantity' in item ? { quantity: item.quantity } : {}),
  };
}

function rowReader<T>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }) {
  return (row: unknown): T | null => {
    if (typeof row !== 'object' || row === null) return null;
    const { id, clientId } = row as { id?: unknown; clientId?: unknown };
    // The browser's own id when the row came from a browser, so an item keeps its id everywhere.
    const localId = typeof clientId === 'string' && clientId !== '' ? clientId : id;
    const result = schema.safeParse({ ...row, id: localId, remoteId: id, isSynced: true });
    return result.success && result.data !== undefined ? result.data : null;
  };
}

function createTransport<T extends WishlistItem>(
  base: string,
  read: (row: unknown) => T | null,
): ItemTransport<T> {
  const one = (row: unknown): T => {
    const item = read(row);
    if (item === null) throw new Error('The server answered with an item that cannot be read.');
    return item;
  };
  return {
    async list(signal) {
      const { data } = await requestJson(base, listAnswer, { signal });
      const items: T[] = [];
      let skipped = 0;
      for (const row of data.items) {
        const item = read(row);
        if (item === null) skipped += 1;
        else items.push(item);
      }
      if (skipped > 0) console.warn(`Skipped ${skipped} saved items that could not be read`);
      return items;
    },
    async insert(item, signal) {
      const { data } = await requestJson(`${base}/items`, itemAnswer, {
        method: 'POST',
        // The item's id makes a retried insert answer the first row instead of adding a second.
        body: JSON.stringify({ ...savedItemBody(item), clientId: item.id }),
        signal,
      });
      return one(data.item);
    },
    async update(remoteId, item, signal, mergedItemId) {
      const body = {
        ...savedItemBody(item),
        ...(mergedItemId !== undefined && { mergedClientId: mergedItemId }),
      };
      const { data } = await requestJson(
        `${base}/items/${encodeURIComponent(remoteId)}`,
        itemAnswer,
        { method: 'PATCH', body: JSON.stringify(body), signal },
      );
      return one(data.item);
    },
    async remove(remoteId, signal) {
      const response = await fetch(`${base}/items/${encodeURIComponent(remoteId)}`, {
        method: 'DELETE',
        credentials: 'same-origin',
        signal,
      });
      if (!response.ok && response.status !== 404) {
        throw Object.assign(new Error(`Removing the item failed (${response.status})`), {
          status: response.status,
        });
      }
    },
  };
}

export const cartTransport: ItemTransport<CartItem> = createTransport(
  '/api/cart',
  rowReader<CartItem>(cartItemSchema),
);

export const wishlistTransport: ItemTransport<WishlistItem> = createTransport(
  '/api/wishlist',
  rowReader<WishlistItem>(wishlistItemSchema),
);
