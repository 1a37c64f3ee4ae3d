import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/**
 * better-auth keeps the state of each of its calls in three AsyncLocalStorage instances, shared by
 * every better-auth instance in the process. On Node 20 a storage that has run once makes every
 * promise and callback the process creates from then on carry its value: after one sign-in, about
 * a fifth of the CPU time of every cart or wishlist call went to carrying storages that only
 * better-auth's own calls read. So the storages are switched off whenever no better-auth call is
 * under way, and a call switches them on again (`AsyncLocalStorage.run` enables its storage).
 * better-auth finishes all of its work before its answer (nothing is left running in the
 * background, as the shop sets it up), so nothing reads a storage after it is switched off.
 *
 * Every call into better-auth goes through `duringAuthCall`: a call made around it could be
 * switched off halfway through when another call ends.
 */
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
 * Runs one call into better-auth (its handler or its API). The storages are found (made, if need
 * be, but not switched on) once, when the server loads.
 */
export const duringAuthCall = storageSwitch(
  Promise.all([
    getRequestStateAsyncLocalStorage(),
    getCurrentAuthContextAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]),
);
