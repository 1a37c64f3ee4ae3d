import { DEFAULT_BACK_PANEL_TEXTURE, DEFAULT_COLOR, isTexture } from '../box/finish.ts';
import type { Texture } from '../box/finish.ts';
import { boxIdFor, createBox, stackIdFor } from '../box/geometry.ts';
import { gridPositionProblems, gridSteps, MAX_BOX_X_IN, MAX_BOX_Y_IN } from '../box/grid-bounds.ts';
import {
  BOX_PRESETS,
  DESIGN_TYPES,
  GRID_COLUMN_WIDTH_IN,
  GRID_LEVEL_HEIGHT_IN,
  MODIFICATION_TYPES,
} from '../box/model.ts';
import type {
  BoxConfiguration,
  BoxType,
  DesignType,
  Modification,
  ModificationType,
  Orientation,
} from '../box/model.ts';
import { adaptModification, withModification } from '../box/modification.ts';
import { HEX_COLOR, inchConfigSchema } from '../inch/model.ts';
import type { InchConfig } from '../inch/model.ts';
import { storedBoxSchema } from '../items/model.ts';
import type { StoredBox } from '../items/model.ts';
import { err, ok } from '../result.ts';
import type { Result } from '../result.ts';
import { designKindOf, isInchDesignType } from './model.ts';
import type { CellDesign, Design, InchDesign } from './model.ts';

/**
 * A design as cart lines, wishlist entries and shared links store it, in the browser and in the
 * database alike: the spec's field names, a box design's boxes in `configurations`, an inch
 * design's settings in `inchConfig`.
 */
export interface StoredDesign {
  readonly designType: string;
  readonly configurations?: unknown;
  readonly inchConfig?: unknown;
  readonly showBackPanel?: boolean | null | undefined;
  readonly backPanelDoubleSided?: boolean | null | undefined;
  readonly selectedColor?: string | null | undefined;
  readonly selectedTexture?: string | null | undefined;
}

/** Why a stored design cannot be read: the field at fault and a sentence for the customer. */
export interface DesignProblem {
  readonly field: string;
  readonly message: string;
}

const BOX_NAMES: Readonly<Record<BoxType, string>> = {
  standard: 'standard box',
  wide: 'wide box',
  'double-stack': 'tall box',
};

const FRONT_NAMES: Readonly<Record<ModificationType, string>> = {
  open: 'an open front',
  'open-single-divider': 'a divider',
  'single-divider': 'a divider',
  'double-divider': 'two dividers',
  door: 'a door',
  'double-door': 'a double door',
  drawer: 'a drawer',
};

function isDesignType(value: string): value is DesignType {
  return (DESIGN_TYPES as readonly string[]).includes(value);
}

function isModificationType(value: string): value is ModificationType {
  return (MODIFICATION_TYPES as readonly string[]).includes(value);
}

function problem(field: string, message: string): { ok: false; error: DesignProblem } {
  return err({ field, message });
}

function readFinish(
  field: string,
  color: string | null | undefined,
  texture: string | null | undefined,
): Result<{ color: string | undefined; texture: Texture | undefined }, DesignProblem> {
  if (color != null && !HEX_COLOR.test(color)) {
    return problem(field, `The colour ${color} is not one the shop offers.`);
  }
  if (texture != null && texture !== '' && !isTexture(texture)) {
    return problem(field, `The texture ${texture} is not one the shop offers.`);
  }
  return ok({
    color: color ?? undefined,
    texture: texture == null || texture === '' ? undefined : (texture as Texture),
  });
}

/**
 * A box's front as the box can take it. A front it cannot take (a drawer in a tall box, a double
 * door on a standard box) would be priced as something the shop does not build, so it refuses the
 * design rather than swapping in what the configurator would have made.
 */
function readModification(
  field: string,
  boxNumber: number,
  stored: StoredBox['components'][number],
  designType: DesignType,
): Result<Modification, DesignProblem> {
  const { modification } = stored;
  if (!isModificationType(modification.type)) {
    return problem(field, `Box ${boxNumber} has a front the shop does not make.`);
  }
  const adapted = adaptModification(modification.type, stored.boxType, designType);
  if (adapted === null || adapted.type !== modification.type) {
    return problem(
      field,
      `Box ${boxNumber} is a ${BOX_NAMES[stored.boxType]}, which cannot take ${FRONT_NAMES[modification.type]}.`,
    );
  }
  const orientation = modification.orientation as Orientation | undefined;
  if (orientation !== undefined && orientation !== adapted.orientation) {
    return problem(
      field,
      `Box ${boxNumber} has ${FRONT_NAMES[modification.type]} the wrong way round.`,
    );
  }
  const backPanelTexture = modification.backPanelTexture ?? DEFAULT_BACK_PANEL_TEXTURE;
  if (!isTexture(backPanelTexture)) {
    return problem(field, `Box ${boxNumber} has a back panel the shop does not make.`);
  }
  return ok({
    type: adapted.type,
    orientation: adapted.orientation,
    // Doors drawn open are a view of the design, not part of it.
    isOpen: false,
    showBackPanel: modification.showBackPanel ?? true,
    backPanelTexture,
    ...(modification.cableOpening === undefined ? {} : { cableOpening: modification.cableOpening }),
  });
}

/**
 * The boxes of a stored design, each made again by the domain from its type, grid cell and front,
 * so ids, grid positions and component ids are consistent whatever release or device stored it.
 * Stacks follow the boxes resting on one another. Boxes must sit on the 13 × 14 in grid.
 */
function readBoxes(
  configurations: unknown,
  designType: DesignType,
): Result<BoxConfiguration[], DesignProblem> {
  if (configurations == null) return ok([]);
  if (!Array.isArray(configurations)) {
    return problem('configurations', 'The design must be a list of boxes.');
  }
  const boxes: BoxConfiguration[] = [];
  const stackByCell = new Map<string, string>();
  let stacks = 0;
  for (const [index, entry] of configurations.entries()) {
    const field = `configurations.${index}`;
    const number = index + 1;
    const [offGrid] = gridPositionProblems(entry, number);
    if (offGrid) return problem(`${field}.${offGrid.path.join('.')}`, offGrid.message);
    const parsed = storedBoxSchema.safeParse(entry);
    if (!parsed.success) return problem(field, `Box ${number} cannot be read.`);
    const stored = parsed.data;
    if (stored.components.length !== 1) {
      return problem(field, `Box ${number} must be one box.`);
    }
    const component = stored.components[0]!;
    const columnSteps = gridSteps(component.position.x, GRID_COLUMN_WIDTH_IN, MAX_BOX_X_IN);
    const level = gridSteps(component.position.y, GRID_LEVEL_HEIGHT_IN, MAX_BOX_Y_IN);
    if (columnSteps === null || level === null) {
      return problem(field, `Box ${number} is not on the shop's 13 in grid.`);
    }
    const modification = readModification(field, number, component, designType);
    if (!modification.ok) return modification;
    const finish = readFinish(field, stored.selectedColor, stored.selectedTexture);
    if (!finish.ok) return finish;

    const cell = { column: columnSteps + 1, level };
    const stackId = stackByCell.get(`${cell.column}:${cell.level}`) ?? stackIdFor(++stacks);
    stackByCell.set(
      `${cell.column}:${cell.level + BOX_PRESETS[component.boxType].levels}`,
      stackId,
    );
    let box = withModification(
      createBox(component.boxType, cell, { id: boxIdFor(number), stackId }),
      modification.value,
    );
    // A box's own texture shows over the design's colour; its own colour alone is plain.
    if (finish.value.texture !== undefined) {
      box = {
        ...box,
        selectedTexture: finish.value.texture,
        ...(finish.value.color === undefined ? {} : { selectedColor: finish.value.color }),
      };
    } else if (finish.value.color !== undefined) {
      box = { ...box, selectedColor: finish.value.color };
    }
    boxes.push(box);
  }
  return ok(boxes);
}

function readCellDesign(stored: StoredDesign): Result<CellDesign, DesignProblem> {
  if (!isDesignType(stored.designType)) {
    return problem('designType', `${stored.designType} is not a kind of design the shop makes.`);
  }
  const finish = readFinish('selectedColor', stored.selectedColor, stored.selectedTexture);
  if (!finish.ok) return finish;
  const boxes = readBoxes(stored.configurations, stored.designType);
  if (!boxes.ok) return boxes;
  return ok({
    kind: 'cell',
    designType: stored.designType,
    boxes: boxes.value,
    showBackPanel: stored.showBackPanel ?? true,
    backPanelDoubleSided: stored.backPanelDoubleSided ?? false,
    selectedColor: finish.value.color ?? DEFAULT_COLOR,
    selectedTexture: finish.value.texture ?? null,
  });
}

function readInchDesign(stored: StoredDesign): Result<InchDesign, DesignProblem> {
  const designType = stored.designType;
  if (!isInchDesignType(designType)) {
    return problem('designType', `${designType} is not a kind of inch design.`);
  }
  if (Array.isArray(stored.configurations) && stored.configurations.length > 0) {
    return problem('configurations', 'An inch design has no boxes.');
  }
  const parsed = inchConfigSchema.safeParse(stored.inchConfig);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.');
    return problem(
      path ? `inchConfig.${path}` : 'inchConfig',
      issue?.message && !issue.message.startsWith('Invalid')
        ? issue.message
        : 'The inch design cannot be read.',
    );
  }
  return ok({ kind: 'inch', designType, config: parsed.data });
}

/**
 * Reads a stored design, as an inch design or a box design by what it carries (designKindOf).
 * Nothing that changes the price or the shape is guessed: a value that is wrong refuses the
 * design with the field and the reason.
 */
export function parseDesign(stored: StoredDesign): Result<Design, DesignProblem> {
  return designKindOf(stored) === 'inch' ? readInchDesign(stored) : readCellDesign(stored);
}

/** The stored fields of a design: what `parseDesign` reads back as the same design. */
export interface StoredDesignFields {
  readonly designType: string;
  readonly configurations: readonly BoxConfiguration[];
  readonly inchConfig: InchConfig | null;
  readonly showBackPanel: boolean;
  readonly backPanelDoubleSided: boolean;
  readonly selectedColor: string;
  readonly selectedTexture: string | null;
}

export function storedDesignOf(design: Design): StoredDesignFields {
  if (design.kind === 'inch') {
    const { config } = design;
    return {
      designType: design.designType,
      configurations: [],
      inchConfig: config,
      showBackPanel: config.backPanelEnabled,
      backPanelDoubleSided: false,
      selectedColor: config.color,
      selectedTexture: config.selectedTexture ?? null,
    };
  }
  return {
    designType: design.designType,
    configurations: design.boxes,
    inchConfig: null,
    showBackPanel: design.showBackPanel,
    backPanelDoubleSided: design.backPanelDoubleSided,
    selectedColor: design.selectedColor,
    selectedTexture: design.selectedTexture,
  };
}
