import { formatDay } from '../../../../domain/orders/days.ts';
import { cents, formatCents } from '../../../../domain/pricing/money.ts';
import { SHOP_TIME_ZONE } from '../../../../domain/shipping/delivery-estimate.ts';

// The admin reads every moment on the workshop's clock, the same zone the server's days (the
// list's date filters, "this week", "late") are counted in, wherever the owner's browser is.

const MOMENT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});
const DAY_OF_MOMENT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/** `2026-11-29T20:30:00Z` → `Nov 29, 2026, 2:30 PM` (the workshop's time). */
export function formatMoment(iso: string): string {
  return MOMENT.format(new Date(iso));
}

/** `2026-11-29T20:30:00Z` → `Nov 29, 2026` (the workshop's day). */
export function formatMomentDay(iso: string): string {
  return DAY_OF_MOMENT.format(new Date(iso));
}

/** A calendar day, `2026-12-10` → `Thu, Dec 10`. */
export { formatDay };

/** Integer cents as dollars: `$1,197.00`. */
export function money(amount: number): string {
  return formatCents(cents(amount));
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
