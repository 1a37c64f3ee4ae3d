import { assert, exhaustiveSwitchError } from './assert.ts';
import {
  BOX_PRESETS,
  DEFAULT_MODIFICATION,
  GRID_COLUMN_WIDTH_IN,
  GRID_LEVEL_HEIGHT_IN,
} from './model.ts';
import type {
  BoxConfiguration,
  BoxDesign,
  BoxType,
  ComponentIds,
  ComponentKind,
  DimensionsIn,
  Modification,
  PointIn,
} from './model.ts';

export const METRES_PER_INCH = 0.0254;
/** Panels are 12.7 mm boards: exactly half an inch. */
export const PANEL_THICKNESS_IN = 12.7 / 1000 / METRES_PER_INCH;
/** The scene keeps boxes a hair off the floor and the wall so the faces do not z-fight. */
export const FLOOR_GAP_IN = 0.25;
export const WALL_GAP_IN = 0.25;

export function inchesToMetres(lengthIn: number): number {
  return lengthIn * METRES_PER_INCH;
}

/** A grid cell: column from the left starting at 1, level from the floor starting at 0. */
export interface GridCell {
  readonly column: number;
  readonly level: number;
}

const ROW_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** docs/rules/configurators.md: row letter for the level (A on the floor), then the column number. */
export function gridPosition(cell: GridCell): string {
  const letter = ROW_LETTERS[cell.level];
  assert(letter !== undefined, `level ${cell.level} has a row letter`);
  assert(Number.isInteger(cell.column) && cell.column >= 1, `column ${cell.column} is 1 or more`);
  return `${letter}${cell.column}`;
}

export function parseGridPosition(position: string): GridCell | null {
  const match = /^([A-Z])([1-9][0-9]*)$/.exec(position);
  if (match === null) return null;
  const [, letter = '', digits = ''] = match;
  return { level: ROW_LETTERS.indexOf(letter), column: Number(digits) };
}

export function cellPositionIn(cell: GridCell): PointIn {
  return {
    x: (cell.column - 1) * GRID_COLUMN_WIDTH_IN,
    y: cell.level * GRID_LEVEL_HEIGHT_IN,
    z: 0,
  };
}

export function cellOfBox(box: BoxConfiguration): GridCell {
  return {
    column: Math.round(box.position.x / GRID_COLUMN_WIDTH_IN) + 1,
    level: box.verticalLevel,
  };
}

export function presetDimensions(type: BoxType): DimensionsIn {
  const { widthIn, heightIn, depthIn } = BOX_PRESETS[type];
  return { widthIn, heightIn, depthIn };
}

/** Ids are serial so that the same actions always give the same ids (no randomness in the domain). */
export function boxIdFor(serial: number): string {
  return `box-${serial}`;
}

export function stackIdFor(serial: number): string {
  return `stack-${serial}`;
}

function serialOf(id: string, prefix: string): number {
  if (!id.startsWith(prefix)) return 0;
  const serial = Number(id.slice(prefix.length));
  return Number.isInteger(serial) && serial > 0 ? serial : 0;
}

/** The next unused box serial; ids of removed boxes may come back, which keys never notice. */
export function nextBoxSerial(design: BoxDesign): number {
  let highest = 0;
  for (const box of design) highest = Math.max(highest, serialOf(box.id, 'box-'));
  return highest + 1;
}

export function nextStackSerial(design: BoxDesign): number {
  let highest = 0;
  for (const box of design) highest = Math.max(highest, serialOf(box.stackId, 'stack-'));
  return highest + 1;
}

export function componentId(boxId: string, kind: ComponentKind, part: string): string {
  return `${boxId}/${kind}/${part}`;
}

/** Ids of the parts a modification adds to a box: doors, drawer fronts and dividers. */
export function modificationPartIds(boxId: string, modification: Modification): string[] {
  switch (modification.type) {
    case 'open':
      return [];
    case 'open-single-divider':
    case 'single-divider':
      return [componentId(boxId, 'DIV', '1')];
    case 'double-divider':
      return [componentId(boxId, 'DIV', '1'), componentId(boxId, 'DIV', '2')];
    case 'door':
      return [componentId(boxId, 'DOOR', '1')];
    case 'double-door':
      return [componentId(boxId, 'DOOR', '1'), componentId(boxId, 'DOOR', '2')];
    case 'drawer':
      return [componentId(boxId, 'DRAWER', '1')];
    default:
      return exhaustiveSwitchError(modification.type);
  }
}

export function hasDivider(modification: Modification): boolean {
  return (
    modification.type === 'open-single-divider' ||
    modification.type === 'single-divider' ||
    modification.type === 'double-divider'
  );
}

export function componentIdsFor(boxId: string, modification: Modification): ComponentIds {
  return {
    horizontalPanels: {
      top: componentId(boxId, 'HPANEL', 'top'),
      bottom: componentId(boxId, 'HPANEL', 'bottom'),
    },
    verticalPanels: {
      left: componentId(boxId, 'VPANEL', 'left'),
      right: componentId(boxId, 'VPANEL', 'right'),
    },
    backPanel: componentId(boxId, 'BPANEL', 'back'),
    modifications: modificationPartIds(boxId, modification),
  };
}

export interface NewBoxIds {
  readonly id: string;
  readonly stackId: string;
}

export function createBox(
  type: BoxType,
  cell: GridCell,
  ids: NewBoxIds,
  modification: Modification = DEFAULT_MODIFICATION,
): BoxConfiguration {
  const position = cellPositionIn(cell);
  const grid = gridPosition(cell);
  return {
    id: ids.id,
    position,
    stackId: ids.stackId,
    verticalLevel: cell.level,
    gridPosition: grid,
    uniqueId: `${ids.id}-${type}-${grid}`,
    components: [
      {
        position,
        dimensions: presetDimensions(type),
        hasDivider: hasDivider(modification),
        boxType: type,
        gridPosition: grid,
        uniqueId: `${ids.id}-${type}-${grid}/0`,
        componentIds: componentIdsFor(ids.id, modification),
        modification,
      },
    ],
  };
}

export interface BoundsIn {
  readonly widthIn: number;
  readonly heightIn: number;
  readonly depthIn: number;
}

export function designBoundsIn(design: BoxDesign): BoundsIn {
  let right = 0;
  let top = 0;
  let depth = 0;
  for (const box of design) {
    for (const component of box.components) {
      right = Math.max(right, component.position.x + component.dimensions.widthIn);
      top = Math.max(top, component.position.y + component.dimensions.heightIn);
      depth = Math.max(depth, component.position.z + component.dimensions.depthIn);
    }
  }
  return { widthIn: right, heightIn: top, depthIn: depth };
}

/** Centre of the design in inches, for the camera to aim at. */
export function designCenterIn(design: BoxDesign): PointIn {
  const bounds = designBoundsIn(design);
  return { x: bounds.widthIn / 2, y: bounds.heightIn / 2, z: bounds.depthIn / 2 };
}

/**
 * Where the scene draws a box: its centre in metres, with the design centred left to right, resting
 * on the floor gap and standing off the wall by the wall gap.
 */
export function boxCenterMetres(
  box: BoxConfiguration,
  designWidthIn: number,
): { x: number; y: number; z: number } {
  const component = box.components[0];
  assert(component !== undefined, `box ${box.id} has a component`);
  const { widthIn, heightIn, depthIn } = component.dimensions;
  return {
    x: inchesToMetres(box.position.x + widthIn / 2 - designWidthIn / 2),
    y: inchesToMetres(box.position.y + heightIn / 2 + FLOOR_GAP_IN),
    z: inchesToMetres(box.position.z + depthIn / 2 + WALL_GAP_IN),
  };
}
