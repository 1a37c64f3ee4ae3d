import type { Clock } from '../src/server/lib/clock.ts';

/**
 * A clock a test holds: it reads the same moment until the test sets or moves it. What a test
 * hands the shop and its stand-ins (FedEx, Stripe) takes its time from one of these, or from one
 * derived from it, never from the machine: nothing it checks depends on the day it runs.
 */
export interface TestClock extends Clock {
  /** Milliseconds since the epoch. */
  ms(): number;
  set(at: Date | string | number): void;
  advance(ms: number): void;
  /** Another clock that reads this one's time moved by `ms` (a stand-in whose clock runs ahead). */
  offset(ms: number): Clock;
}

export function testClock(start: Date | string | number): TestClock {
  let at = new Date(start).getTime();
  if (Number.isNaN(at)) throw new Error(`not a moment: ${String(start)}`);
  const clock = () => new Date(at);
  return Object.assign(clock, {
    ms: () => at,
    set(moment: Date | string | number) {
      at = new Date(moment).getTime();
    },
    advance(ms: number) {
      at += ms;
    },
    offset: (ms: number) => () => new Date(at + ms),
  });
}

/** Monday 23 November 2026, 9 am in Memphis (where the shop's parcels leave): a working day. */
export const MONDAY_MORNING = '2026-11-23T15:00:00Z';
