import { centimetresNumber, sizeCentimetresText } from '../../../domain/design/dimensions-text.ts';
import {
  designDetails,
  designDimensionsText,
  designWeightLb,
} from '../../../domain/design/facts.ts';
import { inchDesignTypeFor } from '../../../domain/design/model.ts';
import type { InchDesign, InchDesignType } from '../../../domain/design/model.ts';
import { priceDesign } from '../../../domain/design/price.ts';
import type { InchConfig } from '../../../domain/inch/model.ts';
import { displayedHeightIn, inchConfigAsBuilt, inchRows } from '../../../domain/inch/segments.ts';
import { formatWeight, inchFinishName } from '../../../domain/items/display.ts';
import type { CartItem, WishlistItem } from '../../../domain/items/model.ts';
import type { PricePlace, PriceQuote } from '../../../domain/pricing/discounts.ts';
import { formatWholeDollars } from '../../../domain/pricing/money.ts';
import { findCategory } from '../../lib/categories.ts';
import { pieceName } from '../../lib/piece-name.ts';

// What the inch configurator shows and saves about a design: price, weight, the live summary,
// the dimensions and the cart or wishlist item. All of it comes from the domain.

/** What the configurator is configuring: a product's kind, and the product when on its page. */
export type InchProduct = {
  /** The category slug: `sideboard`, `tv-stand`… */
  readonly kind: string;
  /** Singular, lower case, for running text: `sideboard`, `TV stand`. */
  readonly kindLabel: string;
  readonly id?: string | undefined;
  /** The product's own name on its page, e.g. Minimalist TV Console. */
  readonly name?: string | undefined;
  /** The product page, as a path: `/shop/tv-stand/product/…`. */
  readonly pageUrl?: string | undefined;
};

/** Where the configurator is hosted: here (40 % off) or on an inch product page (20 % off). */
export type InchHost = { readonly place: PricePlace; readonly product: InchProduct };

/**
 * Where the configurator is hosted, for the design it holds: in the inch configurator a loaded
 * design of another kind (a shared TV stand) is configured, priced and saved as that kind; a
 * product page is always its product.
 */
export function hostFor(host: InchHost, designType: InchDesignType | null): InchHost {
  if (designType === null || host.product.id !== undefined) return host;
  const kind = designType.slice('inch-'.length);
  return kind === host.product.kind
    ? host
    : { place: host.place, product: { kind, kindLabel: pieceName(kind) } };
}

/** `/configurator-inch`: a sideboard at the configurator's discount. */
export const CONFIGURATOR_HOST: InchHost = {
  place: 'configurator',
  product: { kind: 'sideboard', kindLabel: 'sideboard' },
};

/** `inch-sideboard`, `inch-tv-stand`: the design type of an inch item, which opens this tool. */
export function inchDesignType(product: InchProduct): InchDesignType {
  return inchDesignTypeFor(product.kind);
}

/** The design the configurator holds, as the shop prices, builds and ships it. */
export function inchDesign(config: InchConfig, product: InchProduct): InchDesign {
  return { kind: 'inch', designType: inchDesignType(product), config };
}

/** The price of an inch design where it is shown: the shop's one pricing function. */
export function inchQuote(config: InchConfig, host: InchHost): PriceQuote {
  return priceDesign(inchDesign(config, host.product), host.place);
}

export function inchWeightText(config: InchConfig): string {
  return formatWeight(designWeightLb({ kind: 'inch', designType: 'inch-sideboard', config }));
}

function trimmed(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  return String(Math.round(value * factor) / factor);
}

export type InchDimensions = {
  readonly widthIn: number;
  /** The displayed height: the rows plus a 0.75 in board below, above and between each. */
  readonly heightIn: number;
  readonly depthIn: number;
  /** Height from the floor to the top, legs or plinth included. */
  readonly overallHeightIn: number;
  readonly inchesText: string;
  readonly centimetresText: string;
};

export function inchDimensions(config: InchConfig): InchDimensions {
  const heightIn = displayedHeightIn(config);
  const { widthIn, depthIn } = config;
  return {
    widthIn,
    heightIn,
    depthIn,
    overallHeightIn: heightIn + config.verticalOffsetIn,
    inchesText: `${trimmed(widthIn, 2)} × ${trimmed(heightIn, 2)} × ${trimmed(depthIn, 2)} in`,
    centimetresText: sizeCentimetresText({ widthIn, heightIn, depthIn }),
  };
}

export function centimetres(lengthIn: number): string {
  return `${centimetresNumber(lengthIn)} cm`;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export type SegmentTally = {
  readonly segments: number;
  readonly doors: number;
  readonly doubleDoors: number;
  readonly drawers: number;
  readonly open: number;
};

/** The built segments by type; ignored segments and rows are not counted. */
export function segmentTally(config: InchConfig): SegmentTally {
  const tally = { segments: 0, doors: 0, doubleDoors: 0, drawers: 0, open: 0 };
  for (const row of inchRows(config)) {
    for (const segment of row.segments) {
      tally.segments += 1;
      if (segment.type === 'door') tally.doors += 1;
      else if (segment.type === 'double-door') tally.doubleDoors += 1;
      else if (segment.type === 'drawer') tally.drawers += 1;
      else tally.open += 1;
    }
  }
  return tally;
}

/** The finish in words: the colour, or the veneer with the colour of the fronts. */
export function inchFinishText(config: InchConfig): string {
  return inchFinishName(config.color, config.selectedTexture).toLowerCase();
}

/**
 * The design in one sentence, announced as it changes: "48 × 32.25 × 15 in sideboard, 2 rows,
 * 6 segments: 2 doors, 2 drawers, 2 open, white, $698". The height is exact, as the dimensions
 * overlay, the item's dimensions and the cart give it.
 */
export function inchSummary(config: InchConfig, host: InchHost): string {
  const tally = segmentTally(config);
  const kinds = [
    tally.doors > 0 ? plural(tally.doors, 'door') : null,
    tally.doubleDoors > 0 ? plural(tally.doubleDoors, 'double door') : null,
    tally.drawers > 0 ? plural(tally.drawers, 'drawer') : null,
    tally.open > 0 ? `${tally.open} open` : null,
  ].filter((part): part is string => part !== null);
  const quote = inchQuote(config, host);
  return [
    `${trimmed(config.widthIn, 2)} × ${trimmed(displayedHeightIn(config), 2)} × ${trimmed(config.depthIn, 2)} in ${host.product.kindLabel}`,
    plural(config.rows, 'row'),
    `${plural(tally.segments, 'segment')}: ${kinds.join(', ')}`,
    inchFinishText(config),
    formatWholeDollars(quote.saleCents),
  ].join(', ');
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The item's name: the loaded design's, the product's on its page, else the kind's. */
export function inchItemName(host: InchHost, designName: string | null): string {
  if (designName !== null && designName.trim() !== '') return designName;
  if (host.product.name !== undefined) return host.product.name;
  const category = findCategory(host.product.kind)?.name;
  return `Custom Inch ${category ?? capitalised(host.product.kindLabel)}`;
}

export type InchItemInput = {
  readonly id: string;
  readonly now: Date;
  readonly designName: string | null;
  readonly imageUrl?: string | undefined;
};

/** The cart or wishlist item of an inch design, priced where it is configured. */
export function inchItem(config: InchConfig, host: InchHost, input: InchItemInput): WishlistItem {
  const quote = inchQuote(config, host);
  const { product } = host;
  const design = inchDesign(config, product);
  const productFields = {
    ...(product.id === undefined ? {} : { productId: product.id }),
    ...(product.pageUrl === undefined ? {} : { productPageUrl: product.pageUrl }),
  };
  return {
    id: input.id,
    name: inchItemName(host, input.designName),
    priceCents: quote.saleCents,
    originalPriceCents: quote.listCents,
    configurations: [],
    showBackPanel: config.backPanelEnabled,
    backPanelDoubleSided: false,
    designType: design.designType,
    dateAdded: input.now.toISOString(),
    selectedColor: config.color,
    selectedTexture: config.selectedTexture,
    imageUrl: input.imageUrl,
    details: designDetails(design, productFields),
    inchConfig: inchConfigAsBuilt(config),
    brandType: `${product.kind}_inch`,
    dimensions: designDimensionsText(design),
    productType: 'inch',
    discountPercentage: quote.discountPercent,
    isSynced: false,
  };
}

export function inchCartItem(config: InchConfig, host: InchHost, input: InchItemInput): CartItem {
  return { ...inchItem(config, host, input), quantity: 1 };
}
