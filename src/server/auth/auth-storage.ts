import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

// better-auth keeps the state of each of its calls in three AsyncLocalStorage instances, shared by
// every better-auth instance in the process. On Node 20 a storage that has run once makes every
// promise the process creates from then on carry its value, and any better-auth call switches all
// three on: afterwards a fifth of the CPU time of every cart or wishlist call went to carrying
// storages that only better-auth's own calls read. So they are switched off whenever no
// better-auth call is under way, and the next call switches them on again (`run` enables its
// storage). better-auth, as the shop sets it up, finishes all of its work before it answers
// (no `backgroundTasks`), so nothing reads a storage after it is switched off.

export interface Switchable {
  disable(): void;
}

/** Runs calls that use `storages`, and switches them off once none is running. */
export function storageSwitch(storages: Promise<readonly Switchable[]>) {
  let running = 0;
  return async function during<T>(call: () => Promise<T>): Promise<T> {
    running += 1;
    try {
      return await call();
    } finally {
      const all = await storages;
      running -= 1;
      // Checked after the wait: a call that began meanwhile has counted itself in.
      if (running === 0) for (const storage of all) storage.disable();
    }
  };
}

/**
 * Runs one call into better-auth (its handler or its API). Every call goes through here (a lint
 * rule checks it): a call made outside would lose its state halfway when another call ended. The
 * storages are found once, when the server loads (made if need be, but not switched on); the
 * auth-context one only through an accessor better-auth has deprecated, the only one it exports.
 */
export const duringAuthCall = storageSwitch(
  Promise.all([
    getRequestStateAsyncLocalStorage(),
    getCurrentAuthContextAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]),
);
