/** Time as the sync engine sees it, so tests can run its seconds-long timings instantly. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Resolves after `ms` on the given clock. */
export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimeout(resolve, ms);
  });
}

export class OperationTimeoutError extends Error {
  constructor() {
    super('Operation timeout');
    this.name = 'OperationTimeoutError';
  }
}

/**
 * Settles with `work`, or rejects with "Operation timeout" (docs/rules/saved-items.md) after `ms`, aborting
 * the signal handed to the work.
 */
export function withTimeout<T>(
  clock: Clock,
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => {
      controller.abort();
      reject(new OperationTimeoutError());
    }, ms);
    work(controller.signal).then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
