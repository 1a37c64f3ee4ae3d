import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, WishlistItem } from '../../../domain/items/model.ts';
import { DEFAULT_INCH_CONFIG } from '../../../domain/inch/model.ts';
import { FakeClock } from '../../testing/fake-clock.ts';
import { boxes, cartLine, inchWishlistItem, persisted, wishlistItem } from '../../testing/items.ts';
import { MemoryItemServer, StatusError } from '../../testing/memory-item-server.ts';
import { createCart } from '../cart/cart-store.ts';
import {
  moveCartLineToWishlist,
  moveWishlistItemToCart,
  type MoveDeps,
} from '../saved-item/item-moves.ts';
import { createWishlist } from './wishlist-store.ts';

function setup(options: { stored?: string; signedIn?: boolean } = {}) {
  const clock = new FakeClock();
  const server = new MemoryItemServer<WishlistItem>();
  const cartServer = new MemoryItemServer<CartItem>();
  const session = options.signedIn === false ? null : { userId: 'u1' };
  const failures: string[] = [];
  const events = { addedToCart: vi.fn(), removedFromCart: vi.fn(), removedFromWishlist: vi.fn() };
  const onAdded = vi.fn();
  let n = 0;
  const randomId = () => `id-${++n}`;
  if (options.stored !== undefined) localStorage.setItem('wishlist', options.stored);
  const common = {
    clock,
    getSession: () => session,
    refreshSession: async () => {},
    storage: () => localStorage,
    randomId,
    events,
    notifyFailure: (message: string) => failures.push(message),
  };
  const wishlist = createWishlist({ ...common, transport: server });
  const cart = createCart({ ...common, transport: cartServer, onAdded });
  void wishlist.restore();
  void cart.restore();
  const notices: string[] = [];
  const moves: MoveDeps = {
    cart,
    wishlist,
    randomId,
    now: () => clock.now(),
    notify: (message) => notices.push(message),
  };
  return {
    clock,
    server,
    cartServer,
    wishlist,
    cart,
    moves,
    events,
    onAdded,
    notices,
    failures,
    items: () => wishlist.store.getState().items,
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('adding to the wishlist (docs/rules/saved-items.md)', () => {
  it('ignores a repeat press within 500 ms, then skips an equal design', async () => {
    const { wishlist, clock, items } = setup({ signedIn: false });
    expect(wishlist.addToWishlist(wishlistItem()).status).toBe('added');
    await clock.advance(500);
    expect(wishlist.addToWishlist(wishlistItem()).status).toBe('repeat');
    await clock.advance(501);
    expect(wishlist.addToWishlist(wishlistItem()).status).toBe('duplicate');
    expect(items()).toHaveLength(1);
  });

  it('saves a design that differs in layout or colour', () => {
    const { wishlist, items } = setup({ signedIn: false });
    wishlist.addToWishlist(wishlistItem());
    wishlist.addToWishlist(wishlistItem({ name: 'Wider', configurations: boxes(0, 13, 26) }));
    wishlist.addToWishlist(wishlistItem({ name: 'Red', selectedColor: '#D73527' }));
    expect(items().map((item) => item.name)).toEqual(['Custom Bookcase', 'Wider', 'Red']);
    expect(items().every((item) => !item.isSynced && item.dateAdded)).toBe(true);
  });

  it('skips an inch design when a similar configuration is saved', () => {
    const { wishlist, items } = setup({ signedIn: false });
    wishlist.addToWishlist(inchWishlistItem({}));
    expect(
      wishlist.addToWishlist(inchWishlistItem({ name: 'Renamed', priceCents: 1 as never })).status,
    ).toBe('duplicate');
    expect(
      wishlist.addToWishlist(
        inchWishlistItem({ inchConfig: { ...DEFAULT_INCH_CONFIG, widthIn: 60 } }),
      ).status,
    ).toBe('added');
    expect(items()).toHaveLength(2);
  });

  it('restores what it can from damaged storage', () => {
    const { items } = setup({ stored: persisted([wishlistItem(), { id: 1 }, 'x']) });
    expect(items()).toHaveLength(1);
  });
});

describe('wishlist item actions (docs/rules/saved-items.md)', () => {
  it('Remove takes it out and records the item-removed event', () => {
    const { wishlist, items, events } = setup({ signedIn: false });
    const result = wishlist.addToWishlist(wishlistItem());
    if (result.status !== 'added') throw new Error('not added');
    wishlist.removeFromWishlist(result.item.id);
    expect(items()).toEqual([]);
    expect(events.removedFromWishlist).toHaveBeenCalledWith(result.item);
  });

  it('Add to Cart moves the design to the cart, says so and opens the cart', () => {
    const { wishlist, cart, moves, items, notices, onAdded, events } = setup({ signedIn: false });
    const result = wishlist.addToWishlist(wishlistItem());
    if (result.status !== 'added') throw new Error('not added');
    const line = moveWishlistItemToCart(moves, result.item.id);
    expect(items()).toEqual([]);
    expect(cart.store.getState().items).toEqual([line]);
    expect(line).toMatchObject({ name: 'Custom Bookcase', priceCents: 119_700, quantity: 1 });
    expect(line?.originalPriceCents).toBe(171_000);
    expect(notices).toEqual(['Design moved to cart!']);
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(events.removedFromWishlist).not.toHaveBeenCalled();
  });

  it('Move to Wishlist saves the cart line and takes it out of the cart', () => {
    const { cart, moves, items, events } = setup({ signedIn: false });
    const line = cart.addToCart(cartLine({ quantity: 2 }));
    expect(moveCartLineToWishlist(moves, line.id)).toBe(true);
    expect(cart.store.getState().items).toEqual([]);
    expect(items()).toHaveLength(1);
    expect(items()[0]).not.toHaveProperty('quantity');
    expect(events.removedFromCart).not.toHaveBeenCalled();
  });

  it('moves two different lines of the same name and colour at once: neither is lost', () => {
    const { cart, moves, items } = setup({ signedIn: false });
    const small = cart.addToCart(cartLine({ id: undefined }));
    const large = cart.addToCart(cartLine({ id: undefined, configurations: boxes(0, 13, 26) }));
    expect(moveCartLineToWishlist(moves, small.id)).toBe(true);
    expect(moveCartLineToWishlist(moves, large.id)).toBe(true);
    expect(cart.store.getState().items).toEqual([]);
    expect(items().map((item) => item.configurations.length)).toEqual([
      small.configurations.length,
      3,
    ]);
  });
});

describe('wishlist sync (docs/rules/saved-items.md)', () => {
  it('pushes a new item, marks it synced and replaces the list by the saved one', async () => {
    const { wishlist, clock, server, items } = setup();
    server.seed(wishlistItem({ name: 'Saved on the phone', selectedColor: '#FFFFFF' }));
    await clock.advance(2_000);
    expect(items().map((item) => item.name)).toEqual(['Saved on the phone']);
    wishlist.addToWishlist(wishlistItem());
    await clock.advance(100);
    expect(server.rows).toHaveLength(2);
    expect(items().every((item) => item.isSynced && item.remoteId)).toBe(true);
  });

  it('does not upload a design the saved wishlist already has', async () => {
    const { wishlist, clock, server, items } = setup({ signedIn: true });
    server.seed(wishlistItem());
    wishlist.addToWishlist(wishlistItem({ id: 'local' }));
    await clock.advance(2_000);
    expect(server.rows).toHaveLength(1);
    expect(items()).toHaveLength(1);
    expect(items()[0]?.isSynced).toBe(true);
  });

  it('toasts Failed to sync wishlist items once the retries are spent', async () => {
    const { wishlist, clock, server, failures, items } = setup();
    await clock.advance(2_000);
    server.fail(new StatusError(500, 'down'), 3);
    wishlist.addToWishlist(wishlistItem());
    await clock.advance(100 + 1_000 + 2_000);
    expect(failures).toEqual(['Failed to sync wishlist items']);
    expect(items()).toHaveLength(1);
    expect(items()[0]?.isSynced).toBe(false);
  });
});
