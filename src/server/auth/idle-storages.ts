import type { AsyncLocalStorage } from 'node:async_hooks';

/** Where better-auth keeps its AsyncLocalStorage instances (`@better-auth/core`'s global context). */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
const STORAGES = ['endpointContextAsyncStorage', 'requestStateAsyncStorage', 'adapterAsyncStorage'];

/** better-auth's storages made so far. */
export function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const context = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    BETTER_AUTH_GLOBAL
  ]?.context;
  return STORAGES.map((name) => context?.[name] as AsyncLocalStorage<unknown> | undefined).filter(
    (storage): storage is AsyncLocalStorage<unknown> => storage !== undefined,
  );
}

/**
 * Runs better-auth's calls so that its async storages are switched off whenever none is under
 * way. On Node before 24 an AsyncLocalStorage, once it has run anything, hooks every promise the
 * process makes, better-auth's or not, until it is disabled: after the first sign-in, each API
 * call paid about 30 µs for storages only /api/auth uses (decision 017). A storage's next `run()`
 * switches it on again; every better-auth call awaits its own work (no background handler is
 * configured), so nothing of it reads a storage after its call has ended. Node's documentation
 * still marks `disable()` experimental: what the shop relies on is pinned by this module's tests.
 */
export function storagesOffWhenIdle(
  storages: () => AsyncLocalStorage<unknown>[] = betterAuthStorages,
) {
  let underWay = 0;
  return async <T>(call: () => Promise<T>): Promise<T> => {
    underWay++;
    try {
      return await call();
    } finally {
      underWay--;
      if (underWay === 0) for (const storage of storages()) storage.disable();
    }
  };
}
