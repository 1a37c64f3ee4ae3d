// Packing a shipment into parcels (docs/rules/configurators.md). Weights are pounds, lengths inches.

/** A unit the warehouse ships: a box of a box design, or a carton of an inch design's boards. */
export type ShippingUnit =
  | {
      readonly kind: 'standard' | 'tall' | 'wide';
      readonly itemId: string;
      readonly weightLb: number;
    }
  | {
      readonly kind: 'flat-pack';
      readonly itemId: string;
      readonly weightLb: number;
      readonly dimensionsIn: PackageDimensionsIn;
    };

export type ShippingUnitKind = ShippingUnit['kind'];

export type PackageDimensionsIn = {
  readonly lengthIn: number;
  readonly widthIn: number;
  readonly heightIn: number;
};

export type Package = {
  readonly dimensionsIn: PackageDimensionsIn;
  /** Sum of the units' weights, to 0.1 lb. */
  readonly weightLb: number;
  readonly boxCount: number;
  readonly boxTypes: readonly ShippingUnitKind[];
  readonly boxes: readonly ShippingUnit[];
  /** The cart items with a unit in this package, each once, in order of first appearance. */
  readonly itemIds: readonly string[];
};

export const MAX_PACKAGE_WEIGHT_LB = 50;

type BoxClass = {
  readonly maxBoxes: number;
  readonly lengthIn: number;
  readonly widthIn: number;
  /** Package height by the number of boxes in it (index 0 holds one box). */
  readonly heightsIn: readonly number[];
};

/** Standard boxes go three to a 15 × 15 carton; tall and wide boxes two to a 28 × 16 carton. */
export const STANDARD_BOX_CLASS: BoxClass = {
  maxBoxes: 3,
  lengthIn: 15,
  widthIn: 15,
  heightsIn: [4, 8, 12],
};
export const LARGE_BOX_CLASS: BoxClass = {
  maxBoxes: 2,
  lengthIn: 28,
  widthIn: 16,
  heightsIn: [5, 10],
};

/** Box weights the shop uses for a bare box (docs/rules/configurators.md), to share out an item's weight. */
export const BARE_BOX_WEIGHT_LB: Readonly<Record<'standard' | 'tall' | 'wide', number>> = {
  standard: 11.3,
  tall: 18.8,
  wide: 18,
};

/** Weights are compared and summed in tenths of a pound, so 16.7 + 16.7 + 16.6 is exactly 50. */
function tenthsOf(weightLb: number): number {
  return Math.round(weightLb * 10);
}

export type PackingResult =
  | { readonly ok: true; readonly packages: readonly Package[] }
  | {
      readonly ok: false;
      readonly message: 'Failed to calculate packages';
      readonly reason: string;
    };

function packageOf(units: readonly ShippingUnit[], dimensionsIn: PackageDimensionsIn): Package {
  const tenths = units.reduce((sum, unit) => sum + tenthsOf(unit.weightLb), 0);
  return {
    dimensionsIn,
    weightLb: tenths / 10,
    boxCount: units.length,
    boxTypes: units.map((unit) => unit.kind),
    boxes: units,
    itemIds: [...new Set(units.map((unit) => unit.itemId))],
  };
}

/**
 * First fit, heaviest first: each box goes into the first open carton of its class with room by
 * count and weight, else opens a new one. Heaviest first keeps the carton count near the least.
 */
function packClass(units: readonly ShippingUnit[], boxClass: BoxClass): Package[] {
  const ordered = units
    .map((unit, index) => ({ unit, index, tenths: tenthsOf(unit.weightLb) }))
    .sort((a, b) => b.tenths - a.tenths || a.index - b.index);
  const cartons: { units: ShippingUnit[]; tenths: number }[] = [];
  for (const { unit, tenths } of ordered) {
    const carton = cartons.find(
      (open) =>
        open.units.length < boxClass.maxBoxes &&
        open.tenths + tenths <= tenthsOf(MAX_PACKAGE_WEIGHT_LB),
    );
    if (carton === undefined) {
      cartons.push({ units: [unit], tenths });
    } else {
      carton.units.push(unit);
      carton.tenths += tenths;
    }
  }
  return cartons.map((carton) =>
    packageOf(carton.units, {
      lengthIn: boxClass.lengthIn,
      widthIn: boxClass.widthIn,
      heightIn: boxClass.heightsIn[carton.units.length - 1] ?? 0,
    }),
  );
}

/**
 * Packs a shipment: standard boxes in standard cartons, tall and wide boxes together in large
 * cartons, each flat pack on its own. A unit over 50 lb, or with a weight that is not a positive
 * number, cannot be shipped as a parcel: an expected failure the checkout shows, not a crash.
 */
export function packShipment(units: readonly ShippingUnit[]): PackingResult {
  for (const unit of units) {
    if (!Number.isFinite(unit.weightLb) || unit.weightLb <= 0) {
      return {
        ok: false,
        message: 'Failed to calculate packages',
        reason: `A ${unit.kind} unit of item ${unit.itemId} has no weight`,
      };
    }
    if (tenthsOf(unit.weightLb) > tenthsOf(MAX_PACKAGE_WEIGHT_LB)) {
      return {
        ok: false,
        message: 'Failed to calculate packages',
        reason: `A ${unit.kind} unit of item ${unit.itemId} weighs over ${MAX_PACKAGE_WEIGHT_LB} lb`,
      };
    }
  }
  const standard = units.filter((unit) => unit.kind === 'standard');
  const large = units.filter((unit) => unit.kind === 'tall' || unit.kind === 'wide');
  const flatPacks = units.flatMap((unit) =>
    unit.kind === 'flat-pack' ? [packageOf([unit], unit.dimensionsIn)] : [],
  );
  return {
    ok: true,
    packages: [
      ...packClass(standard, STANDARD_BOX_CLASS),
      ...packClass(large, LARGE_BOX_CLASS),
      ...flatPacks,
    ],
  };
}

export type BoxItemForShipping = {
  readonly itemId: string;
  readonly quantity: number;
  readonly standardBoxes: number;
  readonly tallBoxes: number;
  readonly wideBoxes: number;
  /** The design's weight with doors and dividers; shared out over its boxes by their weight. */
  readonly totalWeightLb: number;
};

/**
 * `totalTenths` shared out in proportion to `shares`, in whole tenths (or any whole unit) that add
 * up to it exactly: each share's tenths rounded down, then the tenths left over to the largest
 * remainders. The production sheet shares a design's weight over its boards the same way.
 */
export function shareTenths(totalTenths: number, shares: readonly number[]): number[] {
  const whole = shares.reduce((sum, share) => sum + share, 0);
  const exact = shares.map((share) => (whole > 0 ? (totalTenths * share) / whole : 0));
  const tenths = exact.map(Math.floor);
  let left = totalTenths - tenths.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    tenths[index]! += 1;
    left -= 1;
  }
  return tenths;
}

/**
 * The boxes of a box-design cart line, one unit per box per quantity. Doors and dividers are not
 * tracked per box, so the weight above the bare boxes is shared out in proportion to each box's
 * bare weight, in tenths of a pound: the units weigh the design's total exactly, so its parcels
 * add up to the weight the design shows.
 */
export function boxItemShippingUnits(item: BoxItemForShipping): readonly ShippingUnit[] {
  const kinds: ('standard' | 'tall' | 'wide')[] = [
    ...Array<'standard'>(item.standardBoxes).fill('standard'),
    ...Array<'tall'>(item.tallBoxes).fill('tall'),
    ...Array<'wide'>(item.wideBoxes).fill('wide'),
  ];
  const bare = kinds.map((kind) => BARE_BOX_WEIGHT_LB[kind]);
  const bareLb = bare.reduce((sum, weight) => sum + weight, 0);
  const totalLb = Number.isFinite(item.totalWeightLb) ? item.totalWeightLb : 0;
  const totalTenths = tenthsOf(Math.max(totalLb, bareLb));
  const shares = shareTenths(totalTenths, bare);
  const design = kinds.map((kind, index): ShippingUnit => ({
    kind,
    itemId: item.itemId,
    weightLb: shares[index]! / 10,
  }));
  return Array.from({ length: item.quantity }, () => design).flat();
}

export type InchItemForShipping = {
  readonly itemId: string;
  readonly quantity: number;
  readonly widthIn: number;
  readonly heightIn: number;
  readonly depthIn: number;
  readonly weightLb: number;
};

/** Height of one flat-pack carton: a stack of 3/4 in boards with padding. */
export const FLAT_PACK_HEIGHT_IN = 6;
/** Padding on each side of the largest board. */
export const FLAT_PACK_MARGIN_IN = 1;

/**
 * An inch design ships flat, its boards in as few cartons of at most 50 lb as its weight needs,
 * each carton as long and wide as its largest board (the back, width × height) plus padding.
 * The spec packs only boxes; this makes inch designs quotable without inventing a box layout.
 */
export function inchItemShippingUnits(item: InchItemForShipping): readonly ShippingUnit[] {
  const totalTenths = tenthsOf(item.weightLb);
  const cartons = Math.max(1, Math.ceil(totalTenths / tenthsOf(MAX_PACKAGE_WEIGHT_LB)));
  const longSideIn = Math.max(item.widthIn, item.heightIn, item.depthIn);
  const shortSideIn = Math.max(Math.min(item.widthIn, item.heightIn), item.depthIn);
  const dimensionsIn: PackageDimensionsIn = {
    lengthIn: Math.ceil(longSideIn) + 2 * FLAT_PACK_MARGIN_IN,
    widthIn: Math.ceil(shortSideIn) + 2 * FLAT_PACK_MARGIN_IN,
    heightIn: FLAT_PACK_HEIGHT_IN,
  };
  // Share the tenths out evenly, so the cartons differ by at most 0.1 lb and add up exactly.
  const design = shareTenths(totalTenths, Array<number>(cartons).fill(1)).map(
    (tenths): ShippingUnit => ({
      kind: 'flat-pack',
      itemId: item.itemId,
      weightLb: tenths / 10,
      dimensionsIn,
    }),
  );
  return Array.from({ length: item.quantity }, () => design).flat();
}
