import { DEFAULT_BACK_PANEL_TEXTURE, isTexture } from '../../../domain/box/finish.ts';
import type { Texture } from '../../../domain/box/finish.ts';
import { boxIdFor, createBox, stackIdFor } from '../../../domain/box/geometry.ts';
import {
  DESIGN_TYPES,
  GRID_COLUMN_WIDTH_IN,
  GRID_LEVEL_HEIGHT_IN,
  MODIFICATION_TYPES,
} from '../../../domain/box/model.ts';
import type {
  BoxConfiguration,
  DesignType,
  Modification,
  ModificationType,
} from '../../../domain/box/model.ts';
import { withModification } from '../../../domain/box/modification.ts';
import type { StoredBox, StoredModification } from '../../../domain/items/model.ts';
import type { LoadableDesign } from './configurator-store.ts';

function modificationOf(stored: StoredModification): Modification {
  const type = (MODIFICATION_TYPES as readonly string[]).includes(stored.type)
    ? (stored.type as ModificationType)
    : 'open';
  return {
    type,
    orientation: stored.orientation === 'horizontal' ? 'horizontal' : 'vertical',
    isOpen: false,
    showBackPanel: stored.showBackPanel ?? true,
    backPanelTexture:
      stored.backPanelTexture !== undefined && isTexture(stored.backPanelTexture)
        ? stored.backPanelTexture
        : DEFAULT_BACK_PANEL_TEXTURE,
    ...(stored.cableOpening === undefined ? {} : { cableOpening: stored.cableOpening }),
  };
}

/**
 * Rebuilds a design from a stored item or a shared record: each box is made again by the domain
 * from its type and grid cell, so ids, grid positions and component ids are always consistent,
 * whatever release or device stored it. Stacks follow the boxes resting on one another.
 */
export function designFromStored(boxes: readonly StoredBox[]): BoxConfiguration[] {
  const design: BoxConfiguration[] = [];
  const stackByCell = new Map<string, string>();
  let stacks = 0;
  boxes.forEach((stored, index) => {
    const component = stored.components[0];
    if (component === undefined) return;
    const cell = {
      column: Math.max(1, Math.round(component.position.x / GRID_COLUMN_WIDTH_IN) + 1),
      level: Math.max(0, Math.round(component.position.y / GRID_LEVEL_HEIGHT_IN)),
    };
    const stackId = stackByCell.get(`${cell.column}:${cell.level}`) ?? stackIdFor(++stacks);
    let box = withModification(
      createBox(component.boxType, cell, { id: boxIdFor(index + 1), stackId }),
      modificationOf(component.modification),
    );
    const levels = component.boxType === 'double-stack' ? 2 : 1;
    stackByCell.set(`${cell.column}:${cell.level + levels}`, stackId);
    if (stored.selectedTexture !== undefined && isTexture(stored.selectedTexture)) {
      box = { ...box, selectedTexture: stored.selectedTexture };
    } else if (stored.selectedColor !== undefined) {
      box = { ...box, selectedColor: stored.selectedColor };
    }
    design.push(box);
  });
  return design;
}

export interface StoredDesignFields {
  readonly configurations: readonly StoredBox[];
  readonly designType: string;
  readonly showBackPanel: boolean;
  readonly backPanelDoubleSided: boolean;
  readonly selectedColor: string;
  readonly selectedTexture?: string | null | undefined;
}

export function isBoxDesignType(value: string): value is DesignType {
  return (DESIGN_TYPES as readonly string[]).includes(value);
}

/** A stored item or shared record as the store loads it. */
export function loadableDesign(fields: StoredDesignFields): LoadableDesign {
  const texture: Texture | null =
    fields.selectedTexture != null && isTexture(fields.selectedTexture)
      ? fields.selectedTexture
      : null;
  return {
    configurations: designFromStored(fields.configurations),
    designType: isBoxDesignType(fields.designType) ? fields.designType : 'bookcase',
    showBackPanel: fields.showBackPanel,
    backPanelDoubleSided: fields.backPanelDoubleSided,
    selectedColor: fields.selectedColor,
    selectedTexture: texture,
  };
}
