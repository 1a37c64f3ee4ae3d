import type { PriceInput, PricedPanel } from '../pricing/price-input.ts';
import { exhaustiveSwitchError } from './assert.ts';
import { effectiveFinish } from './coloring.ts';
import type { DesignFinish } from './coloring.ts';
import { DEFAULT_COLOR } from './finish.ts';
import { BOX_PRESETS } from './model.ts';
import type { BoxComponent, BoxConfiguration, BoxDesign } from './model.ts';
import { boxComponentCounts } from './weight.ts';

function panel(
  face: PricedPanel['face'],
  areaSqIn: number,
  finish: { color: string; texture: string | null },
): PricedPanel {
  return finish.texture === null
    ? { face, areaSqIn, color: finish.color }
    : { face, areaSqIn, color: finish.color, texture: finish.texture };
}

/** What a box design is priced with beside its boxes: its finish and whether backs are fitted. */
export interface BoxPriceSettings extends DesignFinish {
  readonly showBackPanel: boolean;
}

function componentPanels(
  box: BoxConfiguration,
  component: BoxComponent,
  scene: BoxPriceSettings,
): PricedPanel[] {
  const { widthIn, heightIn, depthIn } = component.dimensions;
  const finish = effectiveFinish(box, scene);
  const modification = component.modification;
  // Every box is its own carcass (boxes ship and bolt together separately), so touching sides
  // are two boards, each counted.
  const panels = [
    panel('carcass', widthIn * depthIn, finish),
    panel('carcass', widthIn * depthIn, finish),
    panel('carcass', heightIn * depthIn, finish),
    panel('carcass', heightIn * depthIn, finish),
  ];
  if (scene.showBackPanel && modification.showBackPanel) {
    // The back is a veneered board in its own texture, whatever colour the box is.
    panels.push(
      panel('back', widthIn * heightIn, {
        color: DEFAULT_COLOR,
        texture: modification.backPanelTexture,
      }),
    );
  }
  const dividerArea =
    modification.orientation === 'horizontal' ? widthIn * depthIn : heightIn * depthIn;
  switch (modification.type) {
    case 'open':
      break;
    case 'open-single-divider':
    case 'single-divider':
      panels.push(panel('carcass', dividerArea, finish));
      break;
    case 'double-divider':
      panels.push(panel('carcass', dividerArea, finish), panel('carcass', dividerArea, finish));
      break;
    case 'door':
    case 'drawer':
      panels.push(panel('front', widthIn * heightIn, finish));
      break;
    case 'double-door':
      // Two leaves that together close the opening.
      panels.push(
        panel('front', (widthIn * heightIn) / 2, finish),
        panel('front', (widthIn * heightIn) / 2, finish),
      );
      break;
    default:
      exhaustiveSwitchError(modification.type);
  }
  return panels;
}

/** A box design reduced to what the price formula reads (docs/pricing.md). */
export function boxDesignPriceInput(design: BoxDesign, scene: BoxPriceSettings): PriceInput {
  const counts = boxComponentCounts(design);
  let depthIn = 0;
  const panels: PricedPanel[] = [];
  for (const box of design) {
    for (const component of box.components) {
      depthIn = Math.max(depthIn, component.dimensions.depthIn);
      panels.push(...componentPanels(box, component, scene));
    }
  }
  return {
    depthIn: depthIn === 0 ? BOX_PRESETS.standard.depthIn : depthIn,
    // Box designs stand on the floor.
    verticalOffsetIn: 0,
    panels,
    singleDoors: counts.singleDoor,
    doubleDoors: counts.doubleDoor,
    drawers: counts.drawer,
    cableOpenings: counts.cableOpening,
  };
}
