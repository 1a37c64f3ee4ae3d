import { cents, formatCents, scaleCents, subtractCents } from '../pricing/money.ts';
import type { Cents } from '../pricing/money.ts';
import { SHOP_TIME_ZONE } from '../shipping/delivery-estimate.ts';

/** A discount code as the shop owner sets it up, with how often it has been used so far. */
export type DiscountCode = {
  /** Upper case, as normalizeDiscountCode writes what a customer types. */
  readonly code: string;
  readonly amount:
    | { readonly kind: 'percent'; readonly percentOff: number }
    | { readonly kind: 'fixed'; readonly amountOffCents: Cents };
  /** The subtotal (before the discount) an order needs; 0 for none. */
  readonly minimumSubtotalCents: Cents;
  /** The first instant the code works; null for always. */
  readonly validFrom: Date | null;
  /** The last instant the code works; null for no end. */
  readonly validUntil: Date | null;
  /** How many orders may use the code; null for no limit. */
  readonly usageLimit: number | null;
  readonly timesUsed: number;
  readonly active: boolean;
};

export const DISCOUNT_CODE_MAX_LENGTH = 40;
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

/**
 * The code as stored: trimmed and upper case, so `spring-10 ` finds SPRING-10. Null when nothing
 * was typed; a code with other characters than letters, digits, `-` and `_` cannot exist, and the
 * caller answers it as unknown without a lookup.
 */
export function normalizeDiscountCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return code === '' ? null : code;
}

export function isWellFormedDiscountCode(code: string): boolean {
  return code.length <= DISCOUNT_CODE_MAX_LENGTH && CODE_PATTERN.test(code);
}

export type DiscountRefusal =
  'empty' | 'unknown' | 'inactive' | 'not_yet_valid' | 'expired' | 'used_up' | 'below_minimum';

export type DiscountCheck =
  | { readonly ok: true; readonly code: string; readonly discountCents: Cents }
  | { readonly ok: false; readonly reason: DiscountRefusal; readonly message: string };

/**
 * Made on first use: a formatter with a time zone loads the zone's data, tens of milliseconds on a
 * phone, and the code every page loads holds this module.
 */
let longDateFormat: Intl.DateTimeFormat | undefined;
const longDate = () =>
  (longDateFormat ??= new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }));

/** What a code takes off a subtotal: never more than the subtotal, rounded once to the cent. */
export function discountOff(amount: DiscountCode['amount'], subtotalCents: Cents): Cents {
  const off =
    amount.kind === 'percent'
      ? scaleCents(subtotalCents, amount.percentOff / 100)
      : amount.amountOffCents;
  return cents(Math.max(0, Math.min(off, subtotalCents)));
}

/**
 * Whether a code applies to an order with this subtotal now, and what it takes off. `found` is the
 * stored code the typed one names, or null. Each refusal has its own message, for the field.
 */
export function checkDiscountCode(
  typed: string,
  found: DiscountCode | null,
  order: { readonly subtotalCents: Cents; readonly now: Date },
): DiscountCheck {
  const code = normalizeDiscountCode(typed);
  if (code === null) return { ok: false, reason: 'empty', message: 'Enter a discount code.' };
  if (found === null || found.code !== code) {
    return {
      ok: false,
      reason: 'unknown',
      message: 'That discount code does not exist. Check the spelling and try again.',
    };
  }
  if (!found.active) {
    return { ok: false, reason: 'inactive', message: 'That discount code is no longer active.' };
  }
  const now = order.now.getTime();
  if (found.validFrom !== null && now < found.validFrom.getTime()) {
    return {
      ok: false,
      reason: 'not_yet_valid',
      message: `That discount code can be used from ${longDate().format(found.validFrom)}.`,
    };
  }
  if (found.validUntil !== null && now > found.validUntil.getTime()) {
    return {
      ok: false,
      reason: 'expired',
      message: `That discount code expired on ${longDate().format(found.validUntil)}.`,
    };
  }
  if (found.usageLimit !== null && found.timesUsed >= found.usageLimit) {
    return { ok: false, reason: 'used_up', message: 'That discount code has been used up.' };
  }
  if (order.subtotalCents < found.minimumSubtotalCents) {
    const short = subtractCents(found.minimumSubtotalCents, order.subtotalCents);
    return {
      ok: false,
      reason: 'below_minimum',
      message: `That discount code needs a subtotal of at least ${formatCents(found.minimumSubtotalCents)}. Add ${formatCents(short)} more to use it.`,
    };
  }
  return { ok: true, code, discountCents: discountOff(found.amount, order.subtotalCents) };
}

/**
 * What is wrong with a code the owner sets up (empty when nothing is), so a bad code is refused
 * when it is saved rather than when a customer types it.
 */
export function discountCodeProblems(code: DiscountCode): string[] {
  const problems: string[] = [];
  if (!isWellFormedDiscountCode(code.code)) {
    problems.push(
      `The code must be 1 to ${DISCOUNT_CODE_MAX_LENGTH} capital letters, digits, - or _, starting with a letter or digit.`,
    );
  }
  if (code.amount.kind === 'percent') {
    const { percentOff } = code.amount;
    if (!Number.isFinite(percentOff) || percentOff <= 0 || percentOff > 100) {
      problems.push('A percentage discount must be more than 0 % and at most 100 %.');
    }
  } else if (!Number.isSafeInteger(code.amount.amountOffCents) || code.amount.amountOffCents <= 0) {
    problems.push('A fixed discount must be a positive amount of cents.');
  }
  if (!Number.isSafeInteger(code.minimumSubtotalCents) || code.minimumSubtotalCents < 0) {
    problems.push('The minimum subtotal must be zero or a positive amount of cents.');
  }
  if (
    code.validFrom !== null &&
    code.validUntil !== null &&
    code.validFrom.getTime() > code.validUntil.getTime()
  ) {
    problems.push('The code must start before it ends.');
  }
  if (code.usageLimit !== null && (!Number.isSafeInteger(code.usageLimit) || code.usageLimit < 1)) {
    problems.push('The usage limit must be a whole number of at least 1, or none.');
  }
  if (!Number.isSafeInteger(code.timesUsed) || code.timesUsed < 0) {
    problems.push('The number of uses must be a whole number of at least 0.');
  }
  return problems;
}
