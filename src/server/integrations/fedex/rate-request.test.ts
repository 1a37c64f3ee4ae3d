import { describe, expect, it } from 'vitest';
import { ONE_RATE_PACKAGING } from '../../../domain/shipping/one-rate.ts';
import { boxItemShippingUnits, packShipment } from '../../../domain/shipping/packing.ts';
import type { Package } from '../../../domain/shipping/packing.ts';
import {
  contractExample,
  contractProblems,
  rateRequestProblems,
  undeclaredFields,
} from '../../../../test/fedex-contract.ts';
import { buildRateRequest, DEFAULT_SHIPPER, packageLineItems } from './rate-request.ts';

function packed(units: Parameters<typeof boxItemShippingUnits>[0]): readonly Package[] {
  const result = packShipment(boxItemShippingUnits(units));
  if (!result.ok) throw new Error(result.reason);
  return result.packages;
}

/** The default 3 × 4 bookcase: twelve standard boxes, four cartons of three. */
const bookcase = packed({
  itemId: 'bookcase',
  quantity: 1,
  standardBoxes: 12,
  tallBoxes: 0,
  wideBoxes: 0,
  totalWeightLb: 142.6,
});
/** A sideboard of wide boxes and doors. */
const sideboard = packed({
  itemId: 'sideboard',
  quantity: 1,
  standardBoxes: 1,
  tallBoxes: 0,
  wideBoxes: 3,
  totalWeightLb: 79.9,
});

const recipient = {
  streetLines: ['1 Main St', ''],
  city: ' Beverly Hills ',
  stateOrProvinceCode: 'ca',
  postalCode: '90210',
  countryCode: 'us',
};

const base = {
  account: '740561073',
  shipper: DEFAULT_SHIPPER,
  recipient,
  packages: bookcase,
  shipDate: '2026-11-24',
  packaging: { kind: 'own' } as const,
};

describe('the contract check itself', () => {
  it('passes FedEx’s own example requests, reply and error', () => {
    expect(rateRequestProblems(contractExample('fedex-rate-request.json'))).toEqual([]);
    expect(rateRequestProblems(contractExample('fedex-rate-request-onerate.json'))).toEqual([]);
    expect(contractProblems('RatcResponseVO', contractExample('fedex-rate-response.json'))).toEqual(
      [],
    );
    expect(contractProblems('ErrorResponseVO', contractExample('fedex-error-400.json'))).toEqual(
      [],
    );
  });

  it('catches a misspelt field and a wrong type', () => {
    const request = buildRateRequest(base) as unknown as {
      requestedShipment: Record<string, unknown>;
    };
    const { shipDateStamp, ...rest } = request.requestedShipment;
    const misspelt = { ...request, requestedShipment: { ...rest, shipDatestamp: shipDateStamp } };
    expect(undeclaredFields('Full_Schema_Quote_Rate', misspelt)).toEqual([
      '$.requestedShipment.shipDatestamp',
    ]);
    const wrongType = {
      ...request,
      requestedShipment: { ...request.requestedShipment, pickupType: 'DROP_OFF' },
    };
    expect(rateRequestProblems(wrongType)).not.toEqual([]);
  });
});

describe('buildRateRequest', () => {
  it('asks for the shop’s own boxes, as FedEx defines the request', () => {
    const request = buildRateRequest(base);
    expect(rateRequestProblems(request)).toEqual([]);
    expect(request).toEqual({
      accountNumber: { value: '740561073' },
      rateRequestControlParameters: {
        returnTransitTimes: true,
        servicesNeededOnRateFailure: true,
        rateSortOrder: 'SERVICENAMETRADITIONAL',
      },
      carrierCodes: ['FDXE', 'FDXG'],
      requestedShipment: {
        shipper: {
          address: {
            streetLines: ['3610 Hacks Cross Rd'],
            city: 'Memphis',
            stateOrProvinceCode: 'TN',
            postalCode: '38125',
            countryCode: 'US',
            residential: false,
          },
        },
        recipient: {
          address: {
            streetLines: ['1 Main St'],
            city: 'Beverly Hills',
            stateOrProvinceCode: 'CA',
            postalCode: '90210',
            countryCode: 'US',
            residential: true,
          },
        },
        shipDateStamp: '2026-11-24',
        pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
        packagingType: 'YOUR_PACKAGING',
        rateRequestType: ['ACCOUNT', 'LIST'],
        preferredCurrency: 'USD',
        totalPackageCount: 4,
        // 142.6 lb in all: the last carton's boxes carry the tenths the others round up.
        requestedPackageLineItems: [
          {
            groupPackageCount: 3,
            weight: { units: 'LB', value: 35.7 },
            dimensions: { length: 15, width: 15, height: 12, units: 'IN' },
          },
          {
            groupPackageCount: 1,
            weight: { units: 'LB', value: 35.5 },
            dimensions: { length: 15, width: 15, height: 12, units: 'IN' },
          },
        ],
      },
    });
  });

  it('sends a business recipient as non-residential', () => {
    const request = buildRateRequest({ ...base, recipient: { ...recipient, residential: false } });
    expect(request.requestedShipment.recipient.address.residential).toBe(false);
    expect(rateRequestProblems(request)).toEqual([]);
  });

  it('leaves out blank address parts rather than sending empty strings', () => {
    const request = buildRateRequest({
      ...base,
      recipient: {
        streetLines: [' '],
        city: '',
        stateOrProvinceCode: '',
        postalCode: '10001',
        countryCode: 'US',
      },
    });
    expect(request.requestedShipment.recipient.address).toEqual({
      postalCode: '10001',
      countryCode: 'US',
      residential: true,
    });
  });

  it.each(ONE_RATE_PACKAGING.map((packaging) => [packaging.packagingType, packaging] as const))(
    'asks ONE Rate in %s from FedEx Express, by weight alone',
    (packagingType, packaging) => {
      const request = buildRateRequest({ ...base, packaging: { kind: 'one-rate', packaging } });
      expect(rateRequestProblems(request)).toEqual([]);
      expect(request.carrierCodes).toEqual(['FDXE']);
      expect(request.requestedShipment).toMatchObject({
        packagingType,
        shipmentSpecialServices: { specialServiceTypes: ['FEDEX_ONE_RATE'] },
        totalPackageCount: 4,
        requestedPackageLineItems: [
          { groupPackageCount: 3, weight: { units: 'LB', value: 35.7 } },
          { groupPackageCount: 1, weight: { units: 'LB', value: 35.5 } },
        ],
      });
      for (const item of request.requestedShipment.requestedPackageLineItems) {
        expect(item).not.toHaveProperty('dimensions');
      }
    },
  );

  it('rounds sizes up to whole inches and keeps different parcels apart', () => {
    const lines = packageLineItems(
      [
        ...sideboard,
        {
          dimensionsIn: { lengthIn: 50.2, widthIn: 17.5, heightIn: 6 },
          weightLb: 0.04,
          boxCount: 1,
          boxTypes: ['flat-pack'],
          boxes: [],
          itemIds: ['shelf'],
        },
      ],
      { kind: 'own' },
    );
    // One line a parcel: its weight in pounds, then length, width and height in whole inches.
    const line = (value: number, length: number, width: number, height: number) => ({
      groupPackageCount: 1,
      weight: { units: 'LB', value },
      dimensions: { length, width, height, units: 'IN' },
    });
    // The sideboard's 79.9 lb to the tenth: 13.9 + 44 + 22.
    expect(lines).toEqual([
      line(13.9, 15, 15, 4),
      line(44, 28, 16, 10),
      line(22, 28, 16, 5),
      line(0.1, 51, 18, 6),
    ]);
  });
});
