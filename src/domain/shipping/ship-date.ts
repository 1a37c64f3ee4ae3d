import { holidayOn } from './holidays.ts';

// Ship dates are calendar dates (YYYY-MM-DD, FedEx's shipDateStamp), free of time zones: the
// caller decides which day "today" is where the parcel leaves, and passes it in.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function parseIsoDate(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  const time =
    match === null
      ? Number.NaN
      : Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== isoDate) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
  }
  return time;
}

/** 0 is Sunday, 6 is Saturday. */
export function dayOfWeek(isoDate: string): number {
  return new Date(parseIsoDate(isoDate)).getUTCDay();
}

/**
 * A working day: Monday to Friday, and not one of the holidays the workshop and FedEx keep
 * (holidays.ts). The one rule for every count of days: the workshop's production days, FedEx's
 * pickup days and its business days in transit.
 */
export function isBusinessDay(isoDate: string): boolean {
  const day = dayOfWeek(isoDate);
  return day !== 0 && day !== 6 && holidayOn(isoDate) === null;
}

/** The default ship date: the first working day after the given day, when FedEx picks up. */
export function nextBusinessDay(isoDate: string): string {
  return addBusinessDays(isoDate, 1);
}

function dateOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The date `days` business days after `isoDate`: each following working day (Monday to Friday,
 * not a holiday: isBusinessDay) counts one. Zero days is the date itself, whatever day it is.
 */
export function addBusinessDays(isoDate: string, days: number): string {
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`Business days must be a whole number of at least 0, got ${days}`);
  }
  let time = parseIsoDate(isoDate);
  let left = days;
  while (left > 0) {
    time += DAY_MS;
    if (isBusinessDay(dateOf(time))) left -= 1;
  }
  return dateOf(time);
}

/** How many business days after `from` the date `to` is (0 when `to` is not after `from`). */
export function businessDaysBetween(from: string, to: string): number {
  const end = parseIsoDate(to);
  let time = parseIsoDate(from);
  let count = 0;
  while (time < end) {
    time += DAY_MS;
    if (isBusinessDay(dateOf(time))) count += 1;
  }
  return count;
}
