/**
 * The carriers a consignment can leave with, and the public page that tracks a parcel. The shop
 * quotes FedEx; the owner may still hand a consignment to another carrier (a freight company for
 * a large order, a local courier), so "other" carries no link.
 */
export const CARRIERS = ['fedex', 'ups', 'usps', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Readonly<Record<Carrier, string>> = {
  fedex: 'FedEx',
  ups: 'UPS',
  usps: 'USPS',
  other: 'Other carrier',
};

/** Letters, digits and single spaces or dashes: what every carrier prints on its labels. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,38}[A-Za-z0-9])?$/;

/** The tracking number as carriers read it: no spaces or dashes, upper case. */
export function normalTrackingNumber(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

/** The carrier's public tracking page for a parcel, or null when the carrier has none we know. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  const number = encodeURIComponent(normalTrackingNumber(trackingNumber));
  switch (carrier) {
    case 'fedex':
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`;
    case 'ups':
      return `https://www.ups.com/track?tracknum=${number}`;
    case 'usps':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
    case 'other':
      return null;
    default: {
      const unknown: never = carrier;
      throw new Error(`no such carrier: ${String(unknown)}`);
    }
  }
}
