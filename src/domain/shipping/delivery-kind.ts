// Whether a parcel goes to a home or a business, and why the shop thinks so. FedEx adds its
// residential surcharge to a home delivery, and bills it to the shop later if the label said
// business: so the price is a business price only on FedEx's own word, or, where the shop has no
// FedEx account to ask, on a company the customer names. Anything less sure is a home.

/** FedEx Address Validation's classification of an address (`output.resolvedAddresses[]`). */
export const ADDRESS_CLASSIFICATIONS = ['RESIDENTIAL', 'BUSINESS', 'MIXED', 'UNKNOWN'] as const;
export type AddressClassification = (typeof ADDRESS_CLASSIFICATIONS)[number];

export function isAddressClassification(value: unknown): value is AddressClassification {
  return (ADDRESS_CLASSIFICATIONS as readonly unknown[]).includes(value);
}

/** Why an order's address counts as a home or a business. */
export type DeliveryBasis =
  /** No FedEx account to ask: the customer named a company, or did not. */
  | { readonly by: 'customer'; readonly company: boolean }
  /** FedEx classified the address. */
  | { readonly by: 'fedex'; readonly classification: AddressClassification }
  /** FedEx was asked and did not answer: the safe price. */
  | { readonly by: 'fedex-unanswered' };

export type DeliveryKind = { readonly residential: boolean; readonly basis: DeliveryBasis };

/** Without FedEx: a business when the customer names a company, else a home. */
export function deliveryKindOnCustomersWord(company: string | null | undefined): DeliveryKind {
  const named = Boolean(company?.trim());
  return { residential: !named, basis: { by: 'customer', company: named } };
}

/** FedEx's classification: a business only when FedEx says BUSINESS; MIXED and UNKNOWN are homes. */
export function deliveryKindOnFedexWord(classification: AddressClassification): DeliveryKind {
  return { residential: classification !== 'BUSINESS', basis: { by: 'fedex', classification } };
}

export const DELIVERY_KIND_UNANSWERED: DeliveryKind = {
  residential: true,
  basis: { by: 'fedex-unanswered' },
};

/** Why the shop counts an address as a home or a business, in its own words. */
export function deliveryBasisText(basis: DeliveryBasis): string {
  switch (basis.by) {
    case 'customer':
      return basis.company ? 'the customer named a company' : 'the customer named no company';
    case 'fedex':
      return `FedEx classifies the address as ${basis.classification.toLowerCase()}`;
    case 'fedex-unanswered':
      return 'FedEx could not classify the address, so it is priced as a home';
    default:
      return assertNever(basis);
  }
}

/** `a home` or `a business`, and why: for the owner's mails. */
export function deliveryKindText(kind: DeliveryKind): string {
  return `${kind.residential ? 'a home' : 'a business'} (${deliveryBasisText(kind.basis)})`;
}

function assertNever(value: never): never {
  throw new Error(`Unexpected delivery basis: ${JSON.stringify(value)}`);
}
