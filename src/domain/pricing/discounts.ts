import { cents, roundHalfAwayFromZero } from './money.ts';
import type { Cents } from './money.ts';

/** Where a design is priced; each place has its own discount (DECISIONS D4). */
export type PricePlace = 'box-configurator' | 'inch-configurator' | 'box-product' | 'inch-product';

/** Discounts are whole or fractional percentages, as items store them (discountPercentage). */
export const DISCOUNT_PERCENT_BY_PLACE: Readonly<Record<PricePlace, number>> = {
  'box-configurator': 30,
  'inch-configurator': 40,
  'box-product': 30,
  'inch-product': 20,
};

export const DEFAULT_CUSTOM_DISCOUNT_PERCENT = 10;

/** Inch prices are shown in whole dollars, so they are charged in whole dollars too. */
const WHOLE_DOLLAR_PLACES: ReadonlySet<PricePlace> = new Set(['inch-configurator', 'inch-product']);

function assertPercent(percent: number): void {
  if (!Number.isFinite(percent) || percent < 0 || percent >= 100) {
    throw new RangeError(`A discount must be at least 0 % and below 100 %, got ${percent}`);
  }
}

/** The customer's price: the list price less the discount, rounded to the cent. */
export function salePrice(list: Cents, discountPercent: number): Cents {
  assertPercent(discountPercent);
  return cents(roundHalfAwayFromZero((list * (100 - discountPercent)) / 100));
}

/**
 * The struck-through price: the given original price, else the price before the discount
 * (price ÷ (1 − discount)). Without a discount the original price is the price itself.
 */
export function originalPrice(
  price: Cents,
  discountPercent: number | undefined,
  given?: Cents | undefined,
): Cents {
  if (given !== undefined) return given;
  if (discountPercent === undefined || discountPercent === 0) return price;
  assertPercent(discountPercent);
  return cents(roundHalfAwayFromZero((price * 100) / (100 - discountPercent)));
}

/** Rounds to whole dollars, half a dollar up. */
export function roundToWholeDollars(amount: Cents): Cents {
  return cents(roundHalfAwayFromZero(amount / 100) * 100);
}

export type PriceQuote = {
  readonly listCents: Cents;
  readonly discountPercent: number;
  readonly saleCents: Cents;
};

/**
 * The price of a design at a place. A custom discount (a product's own) replaces the place's; a
 * custom discount of unknown size is 10 %. At inch places both figures are whole dollars, so the
 * cart's `$573.00` is the configurator's `$573`.
 */
export function quotePrice(
  list: Cents,
  place: PricePlace,
  customDiscount?: { readonly percent?: number | undefined } | undefined,
): PriceQuote {
  const discountPercent =
    customDiscount === undefined
      ? DISCOUNT_PERCENT_BY_PLACE[place]
      : (customDiscount.percent ?? DEFAULT_CUSTOM_DISCOUNT_PERCENT);
  const sale = salePrice(list, discountPercent);
  if (WHOLE_DOLLAR_PLACES.has(place)) {
    return {
      listCents: roundToWholeDollars(list),
      discountPercent,
      saleCents: roundToWholeDollars(sale),
    };
  }
  return { listCents: list, discountPercent, saleCents: sale };
}
