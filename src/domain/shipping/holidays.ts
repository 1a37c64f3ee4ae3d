// The holidays on which the workshop does not work and FedEx neither picks up nor delivers, worked
// out by rule for any year. Calendar dates (YYYY-MM-DD) only: no clock and no time zone.
//
// Source: FedEx's published holiday schedule (fedex.com, Service Guide, "Holiday schedule"). On
// New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving Day and Christmas Day
// FedEx Express, FedEx Ground and FedEx Home Delivery are closed ("all services unavailable
// except the 24/7/365 services"). Its other dates (Martin Luther King Jr. Day, Presidents' Day,
// Veterans Day, the Friday after Thanksgiving, Christmas Eve, New Year's Eve) keep a normal or
// modified service and stay working days here. A fixed-date holiday at a weekend is kept on the
// nearest weekday, as in FedEx's schedule: a Saturday's on the Friday before (Independence Day
// 2026: Friday, July 3), a Sunday's on the Monday after (Independence Day 2027: Monday, July 5).
// New Year's Day on a Saturday is kept on December 31 of the year before.

export type Holiday = {
  /** YYYY-MM-DD */
  readonly date: string;
  readonly name: string;
};

const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;

/** A day of a month as YYYY-MM-DD; a day outside the month rolls into the next or last one. */
function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The nth (1-based) given weekday of a month: the fourth Thursday of November. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  const first = 1 + ((weekday - weekdayOf(year, month, 1) + 7) % 7);
  return isoDate(year, month, first + 7 * (nth - 1));
}

/** The last given weekday of a month: the last Monday of May. */
function lastWeekday(year: number, month: number, weekday: number): string {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDate(year, month, lastDay - ((weekdayOf(year, month, lastDay) - weekday + 7) % 7));
}

/** A fixed-date holiday, and the weekday it is kept on when it falls at a weekend. */
function fixedDate(year: number, month: number, day: number, name: string): Holiday[] {
  const holiday = { date: isoDate(year, month, day), name };
  switch (weekdayOf(year, month, day)) {
    case SATURDAY:
      return [{ date: isoDate(year, month, day - 1), name: `${name} (observed)` }, holiday];
    case SUNDAY:
      return [holiday, { date: isoDate(year, month, day + 1), name: `${name} (observed)` }];
    default:
      return [holiday];
  }
}

/** The holidays of a year's rules; New Year's Day may be kept on December 31 of the year before. */
function holidaysByRule(year: number): Holiday[] {
  return [
    ...fixedDate(year, 1, 1, "New Year's Day"),
    { date: lastWeekday(year, 5, MONDAY), name: 'Memorial Day' },
    ...fixedDate(year, 7, 4, 'Independence Day'),
    { date: nthWeekday(year, 9, MONDAY, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 11, THURSDAY, 4), name: 'Thanksgiving Day' },
    ...fixedDate(year, 12, 25, 'Christmas Day'),
  ];
}

const byYear = new Map<number, readonly Holiday[]>();

/** The holidays that fall in a calendar year, in date order, each day kept off named once. */
export function holidaysIn(year: number): readonly Holiday[] {
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9998) {
    throw new RangeError(`Not a year: ${year}`);
  }
  let holidays = byYear.get(year);
  if (holidays === undefined) {
    const prefix = `${year}-`;
    holidays = [...holidaysByRule(year), ...holidaysByRule(year + 1)]
      .filter((holiday) => holiday.date.startsWith(prefix))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    byYear.set(year, holidays);
  }
  return holidays;
}

/** The holiday on a calendar date (YYYY-MM-DD), or null on any other day. */
export function holidayOn(date: string): Holiday | null {
  const year = Number(date.slice(0, 4));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || year < 1000 || year > 9998) return null;
  return holidaysIn(year).find((holiday) => holiday.date === date) ?? null;
}
