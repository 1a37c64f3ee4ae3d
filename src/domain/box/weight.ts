import { exhaustiveSwitchError } from './assert.ts';
import { boxTypeOf } from './model.ts';
import type { BoxDesign } from './model.ts';

/** Pounds (docs/rules/configurators.md). */
export const BOX_WEIGHTS_LB = {
  standardBox: 11.3,
  tallBox: 18.8,
  wideBox: 18,
  solidDoor: 3,
  tallSingleDoor: 6,
  glassDoor: 0,
  doubleDoor: 6,
  divider: 2.5,
  tallDivider: 5,
  wideDivider: 5,
  /** Not in the spec: a drawer's front, box and runners, as the inch configurator's drawer hardware. */
  drawer: 7,
} as const;

/** The counts a cart item's details carry, and the weight and price are figured from. */
export interface BoxComponentCounts {
  readonly standardBox: number;
  readonly tallBox: number;
  readonly wideBox: number;
  readonly singleDoor: number;
  readonly doubleDoor: number;
  readonly singleDivider: number;
  readonly doubleDivider: number;
  readonly drawer: number;
  readonly cableOpening: number;
}

/** The counts of an empty design. */
export const NO_COMPONENTS: BoxComponentCounts = {
  standardBox: 0,
  tallBox: 0,
  wideBox: 0,
  singleDoor: 0,
  doubleDoor: 0,
  singleDivider: 0,
  doubleDivider: 0,
  drawer: 0,
  cableOpening: 0,
};

export function boxComponentCounts(design: BoxDesign): BoxComponentCounts {
  const counts: { -readonly [Part in keyof BoxComponentCounts]: number } = { ...NO_COMPONENTS };
  for (const box of design) {
    const type = boxTypeOf(box);
    switch (type) {
      case 'standard':
        counts.standardBox++;
        break;
      case 'wide':
        counts.wideBox++;
        break;
      case 'double-stack':
        counts.tallBox++;
        break;
      default:
        exhaustiveSwitchError(type);
    }
    for (const component of box.components) {
      const modification = component.modification;
      if (modification.cableOpening === true) counts.cableOpening++;
      switch (modification.type) {
        case 'open':
          break;
        case 'open-single-divider':
        case 'single-divider':
          counts.singleDivider++;
          break;
        case 'double-divider':
          counts.doubleDivider++;
          break;
        case 'door':
          counts.singleDoor++;
          break;
        case 'double-door':
          counts.doubleDoor++;
          break;
        case 'drawer':
          counts.drawer++;
          break;
        default:
          exhaustiveSwitchError(modification.type);
      }
    }
  }
  return counts;
}

/**
 * Total weight in pounds, to one decimal. Counts do not say which box holds a door or divider, so
 * single doors are weighed at the tall-box share of tall doors, and single dividers at the wide-box
 * share of wide dividers. A double divider weighs as a tall divider, the weight of two dividers.
 */
export function boxDesignWeightLb(counts: BoxComponentCounts): number {
  const w = BOX_WEIGHTS_LB;
  const boxes = counts.standardBox + counts.tallBox + counts.wideBox;
  const tallShare = boxes === 0 ? 0 : counts.tallBox / boxes;
  const wideShare = boxes === 0 ? 0 : counts.wideBox / boxes;
  const total =
    counts.standardBox * w.standardBox +
    counts.tallBox * w.tallBox +
    counts.wideBox * w.wideBox +
    counts.singleDoor * (tallShare * w.tallSingleDoor + (1 - tallShare) * w.solidDoor) +
    counts.doubleDoor * w.doubleDoor +
    counts.singleDivider * (wideShare * w.wideDivider + (1 - wideShare) * w.divider) +
    counts.doubleDivider * w.tallDivider +
    counts.drawer * w.drawer;
  return Math.round(total * 10) / 10;
}
