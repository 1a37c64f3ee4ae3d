import { isAddressClassification } from '../../../domain/shipping/delivery-kind.ts';
import type { AddressClassification } from '../../../domain/shipping/delivery-kind.ts';

// FedEx's Address Validation API, as far as the shop uses it: whether an address is a home or a
// business, so a quote carries FedEx's residential surcharge exactly when FedEx will bill it.
//
// What this relies on (FedEx Developer Portal, "Address Validation API", catalog/address-validation
// /docs.html, and the request and answer examples published with it; no OpenAPI copy is kept in
// /contracts, which holds only the rates API):
// - `POST {base}/address/v1/addresses/resolve`, with the same OAuth bearer token as the rates API
//   (`/oauth/token`, client credentials), `content-type: application/json`, `x-locale: en_US`.
// - Request: `{ addressesToValidate: [{ address: { streetLines: string[], city,
//   stateOrProvinceCode, postalCode, countryCode } }] }` (up to 100 addresses a request).
// - Answer (200): `{ transactionId, output: { resolvedAddresses: [{ streetLinesToken, city,
//   stateOrProvinceCode, postalCode, countryCode, classification, attributes, … }], alerts } }`,
//   one resolved address for each asked, in order. `classification` is RESIDENTIAL, BUSINESS,
//   MIXED (a building with both) or UNKNOWN; FedEx says it tells business from residential only
//   for US and Canadian addresses it matches exactly.
// - Failures answer `{ transactionId, errors: [{ code, message }] }` as the rates API does.
// Anything else in an answer (a classification the shop does not know, none at all) reads as
// UNKNOWN: the shop then prices a home, which FedEx never bills more for.

export const ADDRESS_VALIDATION_PATH = '/address/v1/addresses/resolve';

export type FedexAddressToValidate = {
  streetLines: string[];
  city: string;
  stateOrProvinceCode: string;
  postalCode: string;
  countryCode: string;
};

export type FedexAddressValidationRequest = {
  addressesToValidate: { address: FedexAddressToValidate }[];
};

export type FedexResolvedAddress = {
  streetLinesToken?: string[];
  city?: string;
  stateOrProvinceCode?: string;
  postalCode?: string;
  countryCode?: string;
  classification?: string;
  attributes?: Record<string, unknown>;
};

export type FedexAddressValidationReply = {
  transactionId: string;
  customerTransactionId?: string;
  output: { resolvedAddresses: FedexResolvedAddress[]; alerts?: unknown[] };
};

export function addressValidationRequest(
  address: FedexAddressToValidate,
): FedexAddressValidationRequest {
  return { addressesToValidate: [{ address }] };
}

/** The first resolved address's classification, or UNKNOWN when the answer holds none. */
export function classificationOf(reply: unknown): AddressClassification {
  const output = (reply as { output?: { resolvedAddresses?: unknown } } | undefined)?.output;
  const resolved = Array.isArray(output?.resolvedAddresses)
    ? (output.resolvedAddresses[0] as { classification?: unknown } | undefined)
    : undefined;
  return isAddressClassification(resolved?.classification) ? resolved.classification : 'UNKNOWN';
}
