import { eq } from 'drizzle-orm';
import type {
  CheckoutLineInput,
  CheckoutQuote,
  DatedQuote as QuoteView,
  OrderAddress,
  PricedCheckoutLine,
  QuoteChoice,
} from '../../contract/checkout.ts';
import { normalizeDiscountCode } from '../../domain/checkout/discount-code.ts';
import type { DiscountCode } from '../../domain/checkout/discount-code.ts';
import { priceOrder } from '../../domain/checkout/order-totals.ts';
import type { OrderTotals } from '../../domain/checkout/order-totals.ts';
import type { SalesTaxRate } from '../../domain/checkout/sales-tax.ts';
import { packLines } from '../../domain/checkout/shipment.ts';
import { designDimensionsText } from '../../domain/design/facts.ts';
import type { Design } from '../../domain/design/model.ts';
import { cents, multiplyCents } from '../../domain/pricing/money.ts';
import type { Cents } from '../../domain/pricing/money.ts';
import {
  businessDaysBetween,
  estimateDelivery,
  localDate,
} from '../../domain/shipping/delivery-estimate.ts';
import type { Package } from '../../domain/shipping/packing.ts';
import { cheapestQuote, quoteKey, sortQuotesByPrice } from '../../domain/shipping/rate-quote.ts';
import type { RateQuote } from '../../domain/shipping/rate-quote.ts';
import {
  DELIVERY_KIND_UNANSWERED,
  deliveryKindOnCustomersWord,
  deliveryKindOnFedexWord,
} from '../../domain/shipping/delivery-kind.ts';
import type { DeliveryKind } from '../../domain/shipping/delivery-kind.ts';
import type { Database } from '../db/client.ts';
import { discountCodes, salesTaxRates } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { FedexClient } from '../integrations/fedex/client.ts';
import { FedexError } from '../integrations/fedex/errors.ts';
import type { Clock } from '../lib/clock.ts';
import { acceptDesign } from '../lib/design-check.ts';
import { unitPriceOf } from '../lib/saved-items/pricing.ts';
import { OWN_PACKAGING } from '../../domain/shipping/one-rate.ts';

const EMPTY_LINE_MESSAGE = 'This design has no boxes yet: add one before ordering it.';

/** A checkout line read and priced by the server. */
export type ReadLine = {
  readonly index: number;
  readonly name: string;
  readonly design: Design;
  readonly quantity: number;
  readonly unitCents: Cents;
  readonly lineCents: Cents;
};

/**
 * Every line's design read by the domain and held to the placement rules (a line that cannot be
 * built is refused with the rule's message, naming the line), and priced by the server.
 */
export function readLines(lines: readonly CheckoutLineInput[]): ReadLine[] {
  return lines.map((line, index) => {
    let design: Design;
    try {
      design = acceptDesign(line, EMPTY_LINE_MESSAGE);
    } catch (error) {
      if (error instanceof AppError) {
        throw new AppError('invalid', `${line.name}: ${error.message}`, {
          [`lines.${index}`]: error.message,
        });
      }
      throw error;
    }
    const quantity = line.quantity ?? 1;
    const unitCents = unitPriceOf(design, line.discountPercentage);
    return {
      index,
      name: line.name,
      design,
      quantity,
      unitCents,
      lineCents: multiplyCents(unitCents, quantity),
    };
  });
}

export function pricedLineView(line: ReadLine): PricedCheckoutLine {
  return {
    index: line.index,
    name: line.name,
    quantity: line.quantity,
    unitCents: line.unitCents,
    lineCents: line.lineCents,
    dimensions: designDimensionsText(line.design),
  };
}

/** The parcels the lines ship in, or a `invalid` answer when they cannot be packed. */
export function parcelsOf(lines: readonly ReadLine[]): readonly Package[] {
  const packed = packLines(
    lines.map((line) => ({
      itemId: String(line.index),
      design: line.design,
      quantity: line.quantity,
    })),
  );
  if (!packed.ok) throw new AppError('invalid', `${packed.message}: ${packed.reason}`);
  return packed.packages;
}

export function parcelViews(packages: readonly Package[]): CheckoutQuote['parcels'] {
  return packages.map(({ weightLb, dimensionsIn, boxCount }) => ({
    weightLb,
    dimensionsIn,
    boxCount,
  }));
}

/** A carrier quote with the days the order would leave the workshop and arrive with it. */
export type DatedQuote = RateQuote & { readonly shipsOn: string; readonly arrivesBy: string };

/** What a failed quote says when the carrier gave no rates, before the detail. */
export const RATES_FAILED = 'Failed to get shipping rates';

/** Days in transit when the carrier gives no count: from its delivery date, else a week. */
const TRANSIT_DAYS_UNKNOWN = 5;

/**
 * An order's delivery dates as of the day it is paid: production starts then, so an order paid
 * days after it was placed ships and arrives that much later (never earlier than first said).
 */
export function datesOnPayment<
  S extends { shipsOn: string; arrivesBy: string; transitDays: number | null },
>(shipping: S, paidOn: string, leadDays: number): S {
  const estimate = estimateDelivery({
    orderDate: paidOn,
    productionLeadBusinessDays: leadDays,
    transitBusinessDays: shipping.transitDays ?? TRANSIT_DAYS_UNKNOWN,
  });
  return estimate.shipsOn > shipping.shipsOn
    ? { ...shipping, shipsOn: estimate.shipsOn, arrivesBy: estimate.arrivesBy }
    : shipping;
}

export type QuoteDeps = {
  readonly db: Database;
  /**
   * Gives back a limited code's uses held by orders left unpaid past their time (orders/expiry.ts);
   * answers how many it freed.
   */
  readonly freeLapsedUses?: ((code: string) => Promise<number>) | undefined;
  readonly fedex: FedexClient;
  readonly productionLeadBusinessDays: number;
  /** The shop's clock (lib/clock.ts): the order's day, and whether a discount code runs. */
  readonly now: Clock;
  /** Told when FedEx cannot classify an address. */
  readonly logger?: { warn(details: object, message: string): void } | undefined;
};

/** A carrier quote with the day the order would leave the workshop and arrive with it. */
export function datedQuote(
  quote: RateQuote,
  orderDate: string,
  leadDays: number,
  shipDate: string,
) {
  const transit =
    quote.transitDays ??
    (quote.deliveryTime.date
      ? businessDaysBetween(shipDate, quote.deliveryTime.date)
      : TRANSIT_DAYS_UNKNOWN);
  const estimate = estimateDelivery({
    orderDate,
    productionLeadBusinessDays: leadDays,
    transitBusinessDays: transit,
  });
  return { ...quote, shipsOn: estimate.shipsOn, arrivesBy: estimate.arrivesBy };
}

/**
 * A quote as the browser is told it (the checkout contract's): the carrier's list and account
 * rates and the breakdown of its charges stay on the server.
 */
export function quoteView(quote: DatedQuote): QuoteView {
  return {
    serviceType: quote.serviceType,
    serviceName: quote.serviceName,
    packagingType: quote.packagingType,
    isOneRate: quote.isOneRate,
    totalNetChargeCents: quote.totalNetChargeCents,
    transitDays: quote.transitDays,
    source: quote.source,
    shipsOn: quote.shipsOn,
    arrivesBy: quote.arrivesBy,
  };
}

/** An address as checkout takes it: a company may be left out altogether. */
export type QuoteAddress = Omit<OrderAddress, 'company'> & {
  readonly company?: string | null | undefined;
};

/**
 * Whether the parcels go to a home or a business, and why (domain/shipping/delivery-kind.ts):
 * FedEx's classification where the shop quotes from FedEx, else the customer's word, a company
 * named. The checkbox of older pages (`residential: false`) decides nothing: a business price
 * FedEx later bills as a home is the shop's loss. FedEx not answering never stops a checkout: the
 * address is priced as a home, and the failure is logged.
 */
export async function deliveryKindFor(
  deps: QuoteDeps,
  address: Pick<QuoteAddress, 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'company'>,
): Promise<DeliveryKind> {
  if (deps.fedex.source !== 'fedex') return deliveryKindOnCustomersWord(address.company);
  try {
    const classification = await deps.fedex.classifyAddress({
      streetLines: [address.line1, address.line2].filter((line): line is string => Boolean(line)),
      city: address.city,
      stateOrProvinceCode: address.state,
      postalCode: address.postalCode,
      countryCode: 'US',
    });
    return deliveryKindOnFedexWord(classification);
  } catch (error) {
    deps.logger?.warn(
      { err: error, postalCode: address.postalCode },
      'FedEx address classification failed: priced as a home',
    );
    return DELIVERY_KIND_UNANSWERED;
  }
}

/** FedEx's quotes for the parcels to the address, dated; a failure is a clear answer. */
export async function fetchQuotes(
  deps: QuoteDeps,
  address: Pick<OrderAddress, 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'residential'>,
  packages: readonly Package[],
  comprehensive: boolean,
): Promise<{
  quotes: DatedQuote[];
  source: RateQuote['source'];
  packagingOptions: CheckoutQuote['packagingOptions'];
}> {
  const recipient = {
    streetLines: [address.line1, address.line2].filter((line): line is string => Boolean(line)),
    city: address.city,
    stateOrProvinceCode: address.state,
    postalCode: address.postalCode,
    countryCode: 'US',
    residential: address.residential,
  };
  try {
    const shop = comprehensive
      ? await deps.fedex.comprehensiveRates({ recipient, packages })
      : await deps.fedex.rates({ recipient, packages });
    const orderDate = localDate(deps.now());
    const quotes = sortQuotesByPrice(shop.quotes).map((quote) =>
      datedQuote(quote, orderDate, deps.productionLeadBusinessDays, shop.shipDate),
    );
    return { quotes, source: shop.source, packagingOptions: [...shop.packagingOptions] };
  } catch (error) {
    if (error instanceof FedexError) {
      throw new AppError(
        error.kind === 'unavailable' ? 'unavailable' : 'invalid',
        error.kind === 'unavailable'
          ? `${RATES_FAILED}. ${error.message}. Please try again in a minute.`
          : error.message,
      );
    }
    throw error;
  }
}

export async function taxRateFor(db: Database, state: string): Promise<SalesTaxRate | null> {
  const [row] = await db.select().from(salesTaxRates).where(eq(salesTaxRates.stateCode, state));
  return row ? { stateCode: row.stateCode, ratePercent: Number(row.ratePercent) } : null;
}

export function discountCodeOf(row: typeof discountCodes.$inferSelect): DiscountCode {
  return {
    code: row.code,
    amount:
      row.kind === 'percent'
        ? { kind: 'percent', percentOff: Number(row.percentOff) }
        : { kind: 'fixed', amountOffCents: cents(row.amountOffCents ?? 0) },
    minimumSubtotalCents: cents(row.minimumSubtotalCents),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    timesUsed: row.timesUsed,
    active: row.active,
  };
}

/** The code a customer typed, as the database holds it (null when there is none such). */
export async function findDiscountCode(
  db: Pick<Database, 'select'>,
  typed: string,
): Promise<DiscountCode | null> {
  const code = normalizeDiscountCode(typed);
  if (code === null) return null;
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row ? discountCodeOf(row) : null;
}

/**
 * The code as checkout judges it. A limited code counts only the uses held by paid orders and by
 * unpaid orders still within their time: when it looks used up, the uses of its lapsed orders are
 * given back first.
 */
export async function currentDiscountCode(
  deps: Pick<QuoteDeps, 'db' | 'freeLapsedUses'>,
  typed: string,
): Promise<DiscountCode | null> {
  const found = await findDiscountCode(deps.db, typed);
  if (
    found === null ||
    found.usageLimit === null ||
    found.timesUsed < found.usageLimit ||
    deps.freeLapsedUses === undefined
  ) {
    return found;
  }
  return (await deps.freeLapsedUses(found.code)) > 0 ? findDiscountCode(deps.db, typed) : found;
}

/** The chosen quote when it is offered, else the cheapest of the shop's own packaging. */
export function selectQuote(quotes: readonly DatedQuote[], choice: QuoteChoice | null | undefined) {
  if (choice) {
    const chosen = quotes.find((quote) => quoteKey(quote) === quoteKey(choice));
    if (chosen) return chosen;
  }
  const own = quotes.filter((quote) => quote.packagingType === OWN_PACKAGING);
  return ((cheapestQuote(own) ?? cheapestQuote(quotes)) as DatedQuote | null) ?? null;
}

export function totalsView(totals: OrderTotals): CheckoutQuote['totals'] {
  return {
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
  };
}

/**
 * The whole checkout priced for an address: lines, parcels, quotes, the selected quote, the
 * discount code's verdict and the totals. A code that does not apply is reported beside totals
 * worked out without it, so the page can say why and still show the rest.
 */
export async function quoteCheckout(
  deps: QuoteDeps,
  input: {
    readonly lines: readonly CheckoutLineInput[];
    readonly address: QuoteAddress;
    readonly choice?: QuoteChoice | null | undefined;
    readonly discountCode?: string | null | undefined;
  },
): Promise<CheckoutQuote> {
  const lines = readLines(input.lines);
  const packages = parcelsOf(lines);
  const delivery = await deliveryKindFor(deps, input.address);
  const [{ quotes, source, packagingOptions }, taxRate] = await Promise.all([
    fetchQuotes(deps, { ...input.address, residential: delivery.residential }, packages, true),
    taxRateFor(deps.db, input.address.state),
  ]);
  const selected = selectQuote(quotes, input.choice);
  const typed = input.discountCode?.trim() ? input.discountCode : null;
  const found = typed === null ? null : await currentDiscountCode(deps, typed);
  const base = {
    lines: lines.map((line) => ({ unitPriceCents: line.unitCents, quantity: line.quantity })),
    shippingCents: cents(selected?.totalNetChargeCents ?? 0),
    taxRate,
    now: deps.now(),
  };
  let priced = priceOrder({ ...base, discount: typed === null ? null : { typed, found } });
  let discount: CheckoutQuote['discount'];
  if (!priced.ok) {
    discount = { ok: false, message: priced.message };
    priced = priceOrder({ ...base, discount: null });
  } else {
    discount = { ok: true, code: priced.discountCode };
  }
  if (!priced.ok) throw new Error('an order without a discount code always prices');
  return {
    lines: lines.map(pricedLineView),
    parcels: parcelViews(packages),
    quotes: quotes.map(quoteView),
    packagingOptions,
    selected: selected && quoteView(selected),
    discount,
    taxRatePercent: taxRate?.ratePercent ?? null,
    totals: totalsView(priced.totals),
    source,
  };
}
