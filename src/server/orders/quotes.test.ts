import { describe, expect, it } from 'vitest';
import { cents } from '../../domain/pricing/money.ts';
import { datesOnPayment, selectQuote, type DatedQuote } from './quotes.ts';

function quote(packagingType: string, serviceType: string, price: number): DatedQuote {
  return {
    serviceType,
    serviceName: serviceType,
    packagingType,
    isOneRate: packagingType !== 'YOUR_PACKAGING',
    rateType: 'LIST',
    totalNetChargeCents: cents(price),
    currencyCode: 'USD',
    listRateCents: cents(price),
    accountRateCents: null,
    transitDays: 3,
    deliveryTime: { kind: 'estimated', date: null },
    detailedBreakdown: { baseChargeCents: cents(price), discountsCents: cents(0), surcharges: [] },
    source: 'sandbox',
    shipsOn: '2026-12-01',
    arrivesBy: '2026-12-04',
  } as DatedQuote;
}

describe('selectQuote', () => {
  const own = quote('YOUR_PACKAGING', 'FEDEX_GROUND', 28_274);
  const box = quote('FEDEX_SMALL_BOX', 'FEDEX_2_DAY', 12_436);
  const ownFast = quote('YOUR_PACKAGING', 'FEDEX_2_DAY', 66_777);

  it('picks the customer’s choice when it is offered', () => {
    expect(selectQuote([box, own, ownFast], ownFast)).toBe(ownFast);
  });

  it('otherwise picks the cheapest in the shop’s own packaging, not a cheaper FedEx box', () => {
    expect(selectQuote([box, own, ownFast], null)).toBe(own);
    expect(selectQuote([box, own], { serviceType: 'GONE', packagingType: 'YOUR_PACKAGING' })).toBe(
      own,
    );
  });

  it('falls back to the cheapest of all without any in the shop’s own packaging', () => {
    expect(selectQuote([box], null)).toBe(box);
    expect(selectQuote([], null)).toBeNull();
  });
});

describe('datesOnPayment', () => {
  const shipping = { shipsOn: '2026-12-08', arrivesBy: '2026-12-11', transitDays: 3 };

  it('keeps the dates of an order paid the day it was placed', () => {
    // Placed and paid Monday 23 November: 10 working days of making (Thanksgiving is not one),
    // then 3 in transit.
    expect(datesOnPayment(shipping, '2026-11-23', 10)).toBe(shipping);
  });

  it('moves them by the days an order waited for its payment, never earlier', () => {
    const later = datesOnPayment(shipping, '2026-11-26', 10);
    expect(later.shipsOn > shipping.shipsOn).toBe(true);
    expect(later.arrivesBy > shipping.arrivesBy).toBe(true);
    expect(datesOnPayment(shipping, '2026-11-01', 10)).toBe(shipping);
  });

  it('moves them past the holidays the order waits over', () => {
    // Paid on Thanksgiving: the making starts on Friday; paid Christmas Eve, after the weekend.
    expect(datesOnPayment(shipping, '2026-11-26', 10)).toEqual({
      shipsOn: '2026-12-10',
      arrivesBy: '2026-12-15',
      transitDays: 3,
    });
    expect(datesOnPayment(shipping, '2026-12-24', 10)).toEqual({
      shipsOn: '2027-01-11',
      arrivesBy: '2027-01-14',
      transitDays: 3,
    });
  });
});
