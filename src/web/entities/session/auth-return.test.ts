import { describe, expect, it } from 'vitest';
import {
  AUTH_RETURN_KEY,
  isSafeReturnPath,
  rememberReturnPath,
  takeReturnPath,
} from './auth-return.ts';

describe('return path after sign-in', () => {
  it.each([
    ['/profile/wishlist', true],
    ['/profile/order-status?order=BC-1#top', true],
    ['//evil.example/profile', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['profile', false],
    ['', false],
    [null, false],
  ])('%s is safe: %s', (path, safe) => {
    expect(isSafeReturnPath(path)).toBe(safe);
  });

  it('remembers a path once, and only our own', () => {
    rememberReturnPath('/profile/address');
    expect(sessionStorage.getItem(AUTH_RETURN_KEY)).toBe('/profile/address');
    expect(takeReturnPath()).toBe('/profile/address');
    expect(takeReturnPath()).toBeNull();

    sessionStorage.setItem(AUTH_RETURN_KEY, '//evil.example');
    expect(takeReturnPath()).toBeNull();
  });
});
