import { cents, roundHalfAwayFromZero } from './money.ts';
import type { Cents } from './money.ts';

/** Which configurator a design comes from: cells stacked on a grid, or sizes set in inches. */
export type DesignKind = 'cell' | 'inch';

/** Where a design is priced: in its configurator or on a product page that hosts it. */
export type PricePlace = 'configurator' | 'product-page';

/**
 * Each place's discount for each kind of design (docs/pricing.md). Discounts are whole or
 * fractional percentages, as items store them (discountPercentage).
 */
export const DISCOUNT_PERCENT: Readonly<Record<DesignKind, Readonly<Record<PricePlace, number>>>> =
  {
    cell: { configurator: 30, 'product-page': 30 },
    inch: { configurator: 40, 'product-page': 20 },
  };

export const DEFAULT_CUSTOM_DISCOUNT_PERCENT = 10;

/** Inch prices are shown in whole dollars, so they are charged in whole dollars too. */
const WHOLE_DOLLAR_KINDS: ReadonlySet<DesignKind> = new Set(['inch']);

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

/** A product's own discount, which replaces the place's; of unknown size it is 10 %. */
export type CustomDiscount = { readonly percent?: number | undefined };

/**
 * The price of a design of a kind at a place. A custom discount replaces the place's. Inch designs
 * are priced in whole dollars, both figures, so the cart's `$573.00` is the configurator's `$573`.
 */
export function quotePrice(
  list: Cents,
  kind: DesignKind,
  place: PricePlace,
  customDiscount?: CustomDiscount | undefined,
): PriceQuote {
  const discountPercent =
    customDiscount === undefined
      ? DISCOUNT_PERCENT[kind][place]
      : (customDiscount.percent ?? DEFAULT_CUSTOM_DISCOUNT_PERCENT);
  const sale = salePrice(list, discountPercent);
  if (WHOLE_DOLLAR_KINDS.has(kind)) {
    return {
      listCents: roundToWholeDollars(list),
      discountPercent,
      saleCents: roundToWholeDollars(sale),
    };
  }
  return { listCents: list, discountPercent, saleCents: sale };
}
