import { describe, expect, it } from 'vitest';
import { holidayOn, holidaysIn } from './holidays.ts';

const datesIn = (year: number) => holidaysIn(year).map((holiday) => holiday.date);

describe('holidaysIn', () => {
  it('lists 2026: Independence Day on a Saturday is kept on Friday, July 3', () => {
    expect(holidaysIn(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-07-03', name: 'Independence Day (observed)' },
      { date: '2026-07-04', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it.each([
    // Every holiday on a weekday: nothing observed.
    [2025, ['2025-01-01', '2025-05-26', '2025-07-04', '2025-09-01', '2025-11-27', '2025-12-25']],
    // Independence Day on a Sunday is kept on Monday; Christmas on a Saturday on Friday the 24th;
    // New Year's Day 2028 is a Saturday, kept on Friday, December 31, 2027.
    [
      2027,
      [
        '2027-01-01',
        '2027-05-31',
        '2027-07-04',
        '2027-07-05',
        '2027-09-06',
        '2027-11-25',
        '2027-12-24',
        '2027-12-25',
        '2027-12-31',
      ],
    ],
    // New Year's Day on a Saturday belongs to 2021's December 31; Christmas on a Sunday is kept
    // on Monday the 26th.
    [
      2022,
      [
        '2022-01-01',
        '2022-05-30',
        '2022-07-04',
        '2022-09-05',
        '2022-11-24',
        '2022-12-25',
        '2022-12-26',
      ],
    ],
    // New Year's Day on a Sunday is kept on Monday, January 2.
    [
      2023,
      [
        '2023-01-01',
        '2023-01-02',
        '2023-05-29',
        '2023-07-04',
        '2023-09-04',
        '2023-11-23',
        '2023-12-25',
      ],
    ],
    [2028, ['2028-01-01', '2028-05-29', '2028-07-04', '2028-09-04', '2028-11-23', '2028-12-25']],
  ])('lists %i by rule', (year, dates) => {
    expect(datesIn(year)).toEqual(dates);
  });

  it('keeps Memorial Day on the last Monday of May, Labor Day on the first of September', () => {
    for (let year = 2000; year <= 2100; year += 1) {
      const [memorial, labor] = ['Memorial Day', 'Labor Day'].map(
        (name) => holidaysIn(year).find((holiday) => holiday.name === name)!.date,
      ) as [string, string];
      const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
      expect(weekday(memorial)).toBe(1);
      expect(Number(memorial.slice(8))).toBeGreaterThan(24);
      expect(weekday(labor)).toBe(1);
      expect(Number(labor.slice(8))).toBeLessThan(8);
    }
  });

  it.each([Number.NaN, 2026.5, 12])('refuses the year %s', (year) => {
    expect(() => holidaysIn(year)).toThrow(RangeError);
  });
});

describe('holidayOn', () => {
  it.each([
    ['2026-11-26', 'Thanksgiving Day'],
    ['2026-12-25', 'Christmas Day'],
    ['2027-01-01', "New Year's Day"],
    ['2026-07-03', 'Independence Day (observed)'],
    ['2027-07-05', 'Independence Day (observed)'],
    ['2021-12-31', "New Year's Day (observed)"],
  ])('%s is %s', (date, name) => {
    expect(holidayOn(date)?.name).toBe(name);
  });

  it.each([
    '2026-11-27', // the Friday after Thanksgiving: FedEx works
    '2026-12-24', // Christmas Eve on a Thursday
    '2026-12-31', // New Year's Eve before a Friday New Year
    '2026-01-19', // Martin Luther King Jr. Day
    '2026-11-11', // Veterans Day
    'not a date',
  ])('%s is no holiday', (date) => {
    expect(holidayOn(date)).toBeNull();
  });
});
