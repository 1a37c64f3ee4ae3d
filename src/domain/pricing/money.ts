/** Money is integer cents: adding floats of dollars drifts, integer cents do not. */
export type Cents = number & { readonly __brand: 'cents' };

export const ZERO_CENTS = 0 as Cents;

/** Brands an integer amount of cents; a fractional amount is a bug in the caller. */
export function cents(amount: number): Cents {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Cents must be a safe integer, got ${amount}`);
  }
  return amount as Cents;
}

/** Converts a dollar figure to cents, rounding half away from zero to the nearest cent. */
export function centsFromDollars(dollars: number): Cents {
  if (!Number.isFinite(dollars)) {
    throw new RangeError(`Dollars must be finite, got ${dollars}`);
  }
  return cents(roundHalfAwayFromZero(dollars * 100));
}

export function addCents(...amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return cents(total);
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

/** Multiplies by a whole quantity (a cart line's count); fractional factors go through scaleCents. */
export function multiplyCents(amount: Cents, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`Quantity must be an integer, got ${quantity}`);
  }
  return cents(amount * quantity);
}

/** Scales by a fraction (a discount, a multiplier) and rounds once, to the nearest cent. */
export function scaleCents(amount: Cents, factor: number): Cents {
  if (!Number.isFinite(factor)) {
    throw new RangeError(`Factor must be finite, got ${factor}`);
  }
  return cents(roundHalfAwayFromZero(amount * factor));
}

export function dollarsOf(amount: Cents): number {
  return amount / 100;
}

/**
 * Rounds half away from zero. Math.round rounds -0.5 up to -0, which would make a refund of half a
 * cent differ from a charge of half a cent; a tiny epsilon absorbs binary noise such as 1.005 * 100.
 */
export function roundHalfAwayFromZero(value: number): number {
  const sign = value < 0 ? -1 : 1;
  const magnitude = Math.abs(value);
  const rounded = Math.round(magnitude + magnitude * Number.EPSILON * 4);
  return rounded === 0 ? 0 : sign * rounded;
}

// Written out rather than with Intl.NumberFormat: building a currency formatter loads the locale
// data, a cost every page paid as this module loaded, for a format that never changes.

/** `1234567` → `1,234,567`. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function usd(negative: boolean, dollars: number, fraction: string): string {
  return `${negative ? '-' : ''}$${groupThousands(dollars)}${fraction}`;
}

/** Cart and checkout format: `$1,197.00`. */
export function formatCents(amount: Cents): string {
  const magnitude = Math.abs(amount);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return usd(amount < 0, Math.floor(magnitude / 100), `.${fraction}`);
}

/** Inch configurator format: whole dollars, `$955`, rounded half up from the cents. */
export function formatWholeDollars(amount: Cents): string {
  const dollars = roundHalfAwayFromZero(amount / 100);
  return usd(dollars < 0, Math.abs(dollars), '');
}
