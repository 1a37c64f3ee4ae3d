import { MAX_PACKAGE_WEIGHT_LB } from './packing.ts';

/** FedEx ONE Rate packaging, lightest first, with the most each may weigh (docs/rules/configurators.md). */
export type OneRatePackaging = {
  readonly option: 'envelope' | 'pak' | 'small' | 'medium' | 'large' | 'extra-large';
  readonly label: string;
  readonly packagingType:
    | 'FEDEX_ENVELOPE'
    | 'FEDEX_PAK'
    | 'FEDEX_SMALL_BOX'
    | 'FEDEX_MEDIUM_BOX'
    | 'FEDEX_LARGE_BOX'
    | 'FEDEX_EXTRA_LARGE_BOX';
  readonly maxWeightLb: number;
};

export const ONE_RATE_PACKAGING: readonly OneRatePackaging[] = [
  { option: 'envelope', label: 'FedEx Envelope', packagingType: 'FEDEX_ENVELOPE', maxWeightLb: 1 },
  { option: 'pak', label: 'FedEx Pak', packagingType: 'FEDEX_PAK', maxWeightLb: 2 },
  {
    option: 'small',
    label: 'FedEx Small Box',
    packagingType: 'FEDEX_SMALL_BOX',
    maxWeightLb: MAX_PACKAGE_WEIGHT_LB,
  },
  {
    option: 'medium',
    label: 'FedEx Medium Box',
    packagingType: 'FEDEX_MEDIUM_BOX',
    maxWeightLb: MAX_PACKAGE_WEIGHT_LB,
  },
  {
    option: 'large',
    label: 'FedEx Large Box',
    packagingType: 'FEDEX_LARGE_BOX',
    maxWeightLb: MAX_PACKAGE_WEIGHT_LB,
  },
  {
    option: 'extra-large',
    label: 'FedEx Extra Large Box',
    packagingType: 'FEDEX_EXTRA_LARGE_BOX',
    maxWeightLb: MAX_PACKAGE_WEIGHT_LB,
  },
];

/** The customer's own packaging: the default, always tried. */
export const OWN_PACKAGING = 'YOUR_PACKAGING';

/**
 * ONE Rate packaging worth asking FedEx about: none when there is nothing to ship or the heaviest
 * package is over 50 lb, otherwise each packaging whose weight limit the heaviest package meets.
 * The spec checks weight only; FedEx itself refuses what does not fit, and that option is skipped.
 */
export function oneRatePackagingOptions(
  packages: readonly { readonly weightLb: number }[],
): readonly OneRatePackaging[] {
  if (packages.length === 0) return [];
  const heaviestLb = Math.max(...packages.map((parcel) => parcel.weightLb));
  if (!(heaviestLb <= MAX_PACKAGE_WEIGHT_LB)) return [];
  return ONE_RATE_PACKAGING.filter((packaging) => heaviestLb <= packaging.maxWeightLb);
}
