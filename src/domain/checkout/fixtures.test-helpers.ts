import { cents } from '../pricing/money.ts';
import type { DiscountCode } from './discount-code.ts';

/** The moment the checkout tests run at. */
export const NOW = new Date('2026-11-23T18:00:00Z');

/** 10 % off, any subtotal, no dates or usage limit: the demo code. */
export const WELCOME_CODE: DiscountCode = {
  code: 'WELCOME10',
  amount: { kind: 'percent', percentOff: 10 },
  minimumSubtotalCents: cents(0),
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  timesUsed: 0,
  active: true,
};
