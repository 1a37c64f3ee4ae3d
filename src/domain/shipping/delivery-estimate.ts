import { isBusinessDay } from './ship-date.ts';

// Calendar dates here are YYYY-MM-DD strings without a time zone, like FedEx's ship dates; the
// caller says which day "today" is where the shop works (localDate below) and passes it in.

/** Working days between an order and the day its furniture leaves the workshop. */
export const DEFAULT_PRODUCTION_LEAD_BUSINESS_DAYS = 10;

/** The shop's clock: the workshop, and the default sender, are in Memphis, on Central time. */
export const SHOP_TIME_ZONE = 'America/Chicago';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function timeOf(isoDate: string): number {
  const time = ISO_DATE.test(isoDate) ? Date.parse(`${isoDate}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== isoDate) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
  }
  return time;
}

function dateOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The calendar date an instant falls on in a time zone (the shop's by default). */
export function localDate(now: Date, timeZone: string = SHOP_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The date `days` business days after `isoDate`: each following working day (Monday to Friday,
 * not a holiday: isBusinessDay) counts one. Zero days is the date itself, whatever day it is.
 */
export function addBusinessDays(isoDate: string, days: number): string {
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`Business days must be a whole number of at least 0, got ${days}`);
  }
  let time = timeOf(isoDate);
  let left = days;
  while (left > 0) {
    time += DAY_MS;
    if (isBusinessDay(dateOf(time))) left -= 1;
  }
  return dateOf(time);
}

/** How many business days after `from` the date `to` is (0 when `to` is not after `from`). */
export function businessDaysBetween(from: string, to: string): number {
  const end = timeOf(to);
  let time = timeOf(from);
  let count = 0;
  while (time < end) {
    time += DAY_MS;
    if (isBusinessDay(dateOf(time))) count += 1;
  }
  return count;
}

export type DeliveryEstimate = {
  /** The day the parcels leave the workshop: the lead time after the order. */
  readonly shipsOn: string;
  /** The latest expected delivery day: the carrier's days in transit after shipping. */
  readonly arrivesBy: string;
};

/**
 * When an order placed today arrives: production takes the lead time in working days, counted
 * from the day after the order, then the carrier's days in transit are business days too.
 */
export function estimateDelivery(input: {
  readonly orderDate: string;
  readonly productionLeadBusinessDays: number;
  readonly transitBusinessDays: number;
}): DeliveryEstimate {
  let shipsOn = addBusinessDays(input.orderDate, input.productionLeadBusinessDays);
  // With no lead time an order placed at a weekend or on a holiday still leaves on the next
  // working day.
  if (!isBusinessDay(shipsOn)) shipsOn = addBusinessDays(shipsOn, 1);
  return { shipsOn, arrivesBy: addBusinessDays(shipsOn, input.transitBusinessDays) };
}
