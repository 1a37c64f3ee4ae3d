import { effectiveFinish } from '../../../../domain/box/coloring.ts';
import {
  boxCenterMetres,
  designBoundsIn,
  inchesToMetres,
  PANEL_THICKNESS_IN,
} from '../../../../domain/box/geometry.ts';
import type { BoxConfiguration, BoxDesign, SceneState } from '../../../../domain/box/model.ts';

import type { PartFinish, Vec3 } from '../../../scene/finish.ts';

export { finishKey } from '../../../scene/finish.ts';
export type { PartFinish, Vec3 };

/** A board that does not move: carcass sides, top, bottom, back panel, dividers. */
export interface StaticPanel {
  readonly boxId: string;
  readonly kind: 'carcass' | 'back' | 'divider';
  readonly size: Vec3;
  readonly center: Vec3;
  readonly finish: PartFinish;
}

/** A front that opens: a door turns about its hinge edge (-1 left, +1 right), a drawer slides out. */
export interface MovingFront {
  readonly boxId: string;
  readonly kind: 'door' | 'drawer';
  readonly size: Vec3;
  /** Centre when closed. */
  readonly center: Vec3;
  readonly hingeSide: -1 | 1;
  readonly finish: PartFinish;
}

export interface CableOpening {
  readonly boxId: string;
  readonly center: Vec3;
  readonly radius: number;
}

export interface BoxBounds {
  readonly boxId: string;
  readonly gridPosition: string;
  readonly center: Vec3;
  readonly size: Vec3;
}

export interface SceneParts {
  readonly panels: StaticPanel[];
  readonly fronts: MovingFront[];
  readonly cableOpenings: CableOpening[];
  readonly boxes: BoxBounds[];
  /** Overall size in metres. */
  readonly size: Vec3;
}

export const THICKNESS_M = inchesToMetres(PANEL_THICKNESS_IN);
/** The shadow gap around a front, so neighbouring doors do not touch. */
const FRONT_GAP_M = 0.003;
export const DRAWER_SLIDE_M = 0.22;

function boxParts(
  box: BoxConfiguration,
  scene: SceneState,
  designWidthIn: number,
  out: SceneParts,
): void {
  const component = box.components[0];
  if (component === undefined) return;
  const c = boxCenterMetres(box, designWidthIn);
  const w = inchesToMetres(component.dimensions.widthIn);
  const h = inchesToMetres(component.dimensions.heightIn);
  const d = inchesToMetres(component.dimensions.depthIn);
  const t = THICKNESS_M;
  const finish = effectiveFinish(box, scene);
  const panel = (kind: StaticPanel['kind'], size: Vec3, center: Vec3, f: PartFinish = finish) =>
    out.panels.push({ boxId: box.id, kind, size, center, finish: f });

  panel('carcass', [w, t, d], [c.x, c.y - h / 2 + t / 2, c.z]);
  panel('carcass', [w, t, d], [c.x, c.y + h / 2 - t / 2, c.z]);
  panel('carcass', [t, h - 2 * t, d], [c.x - w / 2 + t / 2, c.y, c.z]);
  panel('carcass', [t, h - 2 * t, d], [c.x + w / 2 - t / 2, c.y, c.z]);
  out.boxes.push({
    boxId: box.id,
    gridPosition: box.gridPosition,
    center: [c.x, c.y, c.z],
    size: [w, h, d],
  });

  const modification = component.modification;
  const backZ = c.z - d / 2 + t / 2;
  if (scene.showBackPanel && modification.showBackPanel) {
    panel('back', [w - 2 * t, h - 2 * t, t], [c.x, c.y, backZ], {
      color: '#FFFFFF',
      texture: modification.backPanelTexture,
    });
  }
  const innerDepth = d - t;
  const innerZ = c.z + t / 2;
  if (
    modification.type === 'open-single-divider' ||
    modification.type === 'single-divider' ||
    modification.type === 'double-divider'
  ) {
    const count = modification.type === 'double-divider' ? 2 : 1;
    for (let i = 1; i <= count; i++) {
      if (modification.orientation === 'horizontal') {
        const y = c.y - h / 2 + t + ((h - 2 * t) * i) / (count + 1);
        panel('divider', [w - 2 * t, t, innerDepth], [c.x, y, innerZ]);
      } else {
        const x = c.x - w / 2 + t + ((w - 2 * t) * i) / (count + 1);
        panel('divider', [t, h - 2 * t, innerDepth], [x, c.y, innerZ]);
      }
    }
  }

  const frontZ = c.z + d / 2 + t / 2;
  const front = (kind: MovingFront['kind'], size: Vec3, center: Vec3, hingeSide: -1 | 1) =>
    out.fronts.push({ boxId: box.id, kind, size, center, hingeSide, finish });
  const fw = w - FRONT_GAP_M;
  const fh = h - FRONT_GAP_M;
  if (modification.type === 'door') {
    front('door', [fw, fh, t], [c.x, c.y, frontZ], -1);
  } else if (modification.type === 'double-door') {
    if (modification.orientation === 'horizontal') {
      const half = fh / 2 - FRONT_GAP_M / 2;
      front('door', [fw, half, t], [c.x, c.y + h / 4, frontZ], -1);
      front('door', [fw, half, t], [c.x, c.y - h / 4, frontZ], -1);
    } else {
      const half = fw / 2 - FRONT_GAP_M / 2;
      front('door', [half, fh, t], [c.x - w / 4, c.y, frontZ], -1);
      front('door', [half, fh, t], [c.x + w / 4, c.y, frontZ], 1);
    }
  } else if (modification.type === 'drawer') {
    front('drawer', [fw, fh, t], [c.x, c.y, frontZ], -1);
  }
  if (modification.cableOpening === true) {
    out.cableOpenings.push({
      boxId: box.id,
      center: [c.x, c.y - h / 2 + t + 0.06, backZ + t / 2 + 0.001],
      radius: 0.03,
    });
  }
}

/** Everything the scene draws for a design, in metres, the design centred left to right. */
export function sceneParts(design: BoxDesign, scene: SceneState): SceneParts {
  const bounds = designBoundsIn(design);
  const parts: SceneParts = {
    panels: [],
    fronts: [],
    cableOpenings: [],
    boxes: [],
    size: [
      inchesToMetres(bounds.widthIn),
      inchesToMetres(bounds.heightIn),
      inchesToMetres(bounds.depthIn),
    ],
  };
  for (const box of design) boxParts(box, scene, bounds.widthIn, parts);
  return parts;
}
