import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../domain/items/model.ts';
import { forgetCheckoutsHere } from './checkout-keys.ts';
import {
  checkoutToReturnTo,
  enterCheckout,
  forgetPlaced,
  keepPlaced,
  keepTyped,
  keptTyped,
  placedOrderId,
  settlePaidOrder,
} from './checkout-tab.ts';

/** A cart line as far as the tab's checkouts read it: its id and quantity. */
const line = (id: string, quantity = 1) => ({ id, quantity }) as CartItem;

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the tab’s checkouts', () => {
  it('go back to the current checkout while it has placed nothing, whatever the cart', () => {
    expect(checkoutToReturnTo([line('a')])).toBeNull();
    enterCheckout('c1');
    expect(checkoutToReturnTo([line('a')])).toBe('c1');
    expect(checkoutToReturnTo([line('a'), line('b', 3)])).toBe('c1');
  });

  it.each([
    ['the same lines and quantities, in any order', [line('b', 2), line('a')], 'c1'],
    ['a quantity changed', [line('a'), line('b', 3)], null],
    ['a line added', [line('a'), line('b', 2), line('c')], null],
    ['a line taken out', [line('a')], null],
    ['an empty cart', [], null],
  ])('go back to a placed order’s payment only with its cart: %s', (_, cart, expected) => {
    enterCheckout('c1');
    keepPlaced('c1', 'order-1', [line('a'), line('b', 2)]);
    expect(placedOrderId('c1')).toBe('order-1');
    expect(checkoutToReturnTo(cart)).toBe(expected);
  });

  it('start a new checkout from what was typed into the current one, and keep each its own', () => {
    expect(keptTyped('c1')).toEqual({});
    enterCheckout('c1');
    keepTyped('c1', { email: 'ada@example.com', line1: '1 Market St' });
    // A new checkout, before it becomes the current one, starts from the current one's.
    expect(keptTyped('c2')).toEqual({ email: 'ada@example.com', line1: '1 Market St' });
    expect(keptTyped(undefined)).toEqual({ email: 'ada@example.com', line1: '1 Market St' });
    keepTyped('c2', { email: 'grace@example.com' });
    enterCheckout('c2');
    expect(keptTyped('c1')).toEqual({ email: 'ada@example.com', line1: '1 Market St' });
    expect(keptTyped('c2')).toEqual({ email: 'grace@example.com' });
  });

  it('forget a placed order that cannot be paid, and only that checkout’s', () => {
    keepPlaced('c1', 'order-1', [line('a')]);
    keepPlaced('c2', 'order-2', [line('b')]);
    forgetPlaced('c1');
    expect(placedOrderId('c1')).toBeNull();
    expect(placedOrderId('c2')).toBe('order-2');
    enterCheckout('c1');
    // Placed nothing now: going to checkout returns to its form.
    expect(checkoutToReturnTo([line('b')])).toBe('c1');
  });

  it('once an order placed here is paid, hand over its lines and forget every checkout', () => {
    sessionStorage.setItem('auth-return-to', '/profile');
    enterCheckout('c1');
    keepTyped('c1', { email: 'ada@example.com' });
    keepPlaced('c1', 'order-1', [line('a'), line('b', 2)]);
    expect(settlePaidOrder('order-1')).toEqual(['a', 'b']);
    expect(Object.keys(sessionStorage)).toEqual(['auth-return-to']);
    // The next checkout in the tab starts from nothing typed.
    expect(keptTyped('c2')).toEqual({});
    expect(checkoutToReturnTo([line('a')])).toBeNull();
  });

  it('leave the tab’s checkouts alone when an order placed elsewhere is paid', () => {
    enterCheckout('c1');
    keepTyped('c1', { email: 'ada@example.com' });
    expect(settlePaidOrder('order-9')).toEqual([]);
    expect(keptTyped('c1')).toEqual({ email: 'ada@example.com' });
  });

  it('signing out forgets them all', () => {
    enterCheckout('c1');
    keepTyped('c1', { email: 'ada@example.com' });
    keepPlaced('c1', 'order-1', [line('a')]);
    forgetCheckoutsHere();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('keep nothing, and never fail, where storage is blocked', () => {
    for (const method of ['getItem', 'setItem', 'removeItem', 'key'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      });
    }
    expect(() => {
      enterCheckout('c1');
      keepTyped('c1', { email: 'ada@example.com' });
      keepPlaced('c1', 'order-1', [line('a')]);
      forgetPlaced('c1');
      forgetCheckoutsHere();
    }).not.toThrow();
    expect(keptTyped('c1')).toEqual({});
    expect(placedOrderId('c1')).toBeNull();
    expect(checkoutToReturnTo([line('a')])).toBeNull();
    expect(settlePaidOrder('order-1')).toEqual([]);
  });
});
