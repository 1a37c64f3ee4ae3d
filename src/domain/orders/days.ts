// Calendar days (YYYY-MM-DD, the shop's delivery dates) as customers read them, the same on every
// page and in every mail. A day is read at noon UTC, so no time zone moves it.

const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const SHORT_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `2026-12-10` → `Thu, Dec 10`. */
export function formatDay(isoDate: string): string {
  return SHORT_DAY.format(new Date(`${isoDate}T12:00:00Z`));
}

/** `2026-12-10` → `Thursday, December 10, 2026`. */
export function formatLongDay(isoDate: string): string {
  return LONG_DAY.format(new Date(`${isoDate}T12:00:00Z`));
}
