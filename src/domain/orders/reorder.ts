import { designDetails, designDimensionsText } from '../design/facts.ts';
import { parseDesign, storedDesignOf } from '../design/parse.ts';
import type { DesignProblem, StoredDesign } from '../design/parse.ts';
import { priceDesign } from '../design/price.ts';
import type { CartItem } from '../items/model.ts';
import type { PricePlace } from '../pricing/discounts.ts';
import { err, ok } from '../result.ts';
import type { Result } from '../result.ts';

/** An ordered line as the cart takes it: all of a cart line but its id, date and sync state. */
export type ReorderedLine = Omit<CartItem, 'id' | 'dateAdded' | 'isSynced' | 'remoteId'>;

const PLACES: readonly PricePlace[] = ['configurator', 'product-page'];

/**
 * An order's line back in the cart, to check out again (an order that expired unpaid): the design
 * as it was ordered, in the quantity ordered, priced at the place whose price the order was
 * placed at, so a product page's design keeps that page's discount; a price that has changed
 * since is the configurator's. Checkout prices every line again from its design in any case. A
 * design this release cannot read is refused with the field and the reason.
 */
export function reorderedLine(line: {
  readonly name: string;
  readonly quantity: number;
  readonly unitCents: number;
  readonly design: StoredDesign;
}): Result<ReorderedLine, DesignProblem> {
  const parsed = parseDesign(line.design);
  if (!parsed.ok) return err(parsed.error);
  const design = parsed.value;
  const quotes = PLACES.map((place) => priceDesign(design, place));
  const quote = quotes.find((each) => each.saleCents === line.unitCents) ?? quotes[0]!;
  const stored = storedDesignOf(design);
  return ok({
    name: line.name,
    quantity: line.quantity,
    priceCents: quote.saleCents,
    originalPriceCents: quote.listCents,
    discountPercentage: quote.discountPercent,
    configurations: stored.configurations,
    showBackPanel: stored.showBackPanel,
    backPanelDoubleSided: stored.backPanelDoubleSided,
    designType: stored.designType,
    selectedColor: stored.selectedColor,
    selectedTexture: stored.selectedTexture ?? undefined,
    details: designDetails(design),
    inchConfig: stored.inchConfig ?? undefined,
    dimensions: designDimensionsText(design),
    // What the configurators write, for the shop's analytics of what is bought.
    productType: design.kind === 'inch' ? 'inch' : 'box',
    brandType: design.kind === 'inch' ? `${design.designType.slice('inch-'.length)}_inch` : 'cella',
  });
}
