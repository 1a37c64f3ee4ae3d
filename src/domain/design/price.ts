import { boxDesignBoards, boxDesignPriceInput } from '../box/price-input.ts';
import { inchBoards, inchPriceInput } from '../inch/panels.ts';
import { DISCOUNT_PERCENT, quotePrice } from '../pricing/discounts.ts';
import type { CustomDiscount, PricePlace, PriceQuote } from '../pricing/discounts.ts';
import type { Cents } from '../pricing/money.ts';
import { listPrice } from '../pricing/price-design.ts';
import type { Board, PriceInput } from '../pricing/price-input.ts';
import type { Design } from './model.ts';

/** A design reduced to what the one price formula reads (docs/pricing.md). */
export function designPriceInput(design: Design): PriceInput {
  return design.kind === 'inch'
    ? inchPriceInput(design.config)
    : boxDesignPriceInput(design.boxes, design);
}

/**
 * Every board of a design, as its configurator lists them for the price: the production sheet
 * cuts from this list, so it makes what the price charges for.
 */
export function designBoards(design: Design): readonly Board[] {
  return design.kind === 'inch' ? inchBoards(design.config) : boxDesignBoards(design.boxes, design);
}

/** The list price of a design, before any discount. */
export function designListPrice(design: Design): Cents {
  return listPrice(designPriceInput(design));
}

/**
 * What a design costs where it is priced: its list price, the place's discount for its kind (or a
 * product's own discount) and the sale price. The configurators, the cart, the server and
 * checkout all price through here, so they cannot disagree by a cent.
 */
export function priceDesign(
  design: Design,
  place: PricePlace,
  customDiscount?: CustomDiscount | undefined,
): PriceQuote {
  return quotePrice(designListPrice(design), design.kind, place, customDiscount);
}

/**
 * Where a saved item was priced, from the discount it was saved with: an inch design at the
 * product pages' discount came from a product page, anything else from its configurator. A
 * browser that claims the configurator's discount for a product page's design gains nothing it
 * could not have had by opening the same design in the configurator.
 */
export function savedItemPlace(
  design: Design,
  discountPercentage: number | null | undefined,
): PricePlace {
  return discountPercentage === DISCOUNT_PERCENT[design.kind]['product-page'] &&
    DISCOUNT_PERCENT[design.kind]['product-page'] !== DISCOUNT_PERCENT[design.kind].configurator
    ? 'product-page'
    : 'configurator';
}
