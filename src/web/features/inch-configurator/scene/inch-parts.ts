import { isTexture } from '../../../../domain/box/finish.ts';
import { FLOOR_GAP_IN, inchesToMetres, WALL_GAP_IN } from '../../../../domain/box/geometry.ts';
import {
  BIRCH_BACK_PANEL_COLOR,
  BOARD_THICKNESS_IN,
  inchSupport,
} from '../../../../domain/inch/model.ts';
import type { InchConfig, InchStyle } from '../../../../domain/inch/model.ts';
import {
  displayedHeightIn,
  inchRows,
  segmentOpeningWidthIn,
} from '../../../../domain/inch/segments.ts';

import type { PartFinish, Vec3 } from '../../../scene/finish.ts';

// Everything the 3D view draws for an inch design, in metres: x across the unit (centred),
// y up from the floor, z out from the wall. Pure, so it is tested without a canvas.

export { finishKey } from '../../../scene/finish.ts';
export type { PartFinish, Vec3 };

/** A board that does not move: sides, top, bottom, shelves, partitions, the back. */
export type InchBoard = {
  readonly kind: 'carcass' | 'partition' | 'back';
  readonly size: Vec3;
  readonly center: Vec3;
  readonly finish: PartFinish;
};

/** A front that opens: a door turns about its hinge edge (-1 left, +1 right), a drawer slides out. */
export type InchFront = {
  readonly kind: 'door' | 'drawer';
  readonly rowIndex: number;
  readonly segmentIndex: number;
  readonly size: Vec3;
  /** Centre when closed. */
  readonly center: Vec3;
  readonly hingeSide: -1 | 1;
  readonly finish: PartFinish;
  /** Where its knob or pull sits, relative to the front's centre (classic knobs, modern pulls). */
  readonly grip: Vec3;
  /** How far a drawer slides out. */
  readonly travel: number;
  /** A drawer's box behind its front: size, and centre relative to the front's centre. */
  readonly body: { readonly size: Vec3; readonly offset: Vec3 } | null;
};

/** A round cable opening: in the back behind a segment (through z) or in a partition (through x). */
export type CableHole = {
  readonly center: Vec3;
  readonly radius: number;
  readonly axis: 'x' | 'z';
};

/** A segment's opening, for picking it with the pointer. */
export type SegmentBounds = {
  readonly rowIndex: number;
  readonly segmentIndex: number;
  readonly center: Vec3;
  readonly size: Vec3;
};

/** A leg (modern) or the plinth (classic) between the floor and the unit. */
export type Support = {
  readonly kind: 'leg' | 'plinth';
  readonly size: Vec3;
  readonly center: Vec3;
};

export type InchParts = {
  readonly boards: InchBoard[];
  readonly fronts: InchFront[];
  readonly cableHoles: CableHole[];
  readonly segments: SegmentBounds[];
  readonly supports: Support[];
  readonly style: InchStyle;
  /** The unit's size in metres, legs or plinth included in the height. */
  readonly size: Vec3;
};

export const INCH_BOARD_M = inchesToMetres(BOARD_THICKNESS_IN);
/** Backs are thinner than the carcass: quarter-inch birch ply. */
export const BACK_PANEL_M = inchesToMetres(0.25);
/** The shadow gap around a front, so neighbouring fronts do not touch. */
const FRONT_GAP_M = 0.003;
const CABLE_HOLE_RADIUS_M = inchesToMetres(1.25);
/** A modern leg: a slim square steel post set in from the corners. */
const LEG_M = inchesToMetres(1.25);
const LEG_INSET_M = inchesToMetres(1.5);
/** A classic plinth stands back from the front and sides. */
const PLINTH_INSET_M = inchesToMetres(1.5);
/** Room left around a drawer box inside its opening. */
const DRAWER_CLEARANCE_M = inchesToMetres(0.5);

/** The carcass finish: the veneer when one is chosen, else the colour. */
export function carcassFinish(config: InchConfig): PartFinish {
  const texture =
    config.selectedTexture !== undefined && isTexture(config.selectedTexture)
      ? config.selectedTexture
      : null;
  return { color: config.color, texture };
}

/** Fronts are always the colour: with a veneer carcass they are coloured laminate against wood. */
export function frontFinish(config: InchConfig): PartFinish {
  return { color: config.color, texture: null };
}

function backFinish(config: InchConfig): PartFinish {
  return config.backPanelSolidColor
    ? carcassFinish(config)
    : { color: BIRCH_BACK_PANEL_COLOR, texture: 'birch' };
}

function supportsOf(
  config: InchConfig,
  widthM: number,
  depthM: number,
  backM: number,
  floorM: number,
): Support[] {
  const support = inchSupport(config);
  if (support.kind === 'floor') return [];
  const offsetM = inchesToMetres(support.heightIn);
  const y = floorM + offsetM / 2;
  if (support.kind === 'plinth') {
    return [
      {
        kind: 'plinth',
        size: [widthM - 2 * PLINTH_INSET_M, offsetM, depthM - PLINTH_INSET_M],
        center: [0, y, backM + (depthM - PLINTH_INSET_M) / 2],
      },
    ];
  }
  // Six legs put a middle pair under the unit.
  const xs =
    support.count === 6
      ? [-widthM / 2 + LEG_INSET_M, 0, widthM / 2 - LEG_INSET_M]
      : [-widthM / 2 + LEG_INSET_M, widthM / 2 - LEG_INSET_M];
  const zs = [backM + LEG_INSET_M, backM + depthM - LEG_INSET_M];
  return xs.flatMap((x) =>
    zs.map((z): Support => ({ kind: 'leg', size: [LEG_M, offsetM, LEG_M], center: [x, y, z] })),
  );
}

/**
 * The unit as it is built: sides at full height, the bottom, shelves and top between them, a
 * partition between the segments of each row, the back behind, fronts on the doors and drawers.
 * Classic fronts sit inside their openings with the plywood edges around them showing; modern
 * fronts lay over the edges and meet with a shadow gap.
 */
export function inchParts(config: InchConfig): InchParts {
  const t = INCH_BOARD_M;
  const widthM = inchesToMetres(config.widthIn);
  const depthM = inchesToMetres(config.depthIn);
  const heightM = inchesToMetres(displayedHeightIn(config));
  const backM = inchesToMetres(WALL_GAP_IN) + (config.backPanelEnabled ? BACK_PANEL_M : 0);
  const floorM = inchesToMetres(FLOOR_GAP_IN);
  const baseM = floorM + inchesToMetres(config.verticalOffsetIn);
  const left = -widthM / 2;
  const midZ = backM + depthM / 2;
  const carcass = carcassFinish(config);
  const fronts = frontFinish(config);
  const rows = inchRows(config);
  const openingM = inchesToMetres(segmentOpeningWidthIn(config));
  const modern = config.style === 'modern';

  const parts: InchParts = {
    boards: [],
    fronts: [],
    cableHoles: [],
    segments: [],
    supports: supportsOf(config, widthM, depthM, backM, floorM),
    style: config.style,
    size: [widthM, baseM + heightM, depthM + backM],
  };
  const board = (kind: InchBoard['kind'], size: Vec3, center: Vec3, finish = carcass) =>
    parts.boards.push({ kind, size, center, finish });

  board('carcass', [t, heightM, depthM], [left + t / 2, baseM + heightM / 2, midZ]);
  board('carcass', [t, heightM, depthM], [-left - t / 2, baseM + heightM / 2, midZ]);
  if (config.backPanelEnabled) {
    board(
      'back',
      [widthM, heightM, BACK_PANEL_M],
      [0, baseM + heightM / 2, backM - BACK_PANEL_M / 2],
      backFinish(config),
    );
  }

  let y = baseM;
  const innerWidth = widthM - 2 * t;
  board('carcass', [innerWidth, t, depthM], [0, y + t / 2, midZ]);
  y += t;
  for (const row of rows) {
    const rowM = inchesToMetres(row.heightIn);
    const rowMid = y + rowM / 2;
    row.segments.forEach((segment, index) => {
      const x0 = left + t + index * (openingM + t);
      const cx = x0 + openingM / 2;
      parts.segments.push({
        rowIndex: segment.rowIndex,
        segmentIndex: segment.segmentIndex,
        center: [cx, rowMid, midZ],
        size: [openingM, rowM, depthM],
      });
      if (index > 0) {
        board('partition', [t, rowM, depthM], [x0 - t / 2, rowMid, midZ]);
        if (row.partitionCableOpenings[index - 1] === true) {
          parts.cableHoles.push({
            center: [x0 - t / 2, y + inchesToMetres(2.5), backM + inchesToMetres(2.5)],
            radius: CABLE_HOLE_RADIUS_M,
            axis: 'x',
          });
        }
      }
      if (segment.cableOpening && config.backPanelEnabled) {
        parts.cableHoles.push({
          center: [cx, y + inchesToMetres(3), backM - BACK_PANEL_M / 2],
          radius: CABLE_HOLE_RADIUS_M,
          axis: 'z',
        });
      }
      if (segment.type === 'open') return;
      // Classic: inside the opening, flush with the carcass. Modern: over half of each edge.
      const w = (modern ? openingM + t : openingM) - FRONT_GAP_M;
      const h = (modern ? rowM + t : rowM) - FRONT_GAP_M;
      const z = modern ? backM + depthM + t / 2 : backM + depthM - t / 2;
      const knobOffset = modern ? 0 : inchesToMetres(1.5);
      const drawerDepthM = depthM - t - inchesToMetres(1) - (modern ? 0 : t);
      const front = (
        kind: InchFront['kind'],
        width: number,
        centerX: number,
        hingeSide: -1 | 1,
        grip: Vec3,
      ) =>
        parts.fronts.push({
          kind,
          rowIndex: segment.rowIndex,
          segmentIndex: segment.segmentIndex,
          size: [width, h, t],
          center: [centerX, rowMid, z],
          hingeSide,
          finish: fronts,
          grip,
          travel: depthM * 0.75,
          body:
            kind === 'drawer'
              ? {
                  size: [openingM - 2 * DRAWER_CLEARANCE_M, rowM * 0.7, drawerDepthM],
                  offset: [0, -rowM * 0.15, -(t / 2 + drawerDepthM / 2)],
                }
              : null,
        });
      // Modern pulls are a slot along the top edge; classic knobs sit near the opening edge.
      const pullY = h / 2 - inchesToMetres(0.5);
      if (segment.type === 'drawer') {
        front('drawer', w, cx, -1, modern ? [0, pullY, 0] : [0, inchesToMetres(1), 0]);
      } else if (segment.type === 'door') {
        // A door hinges on the side nearer the unit's end, and opens towards the middle.
        const hinge: -1 | 1 = cx < 0 ? -1 : 1;
        const gripX = -hinge * (w / 2 - knobOffset);
        front(
          'door',
          w,
          cx,
          hinge,
          modern ? [-hinge * (w / 2 - inchesToMetres(3)), pullY, 0] : [gripX, 0, 0],
        );
      } else {
        const half = w / 2 - FRONT_GAP_M / 2;
        const quarter = (w + FRONT_GAP_M) / 4;
        const leftGrip: Vec3 = modern
          ? [half / 2 - inchesToMetres(3), pullY, 0]
          : [half / 2 - knobOffset, 0, 0];
        const rightGrip: Vec3 = [-leftGrip[0], leftGrip[1], 0];
        front('door', half, cx - quarter, -1, leftGrip);
        front('door', half, cx + quarter, 1, rightGrip);
      }
    });
    y += rowM;
    board('carcass', [innerWidth, t, depthM], [0, y + t / 2, midZ]);
    y += t;
  }
  return parts;
}
