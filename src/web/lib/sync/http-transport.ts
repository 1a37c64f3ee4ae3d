import * as z from 'zod/mini';
import {
  cartItemSchema,
  wishlistItemSchema,
  type CartItem,
  type WishlistItem,
} from '../../../domain/items/model.ts';
import { LIST_FIELDS } from '../../../contract/saved-item.ts';
import { inchConfigAsBuilt } from '../../../domain/inch/segments.ts';
import type {
  CartLineInput,
  SavedList,
  WishlistItemInput,
  CART_LINE_FIELDS,
} from '../../../contract/saved-item.ts';
import { ApiError, requestJson, requestNoContent } from '../api-client.ts';
import type { ItemTransport } from './item-sync.ts';
import type { Holds } from '../type-checks.ts';

// The cart and wishlist endpoints (docs/api.md) as the sync engine's transport. Rows are read with
// the domain's item schemas; a row that cannot be read is skipped (docs/rules/saved-items.md).

const listAnswer = z.object({ items: z.array(z.unknown()) });
const itemAnswer = z.object({ item: z.unknown() });

// Every field of the saved-item contract is a field of the browser's item by the same name; a
// field renamed or added on one side only fails to compile here.
type ContractFields = Exclude<keyof typeof CART_LINE_FIELDS, 'syncedWithLocal'>;
export type ItemHasEveryContractField = Holds<ContractFields extends keyof CartItem ? true : false>;

/** The body of an insert or update: every field of the contract, as the server stores them. */
export function savedItemBody(item: WishlistItem | CartItem): CartLineInput | WishlistItemInput {
  const list: SavedList = 'quantity' in item ? 'cart' : 'wishlist';
  const body: Record<string, unknown> = { syncedWithLocal: true };
  for (const field of Object.keys(LIST_FIELDS[list])) {
    if (field === 'syncedWithLocal') continue;
    body[field] = (item as Record<string, unknown>)[field] ?? null;
  }
  // Items saved before the shop said so may carry the heights of rows taken away; the server
  // takes one height for each row.
  if (item.inchConfig) body['inchConfig'] = inchConfigAsBuilt(item.inchConfig);
  return body as CartLineInput | WishlistItemInput;
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
      try {
        await requestNoContent(`${base}/items/${encodeURIComponent(remoteId)}`, {
          method: 'DELETE',
          signal,
        });
      } catch (error) {
        // Gone already (removed on another device): what the removal wanted.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
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
