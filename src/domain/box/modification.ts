import { exhaustiveSwitchError } from './assert.ts';
import { componentIdsFor, hasDivider } from './geometry.ts';
import { boxTypeOf, MODIFICATION_TYPES } from './model.ts';
import type {
  BoxConfiguration,
  BoxDesign,
  BoxType,
  DesignType,
  Modification,
  ModificationType,
  Orientation,
} from './model.ts';

export interface ModificationRequest {
  readonly type: ModificationType;
  readonly cableOpening?: boolean;
}

/** What a request becomes in a given box (docs/rules/configurators.md), or null when the box cannot take it. */
export function adaptModification(
  requested: ModificationType,
  boxType: BoxType,
  designType: DesignType,
): { type: ModificationType; orientation: Orientation } | null {
  switch (requested) {
    case 'open':
      return { type: 'open', orientation: 'vertical' };
    case 'open-single-divider':
    case 'single-divider':
    case 'double-divider':
      // A 12 in opening takes one upright divider; a tall box takes its dividers as shelves.
      return boxType === 'double-stack'
        ? { type: requested, orientation: 'horizontal' }
        : { type: 'open-single-divider', orientation: 'vertical' };
    case 'door':
      return { type: 'door', orientation: 'vertical' };
    case 'double-door':
      return adaptDoubleDoor(boxType, designType);
    case 'drawer':
      // A drawer front 28 in tall would not run on its slides; tall boxes take doors instead.
      return boxType === 'double-stack' ? null : { type: 'drawer', orientation: 'horizontal' };
    default:
      return exhaustiveSwitchError(requested);
  }
}

function adaptDoubleDoor(
  boxType: BoxType,
  designType: DesignType,
): { type: ModificationType; orientation: Orientation } {
  switch (boxType) {
    case 'standard':
      return { type: 'door', orientation: 'vertical' };
    case 'wide':
      return { type: 'double-door', orientation: 'vertical' };
    case 'double-stack':
      // Wall units hang high, where two stacked doors are easier to reach than one tall one; a
      // standing tall box keeps one tall door rather than two 6.5 in leaves.
      return designType === 'wallStorage'
        ? { type: 'double-door', orientation: 'horizontal' }
        : { type: 'door', orientation: 'vertical' };
    default:
      return exhaustiveSwitchError(boxType);
  }
}

// The segment menu lists options in the order the model declares them.
const MENU_ORDER = MODIFICATION_TYPES;

/**
 * The choices the segment menu offers for a box: the requests the box takes unchanged, so that a
 * standard box offers no double door (it would become a single door anyway).
 */
export function allowedModifications(boxType: BoxType, designType: DesignType): ModificationType[] {
  return MENU_ORDER.filter((type) => adaptModification(type, boxType, designType)?.type === type);
}

export type ModifyResult =
  | { readonly ok: true; readonly design: BoxDesign; readonly modification: Modification }
  | {
      readonly ok: false;
      readonly rule: 'source-exists' | 'modification';
      readonly message: string;
    };

export const BOX_NOT_FOUND_MESSAGE = 'Source box not found';
export const MODIFICATION_NOT_AVAILABLE_MESSAGE = 'This option is not available for this box';

export function withModification(
  box: BoxConfiguration,
  modification: Modification,
): BoxConfiguration {
  return {
    ...box,
    components: box.components.map((component) => ({
      ...component,
      modification,
      hasDivider: hasDivider(modification),
      componentIds: componentIdsFor(box.id, modification),
    })),
  };
}

/**
 * Applies a segment choice to a box, adapted to its type; door state, back panel and back panel
 * texture carry over, and the cable opening stays unless the request says otherwise.
 */
export function modifySegment(
  design: BoxDesign,
  boxId: string,
  requested: ModificationRequest,
  designType: DesignType,
): ModifyResult {
  const box = design.find((candidate) => candidate.id === boxId);
  const current = box?.components[0]?.modification;
  if (box === undefined || current === undefined) {
    return { ok: false, rule: 'source-exists', message: BOX_NOT_FOUND_MESSAGE };
  }
  const adapted = adaptModification(requested.type, boxTypeOf(box), designType);
  if (adapted === null) {
    return { ok: false, rule: 'modification', message: MODIFICATION_NOT_AVAILABLE_MESSAGE };
  }
  const cableOpening = requested.cableOpening ?? current.cableOpening;
  const modification: Modification = {
    ...current,
    type: adapted.type,
    orientation: adapted.orientation,
    ...(cableOpening === undefined ? {} : { cableOpening }),
  };
  return {
    ok: true,
    modification,
    design: design.map((candidate) =>
      candidate.id === boxId ? withModification(candidate, modification) : candidate,
    ),
  };
}

/** All doors and drawers open or close together. */
export function setAllDoorsOpen(design: BoxDesign, isOpen: boolean): BoxDesign {
  return design.map((box) => ({
    ...box,
    components: box.components.map((component) => ({
      ...component,
      modification: { ...component.modification, isOpen },
    })),
  }));
}
