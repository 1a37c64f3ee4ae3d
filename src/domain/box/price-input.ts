import { pricedPanelOf } from '../pricing/price-input.ts';
import type { Board, BoardPart, PanelFace, PriceInput } from '../pricing/price-input.ts';
import { exhaustiveSwitchError } from './assert.ts';
import { effectiveFinish } from './coloring.ts';
import type { DesignFinish, Finish } from './coloring.ts';
import { DEFAULT_COLOR } from './finish.ts';
import { PANEL_THICKNESS_IN } from './geometry.ts';
import { BOX_PRESETS } from './model.ts';
import type { BoxComponent, BoxConfiguration, BoxDesign } from './model.ts';
import { boxComponentCounts } from './weight.ts';

function board(
  part: BoardPart,
  face: PanelFace,
  lengthIn: number,
  widthIn: number,
  finish: Finish,
): Board {
  return {
    part,
    face,
    lengthIn,
    widthIn,
    thicknessIn: PANEL_THICKNESS_IN,
    surface: finish.texture === null ? 'laminate' : 'veneer',
    color: finish.color,
    texture: finish.texture ?? undefined,
  };
}

/** What a box design is priced with beside its boxes: its finish and whether backs are fitted. */
export interface BoxPriceSettings extends DesignFinish {
  readonly showBackPanel: boolean;
}

function componentBoards(
  box: BoxConfiguration,
  component: BoxComponent,
  scene: BoxPriceSettings,
): Board[] {
  const { widthIn, heightIn, depthIn } = component.dimensions;
  const finish = effectiveFinish(box, scene);
  const modification = component.modification;
  // Every box is its own carcass (boxes ship and bolt together separately), so touching sides
  // are two boards, each counted.
  const boards = [
    board('top', 'carcass', widthIn, depthIn, finish),
    board('bottom', 'carcass', widthIn, depthIn, finish),
    board('side', 'carcass', heightIn, depthIn, finish),
    board('side', 'carcass', heightIn, depthIn, finish),
  ];
  if (scene.showBackPanel && modification.showBackPanel) {
    // The back is a veneered board in its own texture, whatever colour the box is.
    boards.push(
      board('back', 'back', heightIn, widthIn, {
        color: DEFAULT_COLOR,
        texture: modification.backPanelTexture,
      }),
    );
  }
  // A tall box takes its dividers lying flat, as shelves; other boxes stand them upright.
  const divider = (): Board =>
    modification.orientation === 'horizontal'
      ? board('shelf', 'carcass', widthIn, depthIn, finish)
      : board('divider', 'carcass', heightIn, depthIn, finish);
  switch (modification.type) {
    case 'open':
      break;
    case 'open-single-divider':
    case 'single-divider':
      boards.push(divider());
      break;
    case 'double-divider':
      boards.push(divider(), divider());
      break;
    case 'door':
      boards.push(board('door', 'front', heightIn, widthIn, finish));
      break;
    case 'drawer':
      boards.push(board('drawer-front', 'front', widthIn, heightIn, finish));
      break;
    case 'double-door':
      // Two leaves that together close the opening: side by side, or one above the other in a
      // wall unit's tall box.
      boards.push(
        ...Array.from({ length: 2 }, () =>
          modification.orientation === 'horizontal'
            ? board('door-leaf', 'front', heightIn / 2, widthIn, finish)
            : board('door-leaf', 'front', heightIn, widthIn / 2, finish),
        ),
      );
      break;
    default:
      exhaustiveSwitchError(modification.type);
  }
  return boards;
}

/** Every board of a box design, box by box in the order they were added (docs/pricing.md). */
export function boxDesignBoards(design: BoxDesign, scene: BoxPriceSettings): readonly Board[] {
  return design.flatMap((box) =>
    box.components.flatMap((component) => componentBoards(box, component, scene)),
  );
}

/** A box design reduced to what the price formula reads (docs/pricing.md). */
export function boxDesignPriceInput(design: BoxDesign, scene: BoxPriceSettings): PriceInput {
  const counts = boxComponentCounts(design);
  let depthIn = 0;
  for (const box of design) {
    for (const component of box.components) {
      depthIn = Math.max(depthIn, component.dimensions.depthIn);
    }
  }
  return {
    depthIn: depthIn === 0 ? BOX_PRESETS.standard.depthIn : depthIn,
    // Box designs stand on the floor.
    verticalOffsetIn: 0,
    panels: boxDesignBoards(design, scene).map(pricedPanelOf),
    singleDoors: counts.singleDoor,
    doubleDoors: counts.doubleDoor,
    drawers: counts.drawer,
    cableOpenings: counts.cableOpening,
  };
}
