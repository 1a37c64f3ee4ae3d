/**
 * A card form's checks, with the messages Stripe's card form uses: the test gateway's form runs
 * them in the browser before it sends a card, and the server again on what it is sent.
 */

export type CardInput = {
  readonly number: string;
  /** MM/YY or MM / YY, as a card shows it. */
  readonly expiry: string;
  readonly cvc: string;
};

export type CardField = keyof CardInput;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export type CheckedCard = {
  readonly number: string;
  readonly brand: CardBrand;
  readonly last4: string;
};

export type CardCheck =
  | { readonly ok: true; readonly card: CheckedCard }
  | { readonly ok: false; readonly fields: Partial<Record<CardField, string>> };

export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

/** Checks the card form as a card form would; `now` decides whether the card has expired. */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const fields: Partial<Record<CardField, string>> = {};
  const number = input.number.replace(/[\s-]/g, '');
  const brand = cardBrand(number);
  if (number === '') fields.number = 'Your card number is incomplete.';
  else if (!/^\d+$/.test(number)) fields.number = 'Your card number is invalid.';
  else if (number.length < (brand === 'amex' ? 15 : 16)) {
    fields.number = 'Your card number is incomplete.';
  } else if (number.length > 19 || !passesLuhn(number)) {
    fields.number = 'Your card number is invalid.';
  }

  // MM/YY as the form shows it, with or without spaces, a four-digit year, or the digits alone
  // (MMYY, MMYYYY), as a keypad without a slash types them.
  const expiry =
    /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry) ??
    /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (!expiry) {
    fields.expiry = 'Your card’s expiration date is incomplete.';
  } else {
    const month = Number(expiry[1]);
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    const thisYear = now.getUTCFullYear();
    const thisMonth = now.getUTCMonth() + 1;
    if (month < 1 || month > 12) fields.expiry = 'Your card’s expiration date is invalid.';
    else if (year < thisYear) fields.expiry = 'Your card’s expiration year is in the past.';
    else if (year === thisYear && month < thisMonth) {
      fields.expiry = 'Your card’s expiration date is in the past.';
    } else if (year > thisYear + 50) fields.expiry = 'Your card’s expiration year is invalid.';
  }

  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) {
    fields.cvc = 'Your card’s security code is incomplete.';
  }

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, card: { number, brand, last4: number.slice(-4) } };
}
