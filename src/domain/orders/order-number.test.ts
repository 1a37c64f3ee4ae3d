import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatOrderNumber, normalizeOrderNumber, ORDER_NUMBER_PATTERN } from './order-number.ts';

describe('formatOrderNumber', () => {
  it('writes the prefix, the order date and six characters from the random bytes', () => {
    expect(formatOrderNumber('2026-11-23', [7, 20, 4, 23, 9, 19])).toBe('BC-261123-7M4Q9K');
    expect(formatOrderNumber('2026-11-23', [0, 31, 32, 63, 255, 128])).toBe('BC-261123-0Z0ZZ0');
  });

  it('always gives a number of the documented form that reads back unchanged', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.uint8Array({ minLength: 6, maxLength: 6 }),
        (date, bytes) => {
          const number = formatOrderNumber(date.toISOString().slice(0, 10), bytes);
          return ORDER_NUMBER_PATTERN.test(number) && normalizeOrderNumber(number) === number;
        },
      ),
    );
  });

  it.each([
    ['2026-1-5', [1, 2, 3, 4, 5, 6]],
    ['2026-11-23', [1, 2, 3]],
    ['2026-11-23', [1, 2, 3, 4, 5, 256]],
    ['2026-11-23', [1, 2, 3, 4, 5, 1.5]],
  ])('refuses %j with %j: a bug in the caller', (date, bytes) => {
    expect(() => formatOrderNumber(date, bytes)).toThrow(RangeError);
  });
});

describe('normalizeOrderNumber', () => {
  it.each([
    ['BC-261123-7M4QK9', 'BC-261123-7M4QK9'],
    [' bc-261123-7m4qk9 ', 'BC-261123-7M4QK9'],
    ['BC 261123 7M4QK9', 'BC-261123-7M4QK9'],
    ['BC261123OM4QKI', 'BC-261123-0M4QK1'], // O read as 0, I as 1
    ['BC-26112-37M4QK9', 'BC-261123-7M4QK9'],
    ['BC-261123-7M4QK', null], // too short
    ['BC-261123-7M4QKU', null], // U is not in the alphabet
    ['XY-261123-7M4QK9', null],
    ['', null],
  ])('%j is %j', (typed, expected) => {
    expect(normalizeOrderNumber(typed)).toBe(expected);
  });
});
