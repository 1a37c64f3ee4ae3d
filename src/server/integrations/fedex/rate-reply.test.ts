import { describe, expect, it } from 'vitest';
import { contractExample } from '../../../../test/fedex-contract.ts';
import { errorMessagesOf, parseRateReply } from './rate-reply.ts';

const context = { shipDate: '2026-11-23', source: 'fedex' as const };

type Reply = {
  output: { rateReplyDetails: Record<string, unknown>[] };
};
const example = () => structuredClone(contractExample('fedex-rate-response.json')) as Reply;
const detail = () => example().output.rateReplyDetails[0]!;
const withDetails = (...details: Record<string, unknown>[]) => ({
  output: { rateReplyDetails: details },
});

describe('parseRateReply', () => {
  it('reads FedEx’s example reply into the shop’s rate quote', () => {
    expect(parseRateReply(example(), context)).toEqual([
      {
        serviceType: 'GROUND_HOME_DELIVERY',
        serviceName: 'FedEx Home Delivery®',
        packagingType: 'YOUR_PACKAGING',
        isOneRate: false,
        rateType: 'ACCOUNT',
        totalNetChargeCents: 5_237,
        currencyCode: 'USD',
        listRateCents: 6_477,
        accountRateCents: 5_237,
        transitDays: 4,
        deliveryTime: { kind: 'estimated', date: '2026-11-27' },
        detailedBreakdown: {
          baseChargeCents: 4_810,
          discountsCents: 1_240,
          surcharges: [
            {
              type: 'RESIDENTIAL_DELIVERY',
              description: 'Residential delivery charge',
              amountCents: 595,
            },
            { type: 'FUEL', description: 'Fuel Surcharge', amountCents: 1_072 },
          ],
        },
        source: 'fedex',
      },
    ]);
  });

  it('charges the list rate when the account has none', () => {
    const listOnly = detail();
    listOnly.ratedShipmentDetails = (
      listOnly.ratedShipmentDetails as { rateType: string }[]
    ).filter((rate) => rate.rateType === 'LIST');
    expect(parseRateReply(withDetails(listOnly), context)[0]).toMatchObject({
      rateType: 'LIST',
      totalNetChargeCents: 6_477,
      listRateCents: 6_477,
      accountRateCents: null,
    });
  });

  it('reads ONE Rate, a guarantee, and transit from a delivery date alone', () => {
    const express = {
      serviceType: 'FEDEX_2_DAY',
      serviceName: 'FedEx 2Day®',
      packagingType: 'FEDEX_MEDIUM_BOX',
      ratedShipmentDetails: [
        {
          rateType: 'ACCOUNT',
          totalNetCharge: 31.5,
          totalBaseCharge: 30.1,
          currency: 'USD',
          specialRatingApplied: ['FEDEX_ONE_RATE'],
        },
      ],
      commit: {
        guaranteedType: 'GUARANTEED_CLOSE_OF_BUSINESS',
        dateDetail: { dayFormat: '2026-11-25T16:30:00' },
      },
    };
    expect(parseRateReply(withDetails(express), context)[0]).toMatchObject({
      isOneRate: true,
      packagingType: 'FEDEX_MEDIUM_BOX',
      transitDays: 2,
      deliveryTime: { kind: 'guaranteed', date: '2026-11-25' },
      detailedBreakdown: { baseChargeCents: 3_010, discountsCents: 0, surcharges: [] },
    });
  });

  it('counts no holiday in the transit it reads from a delivery date alone', () => {
    const ground = {
      ...detail(),
      commit: { dateDetail: { dayFormat: '2026-11-30T20:00:00' } },
      operationalDetail: {},
    };
    // From Monday, November 23: Tuesday, Wednesday, Friday (not Thanksgiving) and Monday.
    expect(parseRateReply(withDetails(ground), context)[0]).toMatchObject({
      transitDays: 4,
      deliveryTime: { date: '2026-11-30' },
    });
  });

  it('leaves out services the shop does not sell, other currencies and entries without a rate', () => {
    const first = { ...detail(), serviceType: 'FIRST_OVERNIGHT' };
    const euros = detail();
    euros.ratedShipmentDetails = [{ rateType: 'ACCOUNT', totalNetCharge: 40, currency: 'EUR' }];
    const unrated = { ...detail(), ratedShipmentDetails: [] };
    const nameless = { ...detail(), serviceType: undefined };
    expect(
      parseRateReply(withDetails(first, euros, unrated, nameless, 'junk' as never), context),
    ).toEqual([]);
  });

  it.each([null, 'text', {}, { output: {} }, { output: { rateReplyDetails: 'none' } }])(
    'finds no quotes in %j',
    (body) => {
      expect(parseRateReply(body, context)).toEqual([]);
    },
  );

  it('counts transit words wherever FedEx puts them', () => {
    const operational = { ...detail(), commit: undefined };
    expect(parseRateReply(withDetails(operational), context)[0]?.transitDays).toBe(4);
    const minimum = {
      ...detail(),
      commit: { transitDays: { minimumTransitTime: 'TWO_DAYS' } },
      operationalDetail: {},
    };
    expect(parseRateReply(withDetails(minimum), context)[0]).toMatchObject({
      transitDays: 2,
      deliveryTime: { date: null },
    });
    const silent = { ...detail(), commit: {}, operationalDetail: {} };
    expect(parseRateReply(withDetails(silent), context)[0]?.transitDays).toBeNull();
  });
});

describe('errorMessagesOf', () => {
  it.each([
    [contractExample('fedex-error-400.json'), ['Destination postal code missing or invalid.']],
    [
      { errors: [{ code: 'A', message: 'First.' }, { code: 'B.CODE.ONLY' }] },
      ['First.', 'B.CODE.ONLY'],
    ],
    [{ error: { message: 'Bad thing', details: 'More about it' } }, ['Bad thing', 'More about it']],
    [{ errors: [] }, []],
    ['<html>Bad gateway</html>', []],
    [undefined, []],
  ])('reads %j', (body, messages) => {
    expect(errorMessagesOf(body)).toEqual(messages);
  });
});
