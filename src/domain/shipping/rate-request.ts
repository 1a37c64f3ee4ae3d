// What a shipping-rate request needs before it goes to the carrier (docs/rules/configurators.md).

export type RecipientAddress = {
  readonly streetLines: readonly string[];
  readonly city: string;
  readonly stateOrProvinceCode: string;
  readonly postalCode: string;
  readonly countryCode: string;
  /** The recipient is a home unless flagged false. */
  readonly residential?: boolean | undefined;
};

export type RateRequestCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly message:
        | 'Recipient address is required'
        | 'No packages to ship'
        | 'Recipient postal code is required'
        | 'Recipient country code is required'
        | 'Missing packages or recipient address';
    };

type PartialAddress = Partial<Record<keyof RecipientAddress, unknown>>;

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** The first missing input of a rates call, in the order the spec lists them. */
export function checkRateRequest(
  recipient: PartialAddress | null | undefined,
  packages: readonly unknown[] | null | undefined,
): RateRequestCheck {
  if (recipient === null || recipient === undefined) {
    return { ok: false, message: 'Recipient address is required' };
  }
  if (packages === null || packages === undefined || packages.length === 0) {
    return { ok: false, message: 'No packages to ship' };
  }
  if (isBlank(recipient.postalCode)) {
    return { ok: false, message: 'Recipient postal code is required' };
  }
  if (isBlank(recipient.countryCode)) {
    return { ok: false, message: 'Recipient country code is required' };
  }
  return { ok: true };
}

/** The comprehensive call (every service and ONE Rate packaging) needs only both inputs. */
export function checkComprehensiveRateRequest(
  recipient: PartialAddress | null | undefined,
  packages: readonly unknown[] | null | undefined,
): RateRequestCheck {
  if (
    recipient === null ||
    recipient === undefined ||
    packages === null ||
    packages === undefined ||
    packages.length === 0
  ) {
    return { ok: false, message: 'Missing packages or recipient address' };
  }
  return { ok: true };
}

export function isResidential(recipient: Pick<RecipientAddress, 'residential'>): boolean {
  return recipient.residential !== false;
}
