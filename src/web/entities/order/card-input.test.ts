import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
  nextExpiry,
} from './card-input.ts';

/** Types `keys` one at a time into the expiry field, as a keypad would. */
function typeExpiry(keys: string, start = ''): string {
  let value = start;
  for (const key of keys)
    value = key === '⌫' ? nextExpiry(value, value.slice(0, -1)) : nextExpiry(value, value + key);
  return value;
}

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242x4242', '4242 4242 4242 4242'],
    ['42424242424242424242', '4242 4242 4242 4242 424'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059', '3782 822463 10005'],
  ])('shows %j as %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });
});

describe('the expiry field', () => {
  it.each([
    ['1230', '12 / 30'],
    ['123', '12 / 3'],
    ['12', '12'],
    ['4', '04'],
    ['425', '04 / 25'],
    ['13', '01 / 3'],
    ['1/', '01 / '],
    ['1/29', '01 / 29'],
    ['12/30', '12 / 30'],
    ['12302', '12 / 30'],
  ])('typed %j on a number pad or keyboard shows %j', (keys, shown) => {
    expect(typeExpiry(keys)).toBe(shown);
  });

  it.each([
    ['12/2030', '12 / 30'],
    ['12 / 30', '12 / 30'],
    ['122030', '12 / 30'],
    ['1230', '12 / 30'],
  ])('pasted or filled in as %j shows %j', (pasted, shown) => {
    expect(formatExpiry(pasted)).toBe(shown);
  });

  it('deletes back through the slash it put in, a character at a time', () => {
    expect(typeExpiry('⌫', '12 / 3')).toBe('12 / ');
    expect(typeExpiry('⌫⌫', '12 / 3')).toBe('12');
    expect(typeExpiry('⌫⌫⌫', '12 / 30')).toBe('12');
    expect(typeExpiry('⌫', '01 / ')).toBe('01');
    expect(typeExpiry('⌫', '12')).toBe('1');
    expect(typeExpiry('⌫3', '12 / ')).toBe('12 / 3');
  });
});

describe('formatSecurityCode', () => {
  it('keeps up to four digits and nothing else', () => {
    expect(formatSecurityCode('12a3')).toBe('123');
    expect(formatSecurityCode(' 12345')).toBe('1234');
    expect(formatSecurityCode('')).toBe('');
  });
});

describe('caretAfterDigits', () => {
  it('keeps the caret after the digits it followed', () => {
    // A digit typed in the middle of the first group moves the next group's first digit on.
    expect(caretAfterDigits('42142 4242', 3, '4214 2424 2')).toBe(3);
    expect(caretAfterDigits('4242 42421', 10, '4242 4242 1')).toBe(11);
    expect(caretAfterDigits('4242', 0, '4242')).toBe(0);
  });
});
