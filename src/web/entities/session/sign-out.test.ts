import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '../../testing/answer-fetch.ts';
import { onShopEvent } from '../../lib/shop-events.ts';
import { displayName } from './session.ts';
import { justSignedOutHere, signOut } from './sign-out.ts';

describe('signOut', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    vi.useRealTimers();
    delete window.Intercom;
  });

  it('clears the cart, wishlist and order tokens, tells the stores and shuts the chat down thrice', async () => {
    vi.useFakeTimers();
    restore = answerFetch({ '/api/auth/sign-out': { status: 200, body: { success: true } } });
    localStorage.setItem('cart', '{"state":{"items":[{"quantity":1}]},"version":1}');
    localStorage.setItem('wishlist', '{"state":{"items":[{}]},"version":1}');
    localStorage.setItem('order-access-tokens', '{"BC-1":"t"}');
    localStorage.setItem('cookie-consent', 'accepted');
    sessionStorage.setItem('checkout-details:last', '{"email":"ada@example.com"}');
    sessionStorage.setItem('checkout-order:c1', 'o1');
    sessionStorage.setItem('auth-return-to', '/profile');
    const intercom = vi.fn();
    window.Intercom = intercom;
    const heard = vi.fn();
    const stopHearing = onShopEvent('shop:signed-out', heard);
    const client = new QueryClient();
    client.setQueryData(['session'], { id: 'u1' });
    client.setQueryData(['my-orders'], { orders: [{ id: 'o1' }] });
    client.setQueryData(['order', 'o1'], { id: 'o1' });
    client.setQueryData(['catalog'], { categories: [] });

    await signOut(client);

    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(localStorage.getItem('order-access-tokens')).toBeNull();
    expect(localStorage.getItem('cookie-consent')).toBe('accepted');
    // The tab's checkouts (an address, an e-mail) go; what is not the account's stays.
    expect(sessionStorage.getItem('checkout-details:last')).toBeNull();
    expect(sessionStorage.getItem('checkout-order:c1')).toBeNull();
    expect(sessionStorage.getItem('auth-return-to')).toBe('/profile');
    expect(client.getQueryData(['my-orders'])).toBeUndefined();
    expect(client.getQueryData(['order', 'o1'])).toBeUndefined();
    expect(client.getQueryData(['catalog'])).toEqual({ categories: [] });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['session'])).toBeNull();
    expect(intercom.mock.calls).toEqual([['shutdown']]);
    await vi.advanceTimersByTimeAsync(250);
    expect(intercom).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(750);
    expect(intercom).toHaveBeenCalledTimes(3);
    stopHearing();
  });

  it('remembers for a few seconds that the customer signed out here', async () => {
    restore = answerFetch({ '/api/auth/sign-out': { status: 200, body: { success: true } } });
    await signOut(new QueryClient());
    expect(justSignedOutHere()).toBe(true);
    expect(justSignedOutHere(Date.now() + 5_000)).toBe(false);
  });

  it('clears this browser even when the server cannot be reached', async () => {
    restore = answerFetch({ '/api/auth/sign-out': new TypeError('offline') });
    localStorage.setItem('cart', 'x');
    await expect(signOut(new QueryClient())).rejects.toThrow('offline');
    expect(localStorage.getItem('cart')).toBeNull();
  });
});

describe('displayName', () => {
  it.each([
    [{ email: 'ada@example.com', fullName: 'Ada Lovelace' }, 'Ada Lovelace'],
    [{ email: 'ada@example.com', fullName: null, name: '' }, 'ada'],
    [{ email: '', fullName: '  ' }, 'User'],
    [undefined, 'User'],
  ])('%o → %s', (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });
});
