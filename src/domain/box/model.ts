import { DEFAULT_BACK_PANEL_TEXTURE, DEFAULT_COLOR } from './finish.ts';
import type { Texture } from './finish.ts';
import { assert } from './assert.ts';

export type BoxType = 'standard' | 'wide' | 'double-stack';

export const BOX_TYPES: readonly BoxType[] = ['standard', 'wide', 'double-stack'];

/** One grid column is the width of a standard box; one level is the height of a standard box. */
export const GRID_COLUMN_WIDTH_IN = 13;
export const GRID_LEVEL_HEIGHT_IN = 14;

export interface BoxPreset {
  readonly type: BoxType;
  readonly label: string;
  readonly widthIn: number;
  readonly heightIn: number;
  readonly depthIn: number;
  /** Grid cells the box spans: columns to the right, levels upwards. */
  readonly columns: number;
  readonly levels: number;
}

export const BOX_PRESETS: Readonly<Record<BoxType, BoxPreset>> = {
  standard: {
    type: 'standard',
    label: 'Standard Box',
    widthIn: 13,
    heightIn: 14,
    depthIn: 14,
    columns: 1,
    levels: 1,
  },
  wide: {
    type: 'wide',
    label: 'Wide Box',
    widthIn: 26,
    heightIn: 14,
    depthIn: 14,
    columns: 2,
    levels: 1,
  },
  'double-stack': {
    type: 'double-stack',
    label: 'Double Stack',
    widthIn: 13,
    heightIn: 28,
    depthIn: 14,
    columns: 1,
    levels: 2,
  },
};

export const DEFAULT_BOX_TYPE: BoxType = 'standard';

/**
 * What fills a box's opening.
 * - open: empty box.
 * - open-single-divider: open box with one divider; what any divider becomes on standard and wide boxes.
 * - single-divider / double-divider: one or two dividers; on a double-stack they lie horizontal (shelves).
 * - door / double-door: a single door or a pair of doors.
 * - drawer: a drawer front filling the opening.
 */
export type ModificationType =
  | 'open'
  | 'open-single-divider'
  | 'single-divider'
  | 'double-divider'
  | 'door'
  | 'double-door'
  | 'drawer';

export const MODIFICATION_TYPES: readonly ModificationType[] = [
  'open',
  'open-single-divider',
  'single-divider',
  'double-divider',
  'door',
  'double-door',
  'drawer',
];

export type Orientation = 'horizontal' | 'vertical';

export interface Modification {
  readonly type: ModificationType;
  readonly orientation: Orientation;
  /** Doors and drawers drawn open; ignored for open boxes. */
  readonly isOpen: boolean;
  readonly showBackPanel: boolean;
  readonly backPanelTexture: Texture;
  readonly cableOpening?: boolean;
}

export const DEFAULT_MODIFICATION: Modification = {
  type: 'open',
  orientation: 'vertical',
  isOpen: false,
  showBackPanel: true,
  backPanelTexture: DEFAULT_BACK_PANEL_TEXTURE,
};

export type ComponentKind = 'HPANEL' | 'VPANEL' | 'BPANEL' | 'DOOR' | 'DRAWER' | 'DIV';

/** A point in the design, in inches: x from the design's left edge, y from the floor, z from the wall. */
export interface PointIn {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export interface DimensionsIn {
  readonly widthIn: number;
  readonly heightIn: number;
  readonly depthIn: number;
}

export interface ComponentIds {
  readonly horizontalPanels: { readonly top: string; readonly bottom: string };
  readonly verticalPanels: { readonly left: string; readonly right: string };
  readonly backPanel: string;
  /** Ids of the parts the modification adds (doors, drawer fronts, dividers). */
  readonly modifications: readonly string[];
}

export interface BoxComponent {
  /** Lower-left-back corner of the box, in inches. */
  readonly position: PointIn;
  readonly dimensions: DimensionsIn;
  readonly hasDivider: boolean;
  readonly boxType: BoxType;
  readonly gridPosition: string;
  readonly uniqueId: string;
  readonly componentIds: ComponentIds;
  readonly modification: Modification;
}

export interface BoxConfiguration {
  readonly id: string;
  /** Lower-left-back corner of the box, in inches. */
  readonly position: PointIn;
  readonly stackId: string;
  /** Grid level of the box's bottom, 0 on the floor; a double-stack spans this level and the next. */
  readonly verticalLevel: number;
  /** Row letter plus column number of the lower-left cell, e.g. 'A1' (docs/rules/configurators.md). */
  readonly gridPosition: string;
  readonly uniqueId: string;
  readonly selectedColor?: string;
  readonly selectedTexture?: Texture;
  /** One component per box: the carcass with its modification. */
  readonly components: readonly BoxComponent[];
}

/** A box design is the list of its boxes; order is the order they were added. */
export type BoxDesign = readonly BoxConfiguration[];

export type DesignType = 'tvStand' | 'sideboard' | 'bookcase' | 'tallBookcase' | 'wallStorage';

export const DESIGN_TYPES: readonly DesignType[] = [
  'tvStand',
  'sideboard',
  'bookcase',
  'tallBookcase',
  'wallStorage',
];

export const DEFAULT_DESIGN_TYPE: DesignType = 'tvStand';

/** docs/rules/configurators.md. */
export const MAX_BOXES = 60;

export interface SceneState {
  readonly activeBoxCount: number;
  readonly isHovering: boolean;
  readonly maxBoxes: number;
  /** Centre of the design, in inches, for the camera to aim at. */
  readonly centerPosition: PointIn;
  readonly showBackPanel: boolean;
  readonly selectedColor: string;
  readonly selectedTexture: Texture | null;
  readonly showDimensions: boolean;
  readonly backPanelDoubleSided: boolean;
  readonly showInitialBoxMenu: boolean;
  /** All doors and drawers are opened or closed together. */
  readonly doorsOpen: boolean;
}

export const DEFAULT_SCENE_STATE: SceneState = {
  activeBoxCount: 0,
  isHovering: false,
  maxBoxes: MAX_BOXES,
  centerPosition: { x: 0, y: 0, z: 0 },
  showBackPanel: true,
  selectedColor: DEFAULT_COLOR,
  selectedTexture: null,
  showDimensions: false,
  backPanelDoubleSided: false,
  showInitialBoxMenu: true,
  doorsOpen: false,
};

export function boxTypeOf(box: BoxConfiguration): BoxType {
  const component = box.components[0];
  assert(component !== undefined, `box ${box.id} has a component`);
  return component.boxType;
}
