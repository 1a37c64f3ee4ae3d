import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  DEFAULT_PRODUCTION_LEAD_BUSINESS_DAYS,
  estimateDelivery,
  localDate,
} from './delivery-estimate.ts';

describe('addBusinessDays', () => {
  it.each([
    ['2026-11-23', 0, '2026-11-23'], // Monday, no days
    ['2026-11-28', 0, '2026-11-28'], // zero days keeps even a Saturday
    ['2026-11-23', 1, '2026-11-24'], // Monday → Tuesday
    ['2026-11-27', 1, '2026-11-30'], // Friday → Monday
    ['2026-11-28', 1, '2026-11-30'], // Saturday → Monday
    ['2026-11-16', 5, '2026-11-23'], // a working week
    ['2026-11-09', 10, '2026-11-23'], // two working weeks
    ['2026-11-25', 1, '2026-11-27'], // Wednesday → Friday, past Thanksgiving
    ['2026-11-23', 5, '2026-12-01'], // a week with Thanksgiving in it takes a day more
    ['2026-11-23', 10, '2026-12-08'],
    ['2026-12-23', 2, '2026-12-28'], // past Christmas (a Friday) and the weekend
    ['2026-12-30', 3, '2027-01-05'], // across a year, past New Year's Day (a Friday)
    ['2027-07-02', 1, '2027-07-06'], // Independence Day, a Sunday, kept on Monday
  ])('%s plus %i business days is %s', (from, days, expected) => {
    expect(addBusinessDays(from, days)).toBe(expected);
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
    ['2026-11-16', '2026-11-20', 4],
    ['2026-11-23', '2026-11-27', 3], // Thanksgiving is no business day
    ['2026-11-27', '2026-11-30', 1], // over a weekend
    ['2026-12-24', '2026-12-28', 1], // over Christmas and a weekend
    ['2026-11-23', '2026-11-23', 0],
    ['2026-11-27', '2026-11-23', 0], // backwards
  ])('from %s to %s is %i', (from, to, days) => {
    expect(businessDaysBetween(from, to)).toBe(days);
  });

  it('undoes addBusinessDays from a working day', () => {
    for (const from of ['2026-11-24', '2026-12-22', '2027-06-30']) {
      for (const days of [0, 1, 4, 9, 23]) {
        expect(businessDaysBetween(from, addBusinessDays(from, days))).toBe(days);
      }
    }
  });
});

describe('estimateDelivery', () => {
  it('leads by 10 working days unless told otherwise', () => {
    expect(DEFAULT_PRODUCTION_LEAD_BUSINESS_DAYS).toBe(10);
  });

  it.each([
    ['2026-11-02', 10, 4, '2026-11-16', '2026-11-20'], // the lead time, then the days in transit
    ['2026-11-07', 10, 1, '2026-11-20', '2026-11-23'], // ordered at a weekend: from Monday
    ['2026-11-29', 0, 2, '2026-11-30', '2026-12-02'], // no lead time: still ships on a working day
    ['2026-11-26', 0, 1, '2026-11-27', '2026-11-30'], // no lead time, ordered on Thanksgiving
    // Ordered the Monday of Thanksgiving week: production skips Thanksgiving (a day later than
    // Monday, December 7), and so does transit from the Friday before Christmas.
    ['2026-11-23', 10, 4, '2026-12-08', '2026-12-14'],
    ['2026-12-10', 6, 2, '2026-12-18', '2026-12-22'],
    ['2026-12-10', 7, 2, '2026-12-21', '2026-12-23'],
    ['2026-12-10', 7, 3, '2026-12-21', '2026-12-24'],
    ['2026-12-10', 7, 4, '2026-12-21', '2026-12-28'], // not Christmas: Monday after it
    ['2026-12-17', 10, 1, '2027-01-04', '2027-01-05'], // past Christmas and New Year's Day
  ])(
    'ordered %s with %i days lead and %i in transit: ships %s, arrives by %s',
    (orderDate, productionLeadBusinessDays, transitBusinessDays, shipsOn, arrivesBy) => {
      expect(
        estimateDelivery({ orderDate, productionLeadBusinessDays, transitBusinessDays }),
      ).toEqual({ shipsOn, arrivesBy });
    },
  );

  it('keeps Thanksgiving off both counts', () => {
    expect(
      estimateDelivery({
        orderDate: '2026-11-20',
        productionLeadBusinessDays: 3,
        transitBusinessDays: 1,
      }),
    ).toEqual({ shipsOn: '2026-11-25', arrivesBy: '2026-11-27' });
    expect(
      estimateDelivery({
        orderDate: '2026-11-20',
        productionLeadBusinessDays: 4,
        transitBusinessDays: 1,
      }),
    ).toEqual({ shipsOn: '2026-11-27', arrivesBy: '2026-11-30' });
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
