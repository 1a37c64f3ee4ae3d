import { describe, expect, it } from 'vitest';
import {
  CARRIER_NAMES,
  CARRIERS,
  normalTrackingNumber,
  TRACKING_NUMBER_PATTERN,
  trackingUrl,
} from './tracking.ts';

describe('tracking', () => {
  it('links each carrier’s public tracking page, and none for another carrier', () => {
    expect(trackingUrl('fedex', '7946 1234 5678')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=794612345678',
    );
    expect(trackingUrl('ups', '1z999aa1-0123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingUrl('usps', '9400 1000 0000 0000 0000 00')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(trackingUrl('other', 'ABC123')).toBeNull();
  });

  it('names every carrier', () => {
    expect(CARRIERS.map((carrier) => CARRIER_NAMES[carrier])).toEqual([
      'FedEx',
      'UPS',
      'USPS',
      'Other carrier',
    ]);
  });

  it('reads a number as carriers print it: no spaces or dashes, upper case', () => {
    expect(normalTrackingNumber(' 1z-999 aa1 ')).toBe('1Z999AA1');
  });

  it.each([
    ['794612345678', true],
    ['1Z 999 AA1-0123', true],
    ['A', true],
    ['-123', false],
    ['123 ', false],
    ['12/34', false],
    ['x'.repeat(41), false],
  ])('%j is a tracking number: %s', (typed, ok) => {
    expect(TRACKING_NUMBER_PATTERN.test(typed)).toBe(ok);
  });

  it('refuses a carrier it does not know', () => {
    expect(() => trackingUrl('dhl' as never, '1')).toThrow('no such carrier: dhl');
  });
});
