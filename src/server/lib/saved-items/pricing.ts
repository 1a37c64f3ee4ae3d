import type { SavedItemRow } from '../../../contract/saved-item.ts';
import type { Design } from '../../../domain/design/model.ts';
import { parseDesign } from '../../../domain/design/parse.ts';
import { priceDesign, savedItemPlace } from '../../../domain/design/price.ts';
import { addCents, cents, multiplyCents, ZERO_CENTS } from '../../../domain/pricing/money.ts';
import type { Cents } from '../../../domain/pricing/money.ts';
import type { SavedItems } from './service.ts';

/** A cart line as the server prices it. */
export interface PricedLine {
  readonly id: string;
  readonly quantity: number;
  /** What the customer pays for one: the server's own price of the design. */
  readonly unitCents: Cents;
  readonly lineCents: Cents;
  /** The price the browser showed when the line was saved; never used for a total. */
  readonly shownCents: Cents;
}

export interface PricedCart {
  readonly lines: readonly PricedLine[];
  readonly subtotalCents: Cents;
  /** Lines whose design cannot be read (kept by an older release): left out of the subtotal. */
  readonly unpriced: readonly { readonly id: string; readonly message: string }[];
}

/**
 * What the customer pays for one of a saved design: the domain's price at the place the line was
 * saved from (the configurator, or a product page with its discount).
 */
export function unitPriceOf(design: Design, discountPercentage: number | null | undefined): Cents {
  return priceDesign(design, savedItemPlace(design, discountPercentage)).saleCents;
}

/**
 * The customer's cart priced by the server: every line's design read from what is kept and priced
 * by the domain at the place it was saved from. The price a browser sent is only what the line
 * showed; a tampered one changes no total.
 */
export async function priceCart(cart: SavedItems, userId: string): Promise<PricedCart> {
  const lines: PricedLine[] = [];
  const unpriced: { id: string; message: string }[] = [];
  for await (const part of cart.listParts(userId)) {
    for (const row of JSON.parse(`[${part}]`) as SavedItemRow[]) {
      const parsed = parseDesign(row);
      if (!parsed.ok) {
        unpriced.push({ id: row.id, message: parsed.error.message });
        continue;
      }
      const unitCents = unitPriceOf(parsed.value, row.discountPercentage);
      const quantity = row.quantity ?? 1;
      lines.push({
        id: row.id,
        quantity,
        unitCents,
        lineCents: multiplyCents(unitCents, quantity),
        shownCents: cents(row.priceCents),
      });
    }
  }
  return {
    lines,
    subtotalCents: lines.reduce((sum, line) => addCents(sum, line.lineCents), ZERO_CENTS),
    unpriced,
  };
}
