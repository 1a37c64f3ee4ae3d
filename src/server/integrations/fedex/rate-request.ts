import type { OneRatePackaging } from '../../../domain/shipping/one-rate.ts';
import { OWN_PACKAGING } from '../../../domain/shipping/one-rate.ts';
import type { Package } from '../../../domain/shipping/packing.ts';
import { isResidential } from '../../../domain/shipping/rate-request.ts';
import type { RecipientAddress } from '../../../domain/shipping/rate-request.ts';
import type { FedexAddress, FedexPackageLineItem, FedexRateRequest } from './contract.ts';

/** Where parcels leave from: always a business address. */
export type ShipperAddress = {
  readonly streetLines: readonly string[];
  readonly city: string;
  readonly stateOrProvinceCode: string;
  readonly postalCode: string;
  readonly countryCode: 'US';
};

/** The default sender: a FedEx drop-off location in Memphis, Tennessee. */
export const DEFAULT_SHIPPER: ShipperAddress = {
  streetLines: ['3610 Hacks Cross Rd'],
  city: 'Memphis',
  stateOrProvinceCode: 'TN',
  postalCode: '38125',
  countryCode: 'US',
};

export type RatePackaging =
  { readonly kind: 'own' } | { readonly kind: 'one-rate'; readonly packaging: OneRatePackaging };

function shipperAddress(shipper: ShipperAddress): FedexAddress {
  return {
    streetLines: [...shipper.streetLines],
    city: shipper.city,
    stateOrProvinceCode: shipper.stateOrProvinceCode,
    postalCode: shipper.postalCode,
    countryCode: shipper.countryCode,
    residential: false,
  };
}

function recipientAddress(recipient: RecipientAddress): FedexAddress {
  const streetLines = recipient.streetLines.map((line) => line.trim()).filter(Boolean);
  return {
    ...(streetLines.length > 0 && { streetLines }),
    ...(recipient.city.trim() && { city: recipient.city.trim() }),
    ...(recipient.stateOrProvinceCode.trim() && {
      stateOrProvinceCode: recipient.stateOrProvinceCode.trim().toUpperCase(),
    }),
    postalCode: recipient.postalCode.trim(),
    countryCode: recipient.countryCode.trim().toUpperCase(),
    residential: isResidential(recipient),
  };
}

/** Weights go to FedEx in pounds to a tenth; a parcel never weighs less than 0.1 lb. */
function weightLb(package_: Package): number {
  return Math.max(0.1, Math.round(package_.weightLb * 10) / 10);
}

/**
 * One line per kind of parcel, counted by groupPackageCount: identical cartons (same weight and,
 * for the shop's own boxes, same size) go as one line, so a large order stays a short request.
 * Dimensions are whole inches, rounded up, as FedEx requires; FedEx packaging has none.
 */
export function packageLineItems(
  packages: readonly Package[],
  packaging: RatePackaging,
): FedexPackageLineItem[] {
  const lines = new Map<string, FedexPackageLineItem & { groupPackageCount: number }>();
  for (const package_ of packages) {
    const weight = { units: 'LB' as const, value: weightLb(package_) };
    const dimensions =
      packaging.kind === 'own'
        ? {
            length: Math.ceil(package_.dimensionsIn.lengthIn),
            width: Math.ceil(package_.dimensionsIn.widthIn),
            height: Math.ceil(package_.dimensionsIn.heightIn),
            units: 'IN' as const,
          }
        : undefined;
    const key = JSON.stringify([weight.value, dimensions]);
    const line = lines.get(key);
    if (line) line.groupPackageCount += 1;
    else lines.set(key, { groupPackageCount: 1, weight, ...(dimensions && { dimensions }) });
  }
  return [...lines.values()];
}

/**
 * The rate request for a shipment: every service the account offers between the two addresses
 * (the reply is filtered to the shop's services), from a drop-off, with the account's and the
 * list rates in US dollars and transit times. ONE Rate asks Express services only, in one FedEx
 * packaging type. No customs details: the shop ships within the United States only.
 */
export function buildRateRequest(input: {
  readonly account: string;
  readonly shipper: ShipperAddress;
  readonly recipient: RecipientAddress;
  readonly packages: readonly Package[];
  readonly shipDate: string;
  readonly packaging: RatePackaging;
}): FedexRateRequest {
  const lineItems = packageLineItems(input.packages, input.packaging);
  const oneRate = input.packaging.kind === 'one-rate';
  return {
    accountNumber: { value: input.account },
    rateRequestControlParameters: {
      returnTransitTimes: true,
      servicesNeededOnRateFailure: true,
      rateSortOrder: 'SERVICENAMETRADITIONAL',
    },
    carrierCodes: oneRate ? ['FDXE'] : ['FDXE', 'FDXG'],
    requestedShipment: {
      shipper: { address: shipperAddress(input.shipper) },
      recipient: { address: recipientAddress(input.recipient) },
      shipDateStamp: input.shipDate,
      pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
      packagingType: oneRate ? input.packaging.packaging.packagingType : OWN_PACKAGING,
      rateRequestType: ['ACCOUNT', 'LIST'],
      preferredCurrency: 'USD',
      totalPackageCount: input.packages.length,
      ...(oneRate && { shipmentSpecialServices: { specialServiceTypes: ['FEDEX_ONE_RATE'] } }),
      requestedPackageLineItems: lineItems,
    },
  };
}
