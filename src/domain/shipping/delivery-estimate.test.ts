import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  DEFAULT_PRODUCTION_LEAD_BUSINESS_DAYS,
  estimateDelivery,
  isBusinessDay,
  localDate,
} from './delivery-estimate.ts';

const thanksgiving = { holidays: new Set(['2026-11-26']) };

describe('addBusinessDays', () => {
  it.each([
    ['2026-11-23', 0, '2026-11-23'], // Monday, no days
    ['2026-11-28', 0, '2026-11-28'], // zero days keeps even a Saturday
    ['2026-11-23', 1, '2026-11-24'], // Monday → Tuesday
    ['2026-11-27', 1, '2026-11-30'], // Friday → Monday
    ['2026-11-28', 1, '2026-11-30'], // Saturday → Monday
    ['2026-11-23', 5, '2026-11-30'], // a working week
    ['2026-11-23', 10, '2026-12-07'], // two working weeks
    ['2026-12-30', 3, '2027-01-04'], // across a year
  ])('%s plus %i business days is %s', (from, days, expected) => {
    expect(addBusinessDays(from, days)).toBe(expected);
  });

  it('skips the holidays it is given', () => {
    expect(addBusinessDays('2026-11-25', 1, thanksgiving)).toBe('2026-11-27');
    expect(isBusinessDay('2026-11-26', thanksgiving)).toBe(false);
    expect(isBusinessDay('2026-11-26')).toBe(true);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s days: a bug in the caller', (days) => {
    expect(() => addBusinessDays('2026-11-23', days)).toThrow(RangeError);
  });

  it.each(['2026-02-30', '23/11/2026', ''])('refuses the date %j', (date) => {
    expect(() => addBusinessDays(date, 1)).toThrow(RangeError);
  });
});

describe('businessDaysBetween', () => {
  it.each([
    ['2026-11-23', '2026-11-27', 4],
    ['2026-11-27', '2026-11-30', 1], // over a weekend
    ['2026-11-23', '2026-11-23', 0],
    ['2026-11-27', '2026-11-23', 0], // backwards
  ])('from %s to %s is %i', (from, to, days) => {
    expect(businessDaysBetween(from, to)).toBe(days);
  });

  it('undoes addBusinessDays from a working day', () => {
    for (const days of [0, 1, 4, 9, 23]) {
      expect(businessDaysBetween('2026-11-24', addBusinessDays('2026-11-24', days))).toBe(days);
    }
  });
});

describe('estimateDelivery', () => {
  it('leads by 10 working days unless told otherwise', () => {
    expect(DEFAULT_PRODUCTION_LEAD_BUSINESS_DAYS).toBe(10);
  });

  it.each([
    ['2026-11-23', 10, 4, '2026-12-07', '2026-12-11'], // the lead time, then the days in transit
    ['2026-11-28', 10, 1, '2026-12-11', '2026-12-14'], // ordered at a weekend: from Monday
    ['2026-11-29', 0, 2, '2026-11-30', '2026-12-02'], // no lead time: still ships on a working day
  ])(
    'ordered %s with %i days lead and %i in transit: ships %s, arrives by %s',
    (orderDate, productionLeadBusinessDays, transitBusinessDays, shipsOn, arrivesBy) => {
      expect(
        estimateDelivery({ orderDate, productionLeadBusinessDays, transitBusinessDays }),
      ).toEqual({ shipsOn, arrivesBy });
    },
  );

  it('keeps holidays off both counts', () => {
    expect(
      estimateDelivery({
        orderDate: '2026-11-20',
        productionLeadBusinessDays: 3,
        transitBusinessDays: 1,
        calendar: thanksgiving,
      }),
    ).toEqual({ shipsOn: '2026-11-25', arrivesBy: '2026-11-27' });
  });
});

describe('localDate', () => {
  it('is the calendar day in the shop’s time zone', () => {
    // 03:00 UTC on the 24th is still the evening of the 23rd in Memphis.
    expect(localDate(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
    expect(localDate(new Date('2026-11-24T07:00:00Z'))).toBe('2026-11-24');
    expect(localDate(new Date('2026-11-24T03:00:00Z'), 'UTC')).toBe('2026-11-24');
  });
});
