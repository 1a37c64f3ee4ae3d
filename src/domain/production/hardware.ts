import { designBoundsIn } from '../box/geometry.ts';
import { footprintOf } from '../box/layout.ts';
import type { Footprint } from '../box/layout.ts';
import type { BoxDesign } from '../box/model.ts';
import type { Design } from '../design/model.ts';
import { inchSupport } from '../inch/model.ts';
import { displayedHeightIn } from '../inch/segments.ts';
import type { CutPart, CutPiece } from './pieces.ts';

// The fittings the workshop packs with a piece, counted from the boards it cuts and the design's
// shape. The rules are the workshop's; each number below is one rule.

/**
 * Two hinges a door leaf (a single door is one leaf, a pair two). The usual third hinge comes at
 * about 40 in; the tallest leaf the shop makes is a tall box's 28 in door.
 */
export const HINGES_PER_DOOR_LEAF = 2;
/** A drawer runs on one pair of runners. */
export const RUNNER_PAIRS_PER_DRAWER = 1;
/**
 * A cell box's dividers and shelves are loose: each rests on four pins, one at each corner, and can
 * be moved. An inch unit's shelves are fixed like its top and bottom, its partitions slide into
 * grooves, so it takes no pins.
 */
export const SHELF_PINS_PER_LOOSE_SHELF = 4;
/**
 * A top, a bottom or a fixed shelf meets a side at each end: two joints, each held by two cam
 * locks, one near the front edge and one near the back.
 */
export const JOINTS_PER_FIXED_BOARD = 2;
export const CAM_LOCKS_PER_JOINT = 2;
/** Two cells that touch, side by side or one on the other, are bolted together with two bolts. */
export const CONNECTOR_BOLTS_PER_SHARED_FACE = 2;
/** A piece that stands taller than this is anchored to the wall so it cannot tip over. */
export const TIP_RESTRAINT_ABOVE_IN = 27;
export const TIP_RESTRAINTS_PER_UNIT = 1;

/** The fittings of a piece or of several, by kind. */
export type Hardware = {
  readonly hinges: number;
  readonly drawerRunnerPairs: number;
  readonly shelfPins: number;
  readonly camLocks: number;
  readonly connectorBolts: number;
  readonly tipRestraints: number;
  readonly legs: number;
  readonly plinths: number;
};

export const NO_HARDWARE: Hardware = {
  hinges: 0,
  drawerRunnerPairs: 0,
  shelfPins: 0,
  camLocks: 0,
  connectorBolts: 0,
  tipRestraints: 0,
  legs: 0,
  plinths: 0,
};

/** The workshop's words for each fitting, in the order a sheet lists them. */
export const HARDWARE_NAMES: Readonly<Record<keyof Hardware, string>> = {
  hinges: 'Hinges',
  drawerRunnerPairs: 'Drawer runners (pairs)',
  shelfPins: 'Shelf pins',
  camLocks: 'Cam locks',
  connectorBolts: 'Connector bolts',
  tipRestraints: 'Wall anchoring tip restraints',
  legs: 'Legs',
  plinths: 'Plinths',
};

/** Fittings with each kind's count given by one rule. */
function hardwareOf(count: (kind: keyof Hardware) => number): Hardware {
  return {
    hinges: count('hinges'),
    drawerRunnerPairs: count('drawerRunnerPairs'),
    shelfPins: count('shelfPins'),
    camLocks: count('camLocks'),
    connectorBolts: count('connectorBolts'),
    tipRestraints: count('tipRestraints'),
    legs: count('legs'),
    plinths: count('plinths'),
  };
}

export function addHardware(a: Hardware, b: Hardware): Hardware {
  return hardwareOf((kind) => a[kind] + b[kind]);
}

export function hardwareTimes(hardware: Hardware, quantity: number): Hardware {
  return hardwareOf((kind) => hardware[kind] * quantity);
}

/** How tall the piece stands: a cell design's stacked boxes, an inch unit with its legs or plinth. */
export function standingHeightIn(design: Design): number {
  return design.kind === 'inch'
    ? displayedHeightIn(design.config) + design.config.verticalOffsetIn
    : designBoundsIn(design.boxes).heightIn;
}

/** Overlap of two spans, positive when they share more than a point. */
function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

function touch(a: Footprint, b: Footprint): boolean {
  const sideBySide =
    (a.x1In === b.x0In || b.x1In === a.x0In) && overlap(a.level0, a.level1, b.level0, b.level1) > 0;
  const stacked =
    (a.level1 === b.level0 || b.level1 === a.level0) && overlap(a.x0In, a.x1In, b.x0In, b.x1In) > 0;
  return sideBySide || stacked;
}

/** Pairs of cells that touch, each pair once. */
export function touchingCellPairs(boxes: BoxDesign): number {
  const footprints = boxes.map(footprintOf);
  let pairs = 0;
  for (let i = 0; i < footprints.length; i += 1) {
    for (let j = i + 1; j < footprints.length; j += 1) {
      if (touch(footprints[i]!, footprints[j]!)) pairs += 1;
    }
  }
  return pairs;
}

/** The fittings one unit of a design takes, from the pieces cut for it. */
export function unitHardware(design: Design, pieces: readonly CutPiece[]): Hardware {
  const count = (...parts: readonly CutPart[]) =>
    pieces.filter((piece) => parts.includes(piece.part)).length;
  const fixedBoards =
    design.kind === 'inch' ? count('top', 'bottom', 'shelf') : count('top', 'bottom');
  const looseShelves = design.kind === 'inch' ? 0 : count('divider', 'shelf');
  const support = design.kind === 'inch' ? inchSupport(design.config) : { kind: 'floor' as const };
  return {
    hinges: count('door', 'door-leaf') * HINGES_PER_DOOR_LEAF,
    drawerRunnerPairs: count('drawer-front') * RUNNER_PAIRS_PER_DRAWER,
    shelfPins: looseShelves * SHELF_PINS_PER_LOOSE_SHELF,
    camLocks: fixedBoards * JOINTS_PER_FIXED_BOARD * CAM_LOCKS_PER_JOINT,
    connectorBolts:
      design.kind === 'inch'
        ? 0
        : touchingCellPairs(design.boxes) * CONNECTOR_BOLTS_PER_SHARED_FACE,
    tipRestraints: standingHeightIn(design) > TIP_RESTRAINT_ABOVE_IN ? TIP_RESTRAINTS_PER_UNIT : 0,
    legs: support.kind === 'legs' ? support.count : 0,
    plinths: support.kind === 'plinth' ? 1 : 0,
  };
}
