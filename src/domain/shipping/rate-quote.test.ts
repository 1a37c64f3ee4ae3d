import { describe, expect, it } from 'vitest';
import { cents } from '../pricing/money.ts';
import {
  cheapestQuote,
  isOfferedService,
  packagingOptionsOf,
  quoteKey,
  quotesForPackaging,
  sortQuotesByPrice,
} from './rate-quote.ts';
import type { RateQuote } from './rate-quote.ts';

function quote(serviceType: string, totalCents: number, extra: Partial<RateQuote> = {}): RateQuote {
  return {
    serviceType,
    serviceName: serviceType,
    packagingType: 'YOUR_PACKAGING',
    isOneRate: false,
    rateType: 'ACCOUNT',
    totalNetChargeCents: cents(totalCents),
    currencyCode: 'USD',
    listRateCents: null,
    accountRateCents: cents(totalCents),
    transitDays: null,
    deliveryTime: { kind: 'estimated', date: null },
    detailedBreakdown: {
      baseChargeCents: cents(totalCents),
      discountsCents: cents(0),
      surcharges: [],
    },
    source: 'sandbox',
    ...extra,
  };
}

describe('sorting quotes', () => {
  it('puts the cheapest first and preselects it', () => {
    const quotes = [
      quote('FEDEX_2_DAY', 9_000),
      quote('FEDEX_GROUND', 3_000),
      quote('STANDARD_OVERNIGHT', 15_000),
    ];
    expect(sortQuotesByPrice(quotes).map((q) => q.serviceType)).toEqual([
      'FEDEX_GROUND',
      'FEDEX_2_DAY',
      'STANDARD_OVERNIGHT',
    ]);
    expect(cheapestQuote(quotes)?.serviceType).toBe('FEDEX_GROUND');
    expect(cheapestQuote([])).toBeNull();
  });

  it('breaks ties by speed, then by packaging and service, whatever the carrier’s order', () => {
    const slow = quote('FEDEX_GROUND', 5_000, { transitDays: 4 });
    const fast = quote('FEDEX_EXPRESS_SAVER', 5_000, { transitDays: 3 });
    const unknown = quote('FEDEX_2_DAY', 5_000);
    const boxed = quote('FEDEX_2_DAY', 5_000, { packagingType: 'FEDEX_LARGE_BOX' });
    const expected = [fast, slow, boxed, unknown];
    expect(sortQuotesByPrice([unknown, slow, boxed, fast])).toEqual(expected);
    expect(sortQuotesByPrice([boxed, fast, unknown, slow])).toEqual(expected);
  });

  it('does not reorder the list it is given', () => {
    const quotes = [quote('FEDEX_2_DAY', 9_000), quote('FEDEX_GROUND', 3_000)];
    sortQuotesByPrice(quotes);
    expect(quotes[0]?.serviceType).toBe('FEDEX_2_DAY');
  });
});

describe('packaging types', () => {
  const quotes = [
    quote('FEDEX_2_DAY', 9_000, { packagingType: 'FEDEX_LARGE_BOX', isOneRate: true }),
    quote('FEDEX_GROUND', 3_000),
    quote('STANDARD_OVERNIGHT', 8_000, { packagingType: 'FEDEX_LARGE_BOX', isOneRate: true }),
    quote('FEDEX_2_DAY', 7_000, { packagingType: 'FEDEX_MEDIUM_BOX', isOneRate: true }),
  ];

  it('lists the shop’s own boxes first, then ONE Rate packaging smallest first', () => {
    expect(packagingOptionsOf(quotes)).toEqual([
      { packagingType: 'YOUR_PACKAGING', label: 'Our own boxes', isOneRate: false },
      {
        packagingType: 'FEDEX_MEDIUM_BOX',
        label: 'FedEx Medium Box (FedEx One Rate)',
        isOneRate: true,
      },
      {
        packagingType: 'FEDEX_LARGE_BOX',
        label: 'FedEx Large Box (FedEx One Rate)',
        isOneRate: true,
      },
    ]);
    expect(packagingOptionsOf([])).toEqual([]);
  });

  it('swaps the list to one packaging type’s quotes, cheapest first', () => {
    expect(quotesForPackaging(quotes, 'FEDEX_LARGE_BOX').map(quoteKey)).toEqual([
      'FEDEX_LARGE_BOX:STANDARD_OVERNIGHT',
      'FEDEX_LARGE_BOX:FEDEX_2_DAY',
    ]);
  });
});

describe('offered services', () => {
  it.each([
    ['FEDEX_GROUND', true],
    ['GROUND_HOME_DELIVERY', true],
    ['FEDEX_EXPRESS_SAVER', true],
    ['FEDEX_2_DAY', true],
    ['STANDARD_OVERNIGHT', true],
    ['FIRST_OVERNIGHT', false],
    ['PRIORITY_OVERNIGHT', false],
  ])('%s is offered: %s', (serviceType, offered) => {
    expect(isOfferedService(serviceType)).toBe(offered);
  });
});
