/**
 * The shop's one source of the current time on the server. Whatever asks what time it is (ship
 * dates and "arrives by", order and mail timestamps, limits' windows, token expiry, mail
 * retention, the banner's demo countdown) asks the clock it was handed: createApp's `clock`,
 * which main.ts leaves as the machine's. A test hands the whole shop a clock of its own, fixed or
 * moved as it likes, so nothing it checks depends on the day it runs.
 */
export type Clock = () => Date;

/** The machine's clock: the one place the server reads it. */
export const systemClock: Clock = () => new Date();

/** The same clock in milliseconds since the epoch, for code that counts in them. */
export const millisecondsOf =
  (clock: Clock): (() => number) =>
  () =>
    clock().getTime();
