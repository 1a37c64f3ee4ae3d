import { describe, expect, it } from 'vitest';
import { describeCountdown, formatCountdown, secondsLeft } from './countdown.ts';

const START = Date.UTC(2026, 10, 1, 12, 0, 0);
const DAY = 86_400;

describe('secondsLeft', () => {
  it.each([
    ['at the start, a whole cycle', 0, 3 * DAY, 3 * DAY],
    ['one second in', 1, 3 * DAY, 3 * DAY - 1],
    ['the last second of a cycle', 3 * DAY - 1, 3 * DAY, 1],
    ['the next cycle starts full', 3 * DAY, 3 * DAY, 3 * DAY],
    ['cycles repeat from the start', 7 * DAY + 30, 3 * DAY, 2 * DAY - 30],
    ['before the start, cycles run the same way', -10, 3600, 10],
  ])('%s', (_, elapsedSeconds, duration, expected) => {
    expect(secondsLeft(START, duration, START + elapsedSeconds * 1000)).toBe(expected);
  });

  it('counts whole seconds: part of a second has not passed yet', () => {
    expect(secondsLeft(START, 60, START + 999)).toBe(60);
    expect(secondsLeft(START, 60, START + 1000)).toBe(59);
  });

  it.each([0, -5, Number.NaN])('shows nothing for a duration of %s', (duration) => {
    expect(secondsLeft(START, duration, START + 1000)).toBeNull();
  });

  it('shows nothing for a start it cannot read', () => {
    expect(secondsLeft(Date.parse('not a date'), 60, START)).toBeNull();
  });
});

describe('formatCountdown', () => {
  it.each([
    [2 * DAY + 3 * 3600 + 4 * 60 + 5, '2d 03:04:05'],
    [3600 + 1, '0d 01:00:01'],
    [59, '0d 00:00:59'],
    [10 * DAY, '10d 00:00:00'],
  ])('%i seconds read %s: days, then hours:minutes:seconds', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('describeCountdown', () => {
  it.each([
    [2 * DAY + 3 * 3600 + 4 * 60 + 5, '2 days, 3 hours, 4 minutes'],
    [DAY + 60, '1 day, 1 minute'],
    [59, 'less than a minute'],
  ])('%i seconds read “%s”, to the minute', (seconds, words) => {
    expect(describeCountdown(seconds)).toBe(words);
  });
});
