import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../domain/items/model.ts';
import { cents } from '../../../domain/pricing/money.ts';
import { FakeClock } from '../../testing/fake-clock.ts';
import { boxes, cartLine, persisted } from '../../testing/items.ts';
import { MemoryItemServer, StatusError } from '../../testing/memory-item-server.ts';
import { cartTotalCents, createCart } from './cart-store.ts';
import type { SyncSession } from '../../lib/sync/item-sync.ts';

function setup(options: { stored?: string; signedIn?: boolean; restore?: boolean } = {}) {
  const clock = new FakeClock();
  const server = new MemoryItemServer<CartItem>();
  let session: SyncSession | null = options.signedIn === false ? null : { userId: 'u1' };
  const refreshSession = vi.fn(async () => {});
  const failures: string[] = [];
  const events = { addedToCart: vi.fn(), removedFromCart: vi.fn(), removedFromWishlist: vi.fn() };
  const onAdded = vi.fn();
  let n = 0;
  if (options.stored !== undefined) localStorage.setItem('cart', options.stored);
  const cart = createCart({
    clock,
    transport: server,
    getSession: () => session,
    refreshSession,
    storage: () => localStorage,
    randomId: () => `local-${++n}`,
    events,
    onAdded,
    notifyFailure: (message) => failures.push(message),
  });
  if (options.restore !== false) void cart.restore();
  return {
    clock,
    server,
    cart,
    events,
    onAdded,
    failures,
    refreshSession,
    items: () => cart.store.getState().items,
    signIn: () => (session = { userId: 'u1' }),
    signOut: () => (session = null),
  };
}

const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null');

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('restoring the cart from storage', () => {
  it('starts empty when nothing is stored', () => {
    const { items, cart } = setup();
    expect(items()).toEqual([]);
    expect(cart.store.getState().restored).toBe(true);
  });

  it.each([
    ['corrupt JSON', '{"state":{"items":['],
    ['a plain string', '"cart"'],
    ['null', 'null'],
    ['items that are not a list', JSON.stringify({ state: { items: 5 }, version: 1 })],
  ])('survives %s with an empty cart', (_, raw) => {
    const { items, cart } = setup({ stored: raw });
    expect(items()).toEqual([]);
    expect(cart.store.getState().restored).toBe(true);
  });

  it('skips unreadable entries and keeps the good ones', () => {
    const good = cartLine({ id: 'good', quantity: 2 });
    const { items } = setup({
      stored: persisted([good, { id: 'bad' }, null, { ...good, id: 'bad-price', priceCents: -5 }]),
    });
    expect(items()).toEqual([{ ...good, isSynced: false }]);
    expect(console.warn).toHaveBeenCalledWith('Skipped 3 unreadable cart items');
  });

  it('reads an older cart stored as a bare list with prices in dollars', () => {
    const { items } = setup({
      stored: JSON.stringify([
        { ...cartLine(), priceCents: undefined, price: 1197, originalPrice: '1710' },
      ]),
    });
    expect(items()[0]?.priceCents).toBe(119_700);
    expect(items()[0]?.originalPriceCents).toBe(171_000);
  });

  it('writes the versioned format the badges read', () => {
    const { cart } = setup();
    cart.addToCart(cartLine({ quantity: 3 }));
    expect(stored()).toMatchObject({
      version: 1,
      state: { items: [{ quantity: 3 }], pendingRemovals: [] },
    });
  });
});

describe('cart behaviour (docs/rules/saved-items.md)', () => {
  it('raises the quantity of an identical line instead of adding one, and opens the cart', () => {
    const { cart, items, onAdded, events } = setup({ signedIn: false });
    cart.addToCart(cartLine({ id: undefined }));
    cart.addToCart(cartLine({ id: undefined }));
    expect(items()).toHaveLength(1);
    expect(items()[0]?.quantity).toBe(2);
    expect(onAdded).toHaveBeenCalledTimes(2);
    expect(events.addedToCart).toHaveBeenCalledTimes(2);

    cart.addToCart(cartLine({ configurations: boxes(0, 13, 26) }));
    cart.addToCart(cartLine({ selectedColor: '#D73527' }));
    expect(items().map((item) => item.quantity)).toEqual([2, 1, 1]);
    expect(cartTotalCents(items())).toBe(119_700 * 4);
  });

  it('reports to analytics only what an add really put in the cart', () => {
    const { cart, items, onAdded, events } = setup({ signedIn: false });
    cart.addToCart(cartLine({ id: undefined, quantity: 98 }));
    cart.addToCart(cartLine({ id: undefined, quantity: 5 }));
    expect(items()[0]?.quantity).toBe(99);
    cart.addToCart(cartLine({ id: undefined }));
    expect(items()[0]?.quantity).toBe(99);
    expect(events.addedToCart.mock.calls.map(([, quantity]) => quantity)).toEqual([98, 1]);
    // The cart still opens, so the customer sees the line at its limit.
    expect(onAdded).toHaveBeenCalledTimes(3);
  });

  it('removes a line whose quantity is set to 0 or less', () => {
    const { cart, items, events } = setup({ signedIn: false });
    const line = cart.addToCart(cartLine());
    cart.setQuantity(line.id, 3);
    expect(items()[0]?.quantity).toBe(3);
    cart.setQuantity(line.id, -1);
    expect(items()).toEqual([]);
    expect(events.removedFromCart).toHaveBeenCalledTimes(1);
  });

  it('steps up always and down only while above 1', () => {
    const { cart, items } = setup({ signedIn: false });
    const line = cart.addToCart(cartLine());
    cart.decreaseQuantity(line.id);
    expect(items()[0]?.quantity).toBe(1);
    cart.increaseQuantity(line.id);
    cart.increaseQuantity(line.id);
    expect(items()[0]?.quantity).toBe(3);
    cart.decreaseQuantity(line.id);
    expect(items()[0]?.quantity).toBe(2);
  });

  it('keeps the cart local and quiet for a visitor who is not signed in', async () => {
    const { cart, clock, server } = setup({ signedIn: false });
    cart.addToCart(cartLine());
    await clock.advance(5_000);
    expect(server.calls).toEqual([]);
  });
});

describe('cart sync (docs/rules/saved-items.md)', () => {
  it('inserts a new line about 100 ms after the change and marks it synced with its remote id', async () => {
    const { cart, clock, server, items } = setup();
    await clock.advance(2_000); // the restore sync, on an empty cart
    server.calls = [];
    cart.addToCart(cartLine());
    expect(items()[0]?.isSynced).toBe(false);
    await clock.advance(99);
    expect(server.calls).toEqual([]);
    await clock.advance(1);
    expect(server.ops()).toEqual(['list', 'insert']);
    expect(items()[0]).toMatchObject({ isSynced: true, remoteId: 'r1', id: 'c-1' });
    expect(server.rows).toHaveLength(1);
  });

  it('marks a changed line unsynced and updates it on the server', async () => {
    const { cart, clock, server, items } = setup();
    await clock.advance(2_000);
    const line = cart.addToCart(cartLine());
    await clock.advance(100);
    cart.addToCart(cartLine({ id: 'again' }));
    expect(items()[0]).toMatchObject({ quantity: 2, isSynced: false, remoteId: 'r1' });
    await clock.advance(100);
    expect(server.calls.at(-1)).toEqual({ op: 'update', remoteId: 'r1' });
    expect(server.rows[0]?.quantity).toBe(2);
    expect(items()[0]).toMatchObject({ id: line.id, quantity: 2, isSynced: true });
  });

  it('replaces the restored cart by the saved one 2 s after restoring', async () => {
    const saved = cartLine({ name: 'Saved elsewhere' });
    const { clock, server, items } = setup({
      stored: persisted([cartLine({ id: 'gone', remoteId: 'r-deleted', isSynced: true })]),
    });
    server.seed(saved);
    await clock.advance(1_999);
    expect(server.calls).toEqual([]);
    expect(items()[0]?.id).toBe('gone');
    await clock.advance(1);
    expect(items().map((item) => item.name)).toEqual(['Saved elsewhere']);
    expect(items()[0]?.isSynced).toBe(true);
  });

  it('skips a sync before the cart is restored and while nobody is signed in', async () => {
    const notRestored = setup({ restore: false });
    expect(await notRestored.cart.sync.requestSync('manual')).toBe('skipped-not-restored');
    const signedOut = setup({ signedIn: false });
    expect(await signedOut.cart.sync.requestSync('manual')).toBe('skipped-signed-out');
    expect(signedOut.server.calls).toEqual([]);
  });

  it('runs queued syncs one at a time', async () => {
    const { cart, clock, server } = setup();
    await clock.advance(2_000);
    server.calls = [];
    server.fail('hang');
    const first = cart.sync.requestSync('manual');
    const second = cart.sync.requestSync('panel');
    const third = cart.sync.requestSync('manual');
    await clock.advance(0);
    expect(server.ops()).toEqual(['list']);
    expect(cart.sync.isRunning()).toBe(true);
    await clock.advance(15_000); // the hung step times out; the retry succeeds
    await clock.advance(1_000);
    expect(await first).toBe('synced');
    expect(await second).toBe('synced');
    expect(await third).toBe('synced');
    // one follow-up run for both waiting requests
    expect(server.ops()).toEqual(['list', 'list', 'list']);
  });

  it('retries a failed sync after 1 s and then 2 s, and tells the customer at the panel', async () => {
    const { cart, clock, server, failures, items, signIn } = setup({ signedIn: false });
    cart.addToCart(cartLine());
    await clock.advance(2_000);
    signIn();
    server.fail(new StatusError(500, 'Server down'), 3);
    const outcome = cart.sync.requestSync('panel');
    await clock.advance(0);
    expect(server.calls).toHaveLength(1);
    await clock.advance(999);
    expect(server.calls).toHaveLength(1);
    await clock.advance(1);
    expect(server.calls).toHaveLength(2);
    await clock.advance(1_999);
    expect(server.calls).toHaveLength(2);
    await clock.advance(1);
    expect(server.calls).toHaveLength(3);
    expect(await outcome).toBe('failed');
    expect(failures).toEqual(['Failed to sync cart items']);
    // The local change stays.
    expect(items()).toHaveLength(1);
    expect(items()[0]?.isSynced).toBe(false);
  });

  it('logs a failed background sync without a toast, and succeeds on a retry', async () => {
    const { cart, clock, server, failures, items } = setup();
    await clock.advance(2_000);
    cart.addToCart(cartLine());
    server.fail(new StatusError(503, 'Unavailable'));
    await clock.advance(100);
    expect(items()[0]?.isSynced).toBe(false);
    await clock.advance(1_000);
    expect(items()[0]?.isSynced).toBe(true);
    expect(failures).toEqual([]);
    expect(console.warn).toHaveBeenCalled();
  });

  it('refreshes the session after an error that looks like authentication', async () => {
    const { cart, clock, server, refreshSession } = setup();
    await clock.advance(2_000);
    server.fail(new Error('JWT expired'));
    void cart.sync.requestSync('manual');
    await clock.advance(0);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    server.fail(new StatusError(401, 'Please sign in to continue.'));
    await clock.advance(1_000);
    expect(refreshSession).toHaveBeenCalledTimes(2);
  });

  it('times a hung step out after 15 s with Operation timeout', async () => {
    const { cart, clock, server } = setup();
    await clock.advance(2_000);
    server.calls = [];
    server.fail('hang', 3);
    const outcome = cart.sync.requestSync('manual');
    await clock.advance(14_999);
    expect(server.calls).toHaveLength(1);
    await clock.advance(1);
    expect(console.warn).toHaveBeenCalledWith(
      'Cart: Sync attempt failed; retrying',
      expect.objectContaining({ message: 'Operation timeout' }),
    );
    await clock.advance(1_000);
    expect(server.calls).toHaveLength(2);
    // 15 + 1 + 14 s: the queue's 30 s run out before the second step's 15 s.
    await clock.advance(14_000);
    expect(await outcome).toBe('failed');
    expect(console.warn).toHaveBeenCalledWith(
      'Cart: Sync failed',
      expect.objectContaining({ message: 'Operation timeout' }),
    );
    expect(cart.sync.isRunning()).toBe(false);
  });

  it('resets a sync stuck for 2 minutes', async () => {
    const clock = new FakeClock();
    const { createItemSync } = await import('../../lib/sync/item-sync.ts');
    const { createPersistedListStore } = await import('../../lib/sync/persisted-list.ts');
    const { parseCartItems } = await import('../../../domain/items/model.ts');
    const store = createPersistedListStore<CartItem>({
      name: 'stuck-cart',
      parse: parseCartItems,
      getStorage: () => localStorage,
    });
    store.setState({ restored: true });
    const server = new MemoryItemServer<CartItem>();
    const sync = createItemSync<CartItem>({
      store,
      transport: server,
      clock,
      getSession: () => ({ userId: 'u1' }),
      refreshSession: async () => {},
      isSimilar: () => false,
      mergeInto: () => null,
      onFailure: () => {},
      log: () => {},
      // Without the queue and step timeouts only the stuck-sync reset can free the queue.
      timings: {
        queueTimeoutMs: Number.POSITIVE_INFINITY,
        stepTimeoutMs: Number.POSITIVE_INFINITY,
      },
    });
    server.fail('hang');
    const stuck = sync.requestSync('manual');
    await clock.advance(119_999);
    const waiting = sync.requestSync('manual');
    await clock.advance(0);
    expect(server.calls).toHaveLength(1);
    await clock.advance(1);
    const fresh = await sync.requestSync('manual');
    expect(fresh).toBe('synced');
    expect(await waiting).toBe('superseded');
    expect(server.calls).toHaveLength(2);
    void stuck;
  });

  it('sends removals, and keeps one the server could not take until a later sync', async () => {
    const { cart, clock, server, items } = setup();
    await clock.advance(2_000);
    const line = cart.addToCart(cartLine());
    await clock.advance(100);
    server.fail(new StatusError(500, 'down'));
    server.fail(new StatusError(500, 'down'));
    server.fail(new StatusError(500, 'down'));
    cart.removeFromCart(line.id);
    await clock.advance(100);
    expect(items()).toEqual([]);
    expect(cart.store.getState().pendingRemovals).toEqual(['r1']);
    await clock.advance(3_000);
    expect(cart.store.getState().pendingRemovals).toEqual([]);
    expect(server.rows).toEqual([]);
    expect(items()).toEqual([]);
  });

  it('keeps a change made while a sync runs, and syncs it next', async () => {
    const { cart, clock, server, items } = setup();
    await clock.advance(2_000);
    const line = cart.addToCart(cartLine());
    server.fail('hang');
    await clock.advance(100); // the sync hangs on its list call
    cart.setQuantity(line.id, 5);
    await clock.advance(15_000 + 1_000 + 100);
    await clock.advance(100);
    expect(items()).toHaveLength(1);
    expect(items()[0]).toMatchObject({ quantity: 5, isSynced: true });
    expect(server.rows.map((row) => row.quantity)).toEqual([5]);
  });
  it('settles an item whose insert answer was lost to its row, without doubling the quantity', async () => {
    const { cart, clock, server, items, signIn } = setup({ signedIn: false });
    const line = cart.addToCart(cartLine({ quantity: 2 }));
    await clock.advance(2_000);
    server.insertLosingAnswer(line);
    signIn();
    expect(await cart.sync.requestSync('manual')).toBe('synced');
    expect(server.rows.map((row) => row.quantity)).toEqual([2]);
    expect(items()).toEqual([
      expect.objectContaining({ id: line.id, quantity: 2, isSynced: true }),
    ]);
  });
});

describe('a merge whose answer was lost', () => {
  it('is not added twice when the next sync reads the merged row', async () => {
    const { cart, clock, server, items, signIn } = setup({ signedIn: false });
    const saved = server.seed(cartLine({ quantity: 1 }));
    const line = cart.addToCart(cartLine({ id: undefined, quantity: 2 }));
    await clock.advance(2_000);
    // The sign-in's merge reached the server, but its answer did not reach the browser.
    server.updateLosingAnswer(saved.remoteId!, { ...saved, quantity: 3 }, line.id);
    signIn();
    expect(await cart.sync.requestSync('sign-in')).toBe('synced');
    expect(server.rows.map((row) => row.quantity)).toEqual([3]);
    expect(items()).toEqual([
      expect.objectContaining({ remoteId: saved.remoteId, quantity: 3, isSynced: true }),
    ]);
  });

  it('is sent with the merged item’s id, so the server applies it once', async () => {
    const { cart, clock, server, signIn } = setup({ signedIn: false });
    const saved = server.seed(cartLine({ quantity: 1 }));
    const line = cart.addToCart(cartLine({ id: undefined, quantity: 2 }));
    await clock.advance(2_000);
    signIn();
    expect(await cart.sync.requestSync('sign-in')).toBe('synced');
    expect(server.rows[0]).toMatchObject({ quantity: 3, mergedClientIds: [line.id] });
    // Sending the same merge again changes nothing.
    await server.update(saved.remoteId!, { ...saved, quantity: 5 }, undefined, line.id);
    expect(server.rows[0]?.quantity).toBe(3);
  });
});

describe('signing in (docs/rules/saved-items.md)', () => {
  it('uploads what a visitor added and merges it with the saved cart by similarity', async () => {
    const { cart, clock, server, items, signIn } = setup({ signedIn: false });
    const bookcase = cartLine({ id: undefined });
    const saved = server.seed(cartLine({ quantity: 1 }));
    server.seed(cartLine({ name: 'Sideboard', designType: 'sideboard', configurations: boxes(0) }));
    cart.addToCart(bookcase);
    cart.addToCart(cartLine({ id: undefined, selectedColor: '#FFFFFF', name: 'White bookcase' }));
    await clock.advance(5_000);
    expect(server.calls).toEqual([]);

    signIn();
    expect(await cart.sync.requestSync('sign-in')).toBe('synced');
    expect(server.rows.map((row) => [row.name, row.quantity])).toEqual([
      ['Custom Bookcase', 2],
      ['Sideboard', 1],
      ['White bookcase', 1],
    ]);
    expect(items().map((item) => [item.name, item.quantity, item.isSynced])).toEqual([
      ['Custom Bookcase', 2, true],
      ['White bookcase', 1, true],
      ['Sideboard', 1, true],
    ]);
    expect(items()[0]?.remoteId).toBe(saved.remoteId);
  });

  it('clears the local cart on sign-out and drops a sync that was running', async () => {
    const { cart, clock, server, items } = setup();
    await clock.advance(2_000);
    cart.addToCart(cartLine());
    server.fail('hang');
    await clock.advance(100);
    cart.clearLocal();
    await clock.advance(60_000);
    expect(items()).toEqual([]);
    expect(stored().state.items).toEqual([]);
  });

  it('totals in cents', () => {
    expect(
      cartTotalCents([
        cartLine({ priceCents: cents(10_01), quantity: 3 }),
        cartLine({ priceCents: cents(99), quantity: 1 }),
      ]),
    ).toBe(3_102);
  });
});
