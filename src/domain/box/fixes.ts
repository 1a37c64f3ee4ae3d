import { indexDesign, overlapIn } from './layout.ts';
import type { BoxDesign, BoxType, DesignType } from './model.ts';
import { boxTypeOf, DESIGN_TYPES } from './model.ts';
import { allowedBoxTypes, canAddOnTop, validateDesign } from './placement.ts';
import type { PlacementContext } from './placement.ts';

// One-click fixes offered beside a refused add or removal (docs/rules/configurators.md): what the
// customer most likely wanted, done in one step that Undo reverses.

/**
 * The box and every box that rests on it, directly or through others: what must go for it to go.
 * Nothing when the box is not in the design.
 */
export function boxWithBoxesAbove(design: BoxDesign, boxId: string): readonly string[] {
  const index = indexDesign(design);
  const start = index.byId.get(boxId);
  if (start === undefined) return [];
  const taken = new Map([[boxId, start]]);
  const queue = [start];
  for (let placed = queue.shift(); placed !== undefined; placed = queue.shift()) {
    const { x0In, x1In, level1 } = placed.footprint;
    for (const above of index.restingAt.get(level1) ?? []) {
      if (taken.has(above.box.id)) continue;
      if (overlapIn(x0In, x1In, above.footprint.x0In, above.footprint.x1In) <= 0) continue;
      taken.set(above.box.id, above);
      queue.push(above);
    }
  }
  return [...taken.keys()];
}

export interface RemovalFix {
  /** The boxes above the one to remove, which go with it. */
  readonly aboveCount: number;
  readonly design: BoxDesign;
}

/**
 * Removing a box together with the boxes it holds up, when what is left obeys every rule; null
 * when nothing rests on it or the rest would break a rule.
 */
export function removalWithBoxesAbove(
  design: BoxDesign,
  boxId: string,
  ctx: PlacementContext,
): RemovalFix | null {
  const going = new Set(boxWithBoxesAbove(design, boxId));
  if (going.size < 2) return null;
  const remaining = design.filter((box) => !going.has(box.id));
  if (validateDesign(remaining, ctx).length > 0) return null;
  return { aboveCount: going.size - 1, design: remaining };
}

/**
 * Another design type that keeps this design as it is and takes a box on top of this one: the
 * first in the shop's order that offers every box type in it and whose rules the whole design
 * obeys. Null when there is none.
 */
export function designTypeAllowingTop(
  design: BoxDesign,
  boxId: string,
  boxType: BoxType,
  ctx: PlacementContext,
): DesignType | null {
  for (const designType of DESIGN_TYPES) {
    if (designType === ctx.designType) continue;
    const other = { designType, rules: ctx.rules };
    const offered = allowedBoxTypes(other);
    if (!design.every((box) => offered.includes(boxTypeOf(box)))) continue;
    if (!canAddOnTop(design, boxId, boxType, other).ok) continue;
    if (validateDesign(design, other).length > 0) continue;
    return designType;
  }
  return null;
}
