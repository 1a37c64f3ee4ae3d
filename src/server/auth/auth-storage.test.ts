import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestShop, signedInCustomer, type TestShop } from '../../../test/server-harness.ts';
import { storageSwitch, type Switchable } from './auth-storage.ts';

/** A call that finishes when the test says so. */
function pendingCall<T>() {
  let finish!: (value: T) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { call: () => done, finish, fail };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('storageSwitch', () => {
  const storages = (): Switchable[] => [{ disable: vi.fn() }, { disable: vi.fn() }];

  it('switches the storages off when a call ends, not while it runs', async () => {
    const [first, second] = storages();
    const during = storageSwitch(Promise.resolve([first!, second!]));
    const call = pendingCall<string>();
    const answer = during(call.call);
    await settle();
    expect(first!.disable).not.toHaveBeenCalled();
    call.finish('answer');
    expect(await answer).toBe('answer');
    expect(first!.disable).toHaveBeenCalledOnce();
    expect(second!.disable).toHaveBeenCalledOnce();
  });

  it('waits for the last of overlapping calls', async () => {
    const [storage] = storages();
    const during = storageSwitch(Promise.resolve([storage!]));
    const early = pendingCall<number>();
    const late = pendingCall<number>();
    const answers = [during(early.call), during(late.call)];
    early.finish(1);
    expect(await answers[0]).toBe(1);
    expect(storage!.disable).not.toHaveBeenCalled();
    late.finish(2);
    expect(await answers[1]).toBe(2);
    expect(storage!.disable).toHaveBeenCalledOnce();
  });

  it('counts a call that begins while the storages are still being found', async () => {
    const [storage] = storages();
    let found!: (value: Switchable[]) => void;
    const during = storageSwitch(new Promise((resolve) => (found = resolve)));
    const first = during(async () => 'first');
    const second = pendingCall<string>();
    const secondAnswer = during(second.call);
    found([storage!]);
    expect(await first).toBe('first');
    expect(storage!.disable).not.toHaveBeenCalled();
    second.finish('second');
    await secondAnswer;
    expect(storage!.disable).toHaveBeenCalledOnce();
  });

  it('switches off after a call that fails, and passes the failure on', async () => {
    const [storage] = storages();
    const during = storageSwitch(Promise.resolve([storage!]));
    const call = pendingCall<never>();
    const answer = during(call.call);
    call.fail(new Error('refused'));
    await expect(answer).rejects.toThrow('refused');
    expect(storage!.disable).toHaveBeenCalledOnce();
  });
});

describe("better-auth's storages in the shop", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop();
  });
  afterAll(() => shop.close());

  it('are switched off after each auth call and on again for the next', async () => {
    const all = await Promise.all([
      getRequestStateAsyncLocalStorage(),
      getCurrentAuthContextAsyncLocalStorage(),
      getCurrentDBAdapterAsyncLocalStorage(),
    ]);
    const disables = all.map((storage) => vi.spyOn(storage, 'disable'));
    try {
      const cookie = await signedInCustomer(shop, 'storage@example.com');
      const session = await shop.request('/api/auth/get-session', { headers: { cookie } });
      expect(await session.json()).toMatchObject({ user: { email: 'storage@example.com' } });
      for (const disable of disables) expect(disable).toHaveBeenCalled();
      // A call after the storages were switched off runs with its state again: the sign-out
      // ends the session.
      const signOut = await shop.request('/api/auth/sign-out', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(signOut.status).toBe(200);
      const after = await shop.request('/api/auth/get-session', { headers: { cookie } });
      expect(await after.json()).toBeNull();
    } finally {
      for (const disable of disables) disable.mockRestore();
    }
  });

  it('keep each of many overlapping calls in its own state', async () => {
    const emails = ['one', 'two', 'three', 'four'].map((name) => `${name}@overlap.example.com`);
    const cookies = await Promise.all(emails.map((email) => signedInCustomer(shop, email)));
    const sessions = await Promise.all(
      [...cookies, ...cookies].map((cookie) =>
        shop.request('/api/auth/get-session', { headers: { cookie } }).then((r) => r.json()),
      ),
    );
    expect(sessions.map((session) => session.user.email)).toEqual([...emails, ...emails]);
    expect(new Set(cookies).size).toBe(emails.length);
  });
});
