import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../pricing/money.ts';
import { NOW as now, WELCOME_CODE as welcome } from './fixtures.test-helpers.ts';
import {
  checkDiscountCode,
  discountCodeProblems,
  discountOff,
  isWellFormedDiscountCode,
  normalizeDiscountCode,
} from './discount-code.ts';
import type { DiscountCode } from './discount-code.ts';

const order = { subtotalCents: cents(119_700), now };

describe('normalizeDiscountCode', () => {
  it.each([
    ['welcome10', 'WELCOME10'],
    ['  Welcome10 ', 'WELCOME10'],
    ['', null],
    ['   ', null],
  ])('%j is %j', (typed, expected) => {
    expect(normalizeDiscountCode(typed)).toBe(expected);
  });

  it.each([
    ['WELCOME10', true],
    ['SPRING-2026_A', true],
    ['-SPRING', false],
    ['SPRING 10', false],
    ['RABATT%', false],
    ['A'.repeat(40), true],
    ['A'.repeat(41), false],
  ])('%j is well formed: %s', (code, expected) => {
    expect(isWellFormedDiscountCode(code)).toBe(expected);
  });
});

describe('checkDiscountCode', () => {
  it.each<[string, string, DiscountCode | null, string]>([
    ['nothing typed', '  ', welcome, 'Enter a discount code.'],
    [
      'an unknown code',
      'NOPE',
      null,
      'That discount code does not exist. Check the spelling and try again.',
    ],
    [
      'a stored code for another name',
      'WELCOME',
      welcome,
      'That discount code does not exist. Check the spelling and try again.',
    ],
    [
      'a switched-off code',
      'welcome10',
      { ...welcome, active: false },
      'That discount code is no longer active.',
    ],
    [
      'a code that starts later',
      'welcome10',
      { ...welcome, validFrom: new Date('2026-12-01T06:00:00Z') },
      'That discount code can be used from December 1, 2026.',
    ],
    [
      'an expired code',
      'welcome10',
      { ...welcome, validUntil: new Date('2026-11-01T04:59:59Z') },
      'That discount code expired on October 31, 2026.',
    ],
    [
      'a used-up code',
      'welcome10',
      { ...welcome, usageLimit: 100, timesUsed: 100 },
      'That discount code has been used up.',
    ],
    [
      'a subtotal under the minimum',
      'welcome10',
      { ...welcome, minimumSubtotalCents: cents(150_000) },
      'That discount code needs a subtotal of at least $1,500.00. Add $303.00 more to use it.',
    ],
  ])('refuses %s', (_name, typed, found, message) => {
    const check = checkDiscountCode(typed, found, order);
    expect(check).toMatchObject({ ok: false, message });
  });

  it('names each refusal', () => {
    const reasons = [
      checkDiscountCode('', welcome, order),
      checkDiscountCode('X', null, order),
      checkDiscountCode('WELCOME10', { ...welcome, active: false }, order),
      checkDiscountCode('WELCOME10', { ...welcome, validFrom: new Date('2027-01-01') }, order),
      checkDiscountCode('WELCOME10', { ...welcome, validUntil: new Date('2026-01-01') }, order),
      checkDiscountCode('WELCOME10', { ...welcome, usageLimit: 1, timesUsed: 1 }, order),
      checkDiscountCode('WELCOME10', { ...welcome, minimumSubtotalCents: cents(10 ** 9) }, order),
    ].map((check) => (check.ok ? 'ok' : check.reason));
    expect(reasons).toEqual([
      'empty',
      'unknown',
      'inactive',
      'not_yet_valid',
      'expired',
      'used_up',
      'below_minimum',
    ]);
  });

  it.each<[string, DiscountCode, number]>([
    ['10 % of $1,197.00', welcome, 11_970],
    ['a fixed $50', { ...welcome, amount: { kind: 'fixed', amountOffCents: cents(5_000) } }, 5_000],
    ['exactly the minimum', { ...welcome, minimumSubtotalCents: cents(119_700) }, 11_970],
    [
      'on its first instant',
      { ...welcome, validFrom: now, validUntil: new Date('2026-12-31T00:00:00Z') },
      11_970,
    ],
    ['on its last instant', { ...welcome, validUntil: now }, 11_970],
    ['with one use left', { ...welcome, usageLimit: 5, timesUsed: 4 }, 11_970],
  ])('applies %s', (_name, found, discount) => {
    expect(checkDiscountCode(' welcome10 ', found, order)).toEqual({
      ok: true,
      code: 'WELCOME10',
      discountCents: discount,
    });
  });
});

describe('discountOff', () => {
  it.each([
    [{ kind: 'percent', percentOff: 10 } as const, 119_700, 11_970],
    [{ kind: 'percent', percentOff: 15 } as const, 333, 50], // 49.95 rounds half up
    [{ kind: 'percent', percentOff: 12.5 } as const, 1_001, 125], // 125.125
    [{ kind: 'percent', percentOff: 100 } as const, 5_000, 5_000],
    [{ kind: 'fixed', amountOffCents: cents(5_000) } as const, 3_000, 3_000], // capped
    [{ kind: 'fixed', amountOffCents: cents(5_000) } as const, 0, 0],
  ])('%j off %i cents is %i', (amount, subtotal, off) => {
    expect(discountOff(amount, cents(subtotal))).toBe(off);
  });

  it('never takes off more than the subtotal or less than nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 8 }),
        fc.oneof(
          fc
            .double({ min: 0.01, max: 100, noNaN: true })
            .map((percentOff) => ({ kind: 'percent' as const, percentOff })),
          fc
            .integer({ min: 1, max: 10 ** 8 })
            .map((amount) => ({ kind: 'fixed' as const, amountOffCents: cents(amount) })),
        ),
        (subtotal, amount) => {
          const off = discountOff(amount, cents(subtotal));
          return Number.isSafeInteger(off) && off >= 0 && off <= subtotal;
        },
      ),
    );
  });
});

describe('discountCodeProblems', () => {
  it('accepts a sound code', () => {
    expect(discountCodeProblems(welcome)).toEqual([]);
  });

  it.each<[string, Partial<DiscountCode>, string]>([
    ['a lower-case code', { code: 'welcome' }, 'The code must be 1 to 40 capital letters'],
    ['no percentage', { amount: { kind: 'percent', percentOff: 0 } }, 'A percentage discount'],
    ['over 100 %', { amount: { kind: 'percent', percentOff: 120 } }, 'A percentage discount'],
    [
      'a fixed amount of nothing',
      { amount: { kind: 'fixed', amountOffCents: cents(0) } },
      'A fixed discount',
    ],
    ['a negative minimum', { minimumSubtotalCents: -1 as never }, 'The minimum subtotal'],
    [
      'an end before the start',
      { validFrom: new Date('2026-12-01'), validUntil: new Date('2026-11-01') },
      'The code must start before it ends.',
    ],
    ['a usage limit of 0', { usageLimit: 0 }, 'The usage limit'],
    ['negative uses', { timesUsed: -1 }, 'The number of uses'],
  ])('names %s', (_name, change, problem) => {
    const problems = discountCodeProblems({ ...welcome, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });
});
