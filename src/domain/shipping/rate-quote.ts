import type { Cents } from '../pricing/money.ts';
import { ONE_RATE_PACKAGING, OWN_PACKAGING } from './one-rate.ts';

/**
 * A carrier's price for one service and packaging, as the shop shows and charges it. The fields
 * follow the shop's rate quote entity; money is in integer cents, so each amount's name says so.
 */
export type RateQuote = {
  /** FedEx's service code, such as FEDEX_GROUND or STANDARD_OVERNIGHT. */
  readonly serviceType: string;
  readonly serviceName: string;
  /** YOUR_PACKAGING, or the FedEx packaging of a ONE Rate quote. */
  readonly packagingType: string;
  readonly isOneRate: boolean;
  /** Which of the carrier's rates `totalNetChargeCents` is: the account's own, else the list rate. */
  readonly rateType: 'ACCOUNT' | 'LIST';
  readonly totalNetChargeCents: Cents;
  readonly currencyCode: 'USD';
  readonly listRateCents: Cents | null;
  readonly accountRateCents: Cents | null;
  /** Business days from the ship date to delivery, when the carrier says. */
  readonly transitDays: number | null;
  readonly deliveryTime: {
    readonly kind: 'guaranteed' | 'estimated';
    /** The carrier's delivery date for the ship date it was asked about (YYYY-MM-DD). */
    readonly date: string | null;
  };
  readonly detailedBreakdown: {
    readonly baseChargeCents: Cents;
    readonly discountsCents: Cents;
    readonly surcharges: readonly {
      readonly type: string;
      readonly description: string;
      readonly amountCents: Cents;
    }[];
  };
  /** `sandbox` quotes come from the shop's built-in stand-in for FedEx and say so to customers. */
  readonly source: 'fedex' | 'sandbox';
};

/** The FedEx services the shop sells, cheapest kind first. Others in a reply are left out. */
export const OFFERED_SERVICES: readonly { readonly serviceType: string; readonly name: string }[] =
  [
    { serviceType: 'FEDEX_GROUND', name: 'FedEx Ground' },
    { serviceType: 'GROUND_HOME_DELIVERY', name: 'FedEx Home Delivery' },
    { serviceType: 'FEDEX_EXPRESS_SAVER', name: 'FedEx Express Saver' },
    { serviceType: 'FEDEX_2_DAY', name: 'FedEx 2Day' },
    { serviceType: 'STANDARD_OVERNIGHT', name: 'FedEx Standard Overnight' },
  ];

export function isOfferedService(serviceType: string): boolean {
  return OFFERED_SERVICES.some((service) => service.serviceType === serviceType);
}

/** One quote among a fetch's quotes: its packaging and service. */
export function quoteKey(quote: Pick<RateQuote, 'packagingType' | 'serviceType'>): string {
  return `${quote.packagingType}:${quote.serviceType}`;
}

/**
 * Cheapest first. Equal prices put the faster service first, then order by name, so the order
 * (and the preselected quote) never depends on the order the carrier answered in.
 */
export function sortQuotesByPrice(quotes: readonly RateQuote[]): RateQuote[] {
  return [...quotes].sort(
    (a, b) =>
      a.totalNetChargeCents - b.totalNetChargeCents ||
      (a.transitDays ?? Number.MAX_SAFE_INTEGER) - (b.transitDays ?? Number.MAX_SAFE_INTEGER) ||
      quoteKey(a).localeCompare(quoteKey(b)),
  );
}

export function cheapestQuote(quotes: readonly RateQuote[]): RateQuote | null {
  return sortQuotesByPrice(quotes)[0] ?? null;
}

/** The quotes of one packaging type, cheapest first. */
export function quotesForPackaging(
  quotes: readonly RateQuote[],
  packagingType: string,
): RateQuote[] {
  return sortQuotesByPrice(quotes.filter((quote) => quote.packagingType === packagingType));
}

export type PackagingOption = {
  readonly packagingType: string;
  readonly label: string;
  readonly isOneRate: boolean;
};

/** The packaging types that have quotes: the shop's own boxes first, then ONE Rate, smallest first. */
export function packagingOptionsOf(quotes: readonly RateQuote[]): PackagingOption[] {
  const present = new Set(quotes.map((quote) => quote.packagingType));
  const own: PackagingOption[] = present.has(OWN_PACKAGING)
    ? [{ packagingType: OWN_PACKAGING, label: 'Our own boxes', isOneRate: false }]
    : [];
  return [
    ...own,
    ...ONE_RATE_PACKAGING.filter((packaging) => present.has(packaging.packagingType)).map(
      (packaging) => ({
        packagingType: packaging.packagingType,
        label: `${packaging.label} (FedEx One Rate)`,
        isOneRate: true,
      }),
    ),
  ];
}
