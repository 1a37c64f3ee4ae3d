import { describe, expect, it } from 'vitest';
import { checkComprehensiveRateRequest, checkRateRequest, isResidential } from './rate-request.ts';

const address = {
  streetLines: ['1 Main St'],
  city: 'Beverly Hills',
  stateOrProvinceCode: 'CA',
  postalCode: '90210',
  countryCode: 'US',
};
const packages = [{ weightLb: 12 }];

describe('checkRateRequest (docs/rules/configurators.md)', () => {
  it.each([
    ['no address', undefined, packages, 'Recipient address is required'],
    ['a null address', null, packages, 'Recipient address is required'],
    ['no address and no packages', undefined, [], 'Recipient address is required'],
    ['no packages', address, [], 'No packages to ship'],
    ['missing packages', address, undefined, 'No packages to ship'],
    [
      'no postal code',
      { ...address, postalCode: '' },
      packages,
      'Recipient postal code is required',
    ],
    [
      'a blank postal code',
      { ...address, postalCode: '  ' },
      packages,
      'Recipient postal code is required',
    ],
    [
      'no country code',
      { ...address, countryCode: undefined },
      packages,
      'Recipient country code is required',
    ],
  ])('with %s says %j', (_name, recipient, parcels, message) => {
    expect(checkRateRequest(recipient, parcels)).toEqual({ ok: false, message });
  });

  it('passes a complete request', () => {
    expect(checkRateRequest(address, packages)).toEqual({ ok: true });
  });
});

describe('checkComprehensiveRateRequest', () => {
  it.each([
    [undefined, packages],
    [null, packages],
    [address, []],
    [address, null],
  ])('refuses %j with %j', (recipient, parcels) => {
    expect(checkComprehensiveRateRequest(recipient, parcels)).toEqual({
      ok: false,
      message: 'Missing packages or recipient address',
    });
  });

  it('passes both inputs', () => {
    expect(checkComprehensiveRateRequest(address, packages)).toEqual({ ok: true });
  });
});

describe('isResidential', () => {
  it('is a home unless flagged false', () => {
    expect(isResidential({})).toBe(true);
    expect(isResidential({ residential: true })).toBe(true);
    expect(isResidential({ residential: false })).toBe(false);
  });
});
