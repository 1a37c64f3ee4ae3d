import { boxComponentCounts } from '../box/weight.ts';
import { designWeightLb } from '../design/facts.ts';
import type { Design } from '../design/model.ts';
import { displayedHeightIn } from '../inch/segments.ts';
import { boxItemShippingUnits, inchItemShippingUnits, packShipment } from '../shipping/packing.ts';
import type { Package, PackingResult, ShippingUnit } from '../shipping/packing.ts';

/** A line of a cart or order as the shipment sees it. */
export type ShipmentLine = {
  readonly itemId: string;
  readonly design: Design;
  readonly quantity: number;
};

/**
 * What a line ships as: each box of a cell design (its weight shared out from the design's
 * weight with doors and dividers), or the flat-pack cartons of an inch design, times the quantity.
 */
export function designShippingUnits(line: ShipmentLine): readonly ShippingUnit[] {
  const { design } = line;
  const weightLb = designWeightLb(design);
  if (design.kind === 'inch') {
    return inchItemShippingUnits({
      itemId: line.itemId,
      quantity: line.quantity,
      widthIn: design.config.widthIn,
      heightIn: displayedHeightIn(design.config),
      depthIn: design.config.depthIn,
      weightLb,
    });
  }
  const counts = boxComponentCounts(design.boxes);
  return boxItemShippingUnits({
    itemId: line.itemId,
    quantity: line.quantity,
    standardBoxes: counts.standardBox,
    tallBoxes: counts.tallBox,
    wideBoxes: counts.wideBox,
    totalWeightLb: weightLb,
  });
}

/** The parcels a cart or order ships in: every line's units, packed together. */
export function packLines(lines: readonly ShipmentLine[]): PackingResult {
  return packShipment(lines.flatMap(designShippingUnits));
}

/**
 * The parcels one of a design ships in, as checkout would pack it alone; none for a design no
 * parcel can carry (a unit over 50 lb), which checkout explains when it is ordered.
 */
export function designParcels(design: Design): readonly Package[] {
  const packed = packLines([{ itemId: 'design', design, quantity: 1 }]);
  return packed.ok ? packed.packages : [];
}
