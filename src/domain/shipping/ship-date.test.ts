import { describe, expect, it } from 'vitest';
import { dayOfWeek, isBusinessDay, nextBusinessDay } from './ship-date.ts';

describe('nextBusinessDay', () => {
  it.each([
    ['2026-11-23', '2026-11-24'], // Monday → Tuesday
    ['2026-11-25', '2026-11-27'], // Wednesday → Friday: no pickup on Thanksgiving
    ['2026-11-26', '2026-11-27'], // Thanksgiving → Friday
    ['2026-11-27', '2026-11-30'], // Friday → Monday
    ['2026-11-28', '2026-11-30'], // Saturday → Monday
    ['2026-11-29', '2026-11-30'], // Sunday → Monday
    ['2026-12-24', '2026-12-28'], // Christmas Eve → Monday: Christmas, then the weekend
    ['2026-12-31', '2027-01-04'], // across a year, past New Year's Day (a Friday)
    ['2026-07-02', '2026-07-06'], // Independence Day (a Saturday) kept on Friday, July 3
    ['2028-02-28', '2028-02-29'], // leap day
  ])('after %s ships %s', (today, expected) => {
    expect(nextBusinessDay(today)).toBe(expected);
  });

  it.each(['2026-02-30', '2026-1-5', 'tomorrow', ''])(
    'throws on %j: a bug in the caller',
    (date) => {
      expect(() => nextBusinessDay(date)).toThrow(RangeError);
    },
  );
});

describe('isBusinessDay', () => {
  it('names days from Sunday 0', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-28')).toBe(6);
  });

  it.each([
    ['2026-11-23', true], // a Monday
    ['2026-11-22', false], // a Sunday
    ['2026-11-28', false], // a Saturday
    ['2026-11-26', false], // Thanksgiving
    ['2026-11-27', true], // the Friday after
    ['2026-12-25', false], // Christmas, a Friday
    ['2027-01-01', false], // New Year's Day, a Friday
    ['2026-07-03', false], // Independence Day observed
    ['2027-07-05', false], // Independence Day observed
    ['2026-05-25', false], // Memorial Day
    ['2026-09-07', false], // Labor Day
  ])('%s is a working day: %s', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it('refuses what is not a date', () => {
    expect(() => isBusinessDay('2026-11-31')).toThrow(RangeError);
  });
});
