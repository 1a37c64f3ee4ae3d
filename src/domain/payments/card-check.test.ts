import { describe, expect, it } from 'vitest';
import { cardBrand, checkCard, passesLuhn } from './card-check.ts';

const now = new Date('2026-11-23T15:00:00Z');
const card = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

describe('checkCard', () => {
  it('accepts a complete card, keeping only what may be kept', () => {
    expect(checkCard(card, now)).toEqual({
      ok: true,
      card: { number: '4242424242424242', brand: 'visa', last4: '4242' },
    });
  });

  it.each<[string, Partial<typeof card>, Record<string, string>]>([
    ['no number', { number: '' }, { number: 'Your card number is incomplete.' }],
    ['a short number', { number: '4242 4242' }, { number: 'Your card number is incomplete.' }],
    ['letters', { number: '4242 abcd 4242 4242' }, { number: 'Your card number is invalid.' }],
    [
      'a wrong check digit',
      { number: '4242 4242 4242 4241' },
      { number: 'Your card number is invalid.' },
    ],
    ['no expiry', { expiry: '' }, { expiry: 'Your card’s expiration date is incomplete.' }],
    ['month 13', { expiry: '13/30' }, { expiry: 'Your card’s expiration date is invalid.' }],
    ['last year', { expiry: '12/25' }, { expiry: 'Your card’s expiration year is in the past.' }],
    ['last month', { expiry: '10/26' }, { expiry: 'Your card’s expiration date is in the past.' }],
    ['a short code', { cvc: '12' }, { cvc: 'Your card’s security code is incomplete.' }],
    [
      'a three-digit code on an American Express card',
      { number: '3782 822463 10005', cvc: '123' },
      { cvc: 'Your card’s security code is incomplete.' },
    ],
  ])('refuses %s beside its field', (_name, change, fields) => {
    expect(checkCard({ ...card, ...change }, now)).toEqual({ ok: false, fields });
  });

  it('accepts this month and a four-digit year', () => {
    expect(checkCard({ ...card, expiry: '11/2026' }, now).ok).toBe(true);
  });

  it.each(['1230', '122030', '12/30', ' 12 / 2030 '])(
    'accepts the expiry %j, typed with or without its slash',
    (expiry) => {
      expect(checkCard({ ...card, expiry }, now).ok).toBe(true);
    },
  );

  it.each<[string, string]>([
    ['123', 'Your card’s expiration date is incomplete.'],
    ['1330', 'Your card’s expiration date is invalid.'],
    ['1025', 'Your card’s expiration year is in the past.'],
  ])('refuses the expiry %j typed as digits alone', (expiry, message) => {
    expect(checkCard({ ...card, expiry }, now)).toEqual({ ok: false, fields: { expiry: message } });
  });

  it('names every wrong field at once', () => {
    const check = checkCard({ number: '1', expiry: 'x', cvc: '' }, now);
    expect(check.ok ? [] : Object.keys(check.fields)).toEqual(['number', 'expiry', 'cvc']);
  });
});

describe('cardBrand and passesLuhn', () => {
  it.each([
    ['4242424242424242', 'visa', true],
    ['5555555555554444', 'mastercard', true],
    ['2223003122003222', 'mastercard', true],
    ['378282246310005', 'amex', true],
    ['6011111111111117', 'discover', true],
    ['9000000000000000', 'unknown', false],
  ])('%s is %s', (number, brand, luhn) => {
    expect(cardBrand(number)).toBe(brand);
    expect(passesLuhn(number)).toBe(luhn);
  });
});
