import { describe, expect, it } from 'vitest';
import { cardBrand } from '../../../domain/payments/card-check.ts';
import { testCardOutcome } from './test-cards.ts';

describe('test cards', () => {
  it.each([
    ['4242424242424242', 'succeeds'],
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', 'Your card’s security code is incorrect.'],
    ['5555555555554444', 'succeeds'],
    [
      '4111111111111111',
      'Your card was declined. This shop is in test mode and takes only test cards, such as 4242 4242 4242 4242.',
    ],
  ])('%s: %s', (number, expected) => {
    const outcome = testCardOutcome({ number, brand: cardBrand(number), last4: number.slice(-4) });
    expect(outcome === 'succeeds' ? outcome : outcome.message).toBe(expected);
  });

  it('gives insufficient funds its decline code', () => {
    expect(
      testCardOutcome({ number: '4000000000009995', brand: 'visa', last4: '9995' }),
    ).toMatchObject({ code: 'card_declined', declineCode: 'insufficient_funds' });
  });
});
