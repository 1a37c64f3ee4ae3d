import type { CheckedCard } from '../../../domain/payments/card-check.ts';
import type { PaymentRefusal } from './gateway.ts';

/**
 * The card rules of the built-in test gateway: the card form's checks (domain/payments, which the
 * browser runs first), and what each of Stripe's public test card numbers does. Any other
 * number is declined: the test gateway never takes a real card.
 */

const DECLINED: PaymentRefusal = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

/** Stripe's public test numbers and what Stripe does with each (docs.stripe.com/testing). */
export const TEST_CARD_OUTCOMES: Readonly<Record<string, PaymentRefusal | 'succeeds'>> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  '4000000000000002': DECLINED,
  '4000000000009995': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': {
    code: 'card_declined',
    declineCode: 'lost_card',
    message: 'Your card was declined.',
  },
  '4000000000000069': {
    code: 'expired_card',
    declineCode: null,
    message: 'Your card has expired.',
  },
  '4000000000000127': {
    code: 'incorrect_cvc',
    declineCode: null,
    message: 'Your card’s security code is incorrect.',
  },
  '4000000000000119': {
    code: 'processing_error',
    declineCode: null,
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** A real card number, refused: test mode takes no real money. */
export const NOT_A_TEST_CARD: PaymentRefusal = {
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message:
    'Your card was declined. This shop is in test mode and takes only test cards, such as 4242 4242 4242 4242.',
};

export function testCardOutcome(card: CheckedCard): PaymentRefusal | 'succeeds' {
  return TEST_CARD_OUTCOMES[card.number] ?? NOT_A_TEST_CARD;
}
