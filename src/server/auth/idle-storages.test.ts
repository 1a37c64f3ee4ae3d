import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesFrom,
  openTestShop,
  signedInCustomer,
  TEST_PASSWORD,
  type TestShop,
} from '../../../test/server-harness.ts';
import { betterAuthStorages, storagesOffWhenIdle } from './idle-storages.ts';

/** Node before 24 says whether a storage is switched on; later versions have no such cost. */
const switchedOn = (storage: AsyncLocalStorage<unknown>) =>
  (storage as unknown as { enabled?: boolean }).enabled;

describe('better-auth storages off when idle', () => {
  it('keep each call its own store while calls overlap, and switch off once none is under way', async () => {
    const storage = new AsyncLocalStorage<string>();
    const gate = storagesOffWhenIdle(() => [storage as AsyncLocalStorage<unknown>]);
    let finishFirst = () => {};
    const first = gate(() =>
      storage.run('first', async () => {
        await new Promise<void>((resolve) => (finishFirst = resolve));
        return storage.getStore();
      }),
    );
    const seenBySecond: (string | undefined)[] = [];
    let finishSecond = () => {};
    const second = gate(() =>
      storage.run('second', async () => {
        await new Promise<void>((resolve) => (finishSecond = resolve));
        seenBySecond.push(storage.getStore());
        await Promise.resolve();
        seenBySecond.push(storage.getStore());
        return storage.getStore();
      }),
    );
    finishFirst();
    expect(await first).toBe('first');
    // The second call is still under way: its storage stays on.
    if (switchedOn(storage) !== undefined) expect(switchedOn(storage)).toBe(true);
    finishSecond();
    expect(await second).toBe('second');
    expect(seenBySecond).toEqual(['second', 'second']);
    if (switchedOn(storage) !== undefined) expect(switchedOn(storage)).toBe(false);
    expect(storage.getStore()).toBeUndefined();

    // A later call switches it on again.
    expect(await gate(() => storage.run('third', async () => storage.getStore()))).toBe('third');
  });

  it('switch off after a call that fails too', async () => {
    const storage = new AsyncLocalStorage<string>();
    const gate = storagesOffWhenIdle(() => [storage as AsyncLocalStorage<unknown>]);
    await expect(
      gate(() =>
        storage.run('failing', async () => {
          await Promise.resolve();
          throw new Error('refused');
        }),
      ),
    ).rejects.toThrow('refused');
    if (switchedOn(storage) !== undefined) expect(switchedOn(storage)).toBe(false);
  });

  describe('in the shop', () => {
    let shop: TestShop;
    beforeAll(async () => {
      shop = await openTestShop();
    });
    afterAll(() => shop.close());

    it('are found, and off after sign-up, sign-in and session reads, which keep working', async () => {
      const cookie = await signedInCustomer(shop, 'idle-storages@example.com');
      const storages = betterAuthStorages();
      expect(storages.length).toBeGreaterThan(0);
      const session = await shop.request('/api/auth/get-session', {
        headers: { cookie },
      });
      expect(((await session.json()) as { user?: { email?: string } }).user?.email).toBe(
        'idle-storages@example.com',
      );
      for (const storage of storages) {
        if (switchedOn(storage) !== undefined) expect(switchedOn(storage)).toBe(false);
      }
      // Sign-ins racing each other all succeed.
      const signIns = await Promise.all(
        Array.from({ length: 3 }, () =>
          shop.request('/api/auth/sign-in/email', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'idle-storages@example.com', password: TEST_PASSWORD }),
          }),
        ),
      );
      for (const answer of signIns) {
        expect(answer.status).toBe(200);
        expect(cookiesFrom(answer)).toContain('session_token=');
      }
    });
  });
});
