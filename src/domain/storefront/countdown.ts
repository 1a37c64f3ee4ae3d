// The banner's countdown (docs/rules/storefront.md): it repeats from its start, one cycle every
// `durationSeconds`, and shows days, then hours:minutes:seconds.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Whole seconds left in the current cycle at `nowMs`: duration − ((now − start) mod duration), so
 * a cycle runs from the full duration down to 1 and starts again. Before the start the cycles run
 * the same way (the modulo is taken towards negative infinity). Null when there is nothing to show.
 */
export function secondsLeft(
  startMs: number,
  durationSeconds: number,
  nowMs: number,
): number | null {
  if (!Number.isFinite(startMs) || !Number.isFinite(nowMs)) return null;
  const duration = Math.floor(durationSeconds);
  if (!(duration > 0)) return null;
  const elapsed = Math.floor((nowMs - startMs) / 1000);
  const intoCycle = ((elapsed % duration) + duration) % duration;
  return duration - intoCycle;
}

interface Parts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function parts(total: number): Parts {
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: total % MINUTE,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** `2d 03:04:05`: days, then hours, minutes and seconds. */
export function formatCountdown(total: number): string {
  const { days, hours, minutes, seconds } = parts(total);
  return `${days}d ${two(hours)}:${two(minutes)}:${two(seconds)}`;
}

const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;

/**
 * The same time in words, to the minute, for screen readers: it changes once a minute rather than
 * every second. The last minute reads "less than a minute".
 */
export function describeCountdown(total: number): string {
  const { days, hours, minutes } = parts(total);
  const words = [
    days > 0 ? plural(days, 'day') : null,
    hours > 0 ? plural(hours, 'hour') : null,
    minutes > 0 ? plural(minutes, 'minute') : null,
  ].filter((word) => word !== null);
  return words.length > 0 ? words.join(', ') : 'less than a minute';
}
