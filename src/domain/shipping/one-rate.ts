import { MAX_PACKAGE_WEIGHT_LB, type PackageDimensionsIn } from './packing.ts';

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
  /**
   * FedEx's published inside sizes of the packaging, in inches, each as [length, width, height]
   * (a box comes in more than one shape; envelope and pak lie flat).
   */
  readonly insideIn: readonly (readonly [number, number, number])[];
};

export const ONE_RATE_PACKAGING: readonly OneRatePackaging[] = [
  {
    option: 'envelope',
    label: 'FedEx Envelope',
    packagingType: 'FEDEX_ENVELOPE',
    maxWeightLb: 1,
    insideIn: [[12.5, 9.5, 0.5]],
  },
  {
    option: 'pak',
    label: 'FedEx Pak',
    packagingType: 'FEDEX_PAK',
    maxWeightLb: 2,
    insideIn: [[15.5, 12, 1.5]],
  },
  {
    option: 'small',
    label: 'FedEx Small Box',
    packagingType: 'FEDEX_SMALL_BOX',
    maxWeightLb: MAX_PACKAGE_WEIGHT_LB,
    insideIn: [
      [12.375, 10.875, 1.5],
      [11.25, 8.75, 2.625],
    ],
  },
  {
    option: 'medium',
    label: 'FedEx Medium Box',
    packagingType: 'FEDEX_MEDIUM_BOX',
    maxWeightLb: MAX_PACKAGE_WEIGHT_LB,
    insideIn: [
      [13.25, 11.5, 2.375],
      [11.25, 8.75, 4.375],
    ],
  },
  {
    option: 'large',
    label: 'FedEx Large Box',
    packagingType: 'FEDEX_LARGE_BOX',
    maxWeightLb: MAX_PACKAGE_WEIGHT_LB,
    insideIn: [
      [17.5, 12.375, 3],
      [11.25, 8.75, 7.75],
    ],
  },
  {
    option: 'extra-large',
    label: 'FedEx Extra Large Box',
    packagingType: 'FEDEX_EXTRA_LARGE_BOX',
    maxWeightLb: MAX_PACKAGE_WEIGHT_LB,
    insideIn: [
      [11.875, 11, 10.75],
      [15.75, 14.125, 6],
    ],
  },
];

/** The customer's own packaging: the default, always tried. */
export const OWN_PACKAGING = 'YOUR_PACKAGING';

/** Whether a parcel goes into one of the packaging's shapes, turned any way. */
function fitsInside(parcel: PackageDimensionsIn, packaging: OneRatePackaging): boolean {
  const sides = [parcel.lengthIn, parcel.widthIn, parcel.heightIn].sort((a, b) => b - a);
  return packaging.insideIn.some((shape) => {
    const inside = [...shape].sort((a, b) => b - a);
    return sides.every((side, at) => side <= (inside[at] ?? 0));
  });
}

/**
 * ONE Rate packaging worth asking FedEx about: none when there is nothing to ship or the heaviest
 * package is over 50 lb, otherwise each packaging whose weight limit the heaviest package meets
 * (the spec's rule) and into which every package fits. FedEx's rate answer does not look at sizes,
 * so a box too small for the furniture would be quoted — and charged to the shop — at its flat
 * price; a parcel whose size is not known is judged by weight alone.
 */
export function oneRatePackagingOptions(
  packages: readonly {
    readonly weightLb: number;
    readonly dimensionsIn?: PackageDimensionsIn | undefined;
  }[],
): readonly OneRatePackaging[] {
  if (packages.length === 0) return [];
  const heaviestLb = Math.max(...packages.map((parcel) => parcel.weightLb));
  if (!(heaviestLb <= MAX_PACKAGE_WEIGHT_LB)) return [];
  return ONE_RATE_PACKAGING.filter(
    (packaging) =>
      heaviestLb <= packaging.maxWeightLb &&
      packages.every(
        (parcel) => parcel.dimensionsIn === undefined || fitsInside(parcel.dimensionsIn, packaging),
      ),
  );
}
