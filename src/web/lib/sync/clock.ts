import { createContext, useContext } from 'react';

/**
 * The browser's one source of the time: the sync engine's seconds-long timings, and every date the
 * page reads (the banner's countdown, a design's date added, a card's expiry, the footer's year,
 * drafts' age, analytics' times). Code outside React reads `systemClock`; components read the
 * clock of their tree (`useClock`), which the server sets to its own while it writes a first
 * screen, and tests to one they move.
 */
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

/** The clock the components below read: the machine's unless a provider says otherwise. */
export const ClockContext = createContext<Clock>(systemClock);

/** The clock of this component's tree. */
export function useClock(): Clock {
  return useContext(ClockContext);
}

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
