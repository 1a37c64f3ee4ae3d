import { describe, expect, it } from 'vitest';
import {
  ADDRESS_CLASSIFICATIONS,
  DELIVERY_KIND_UNANSWERED,
  deliveryBasisText,
  deliveryKindOnCustomersWord,
  deliveryKindOnFedexWord,
  deliveryKindText,
  isAddressClassification,
} from './delivery-kind.ts';

describe('home or business', () => {
  it('without FedEx, is a business only when the customer names a company', () => {
    expect(deliveryKindOnCustomersWord('Acme Studio')).toEqual({
      residential: false,
      basis: { by: 'customer', company: true },
    });
    for (const none of [null, undefined, '', '   ']) {
      expect(deliveryKindOnCustomersWord(none)).toEqual({
        residential: true,
        basis: { by: 'customer', company: false },
      });
    }
  });

  it.each([
    ['BUSINESS', false],
    ['RESIDENTIAL', true],
    ['MIXED', true],
    ['UNKNOWN', true],
  ] as const)('on FedEx’s word %s is residential: %s', (classification, residential) => {
    expect(deliveryKindOnFedexWord(classification)).toEqual({
      residential,
      basis: { by: 'fedex', classification },
    });
  });

  it('prices an address FedEx could not classify as a home', () => {
    expect(DELIVERY_KIND_UNANSWERED.residential).toBe(true);
  });

  it('says which it is and why, in the shop’s words', () => {
    expect(deliveryKindText(deliveryKindOnCustomersWord('Acme'))).toBe(
      'a business (the customer named a company)',
    );
    expect(deliveryKindText(deliveryKindOnCustomersWord(null))).toBe(
      'a home (the customer named no company)',
    );
    expect(deliveryKindText(deliveryKindOnFedexWord('MIXED'))).toBe(
      'a home (FedEx classifies the address as mixed)',
    );
    expect(deliveryKindText(DELIVERY_KIND_UNANSWERED)).toBe(
      'a home (FedEx could not classify the address, so it is priced as a home)',
    );
    expect(() => deliveryBasisText({ by: 'guess' } as never)).toThrow('Unexpected delivery basis');
  });

  it('knows FedEx’s four classifications and nothing else', () => {
    expect(ADDRESS_CLASSIFICATIONS.every(isAddressClassification)).toBe(true);
    expect(isAddressClassification('residential')).toBe(false);
    expect(isAddressClassification(undefined)).toBe(false);
  });
});
