import { describe, expect, it } from 'vitest';
import { dayOfWeek, isWeekday, nextWeekday } from './ship-date.ts';

describe('nextWeekday', () => {
  it.each([
    ['2026-11-23', '2026-11-24'], // Monday → Tuesday
    ['2026-11-26', '2026-11-27'], // Thursday → Friday
    ['2026-11-27', '2026-11-30'], // Friday → Monday
    ['2026-11-28', '2026-11-30'], // Saturday → Monday
    ['2026-11-29', '2026-11-30'], // Sunday → Monday
    ['2026-12-31', '2027-01-01'], // across a year
    ['2028-02-28', '2028-02-29'], // leap day
  ])('after %s ships %s', (today, expected) => {
    expect(nextWeekday(today)).toBe(expected);
  });

  it.each(['2026-02-30', '2026-1-5', 'tomorrow', ''])(
    'throws on %j: a bug in the caller',
    (date) => {
      expect(() => nextWeekday(date)).toThrow(RangeError);
    },
  );
});

describe('weekdays', () => {
  it('names days from Sunday 0', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-28')).toBe(6);
    expect(isWeekday('2026-11-22')).toBe(false);
    expect(isWeekday('2026-11-23')).toBe(true);
  });
});
