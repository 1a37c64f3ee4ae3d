import { effectiveFinish } from '../box/coloring.ts';
import { boxComponentCounts, boxDesignWeightLb } from '../box/weight.ts';
import { inchWeightLb } from '../inch/weight.ts';
import {
  boxDimensionsText,
  boxItemDetails,
  inchDimensionsText,
  inchItemDetails,
} from '../items/details.ts';
import { boxDesignFinishName, colorName, inchFinishName, textureName } from '../items/display.ts';
import type { ItemDetails } from '../items/model.ts';
import type { Design } from './model.ts';

/** Shipping weight in pounds, to one decimal. */
export function designWeightLb(design: Design): number {
  return design.kind === 'inch'
    ? inchWeightLb(design.config)
    : boxDesignWeightLb(boxComponentCounts(design.boxes));
}

/** The details an item of this design shows: its counts and weight, and inch settings for inch designs. */
export function designDetails(
  design: Design,
  product?: { readonly productId?: string; readonly productPageUrl?: string },
): ItemDetails {
  return design.kind === 'inch'
    ? inchItemDetails(design.config, product)
    : boxItemDetails(design.boxes, design, product);
}

/**
 * The finish in words, as the cart and wishlist name it: the colour or the veneer ("Red",
 * "Walnut"), for an inch design with the colour of its fronts ("Oak with green fronts"), and for a
 * cell design any box that wears a finish of its own ("White, Walnut on 1 box").
 */
export function designFinishText(design: Design): string {
  return design.kind === 'inch'
    ? inchFinishName(design.config.color, design.config.selectedTexture)
    : boxDesignFinishName(design.selectedColor, design.selectedTexture, design.boxes);
}

/**
 * What the design's panels are made of: Baltic birch faced in laminate, or in the veneer it is
 * finished in, with the laminate of any box in a plain colour ("Walnut veneer and black
 * laminate"); an inch unit's fronts are laminate in its colour under a veneered carcass.
 */
export function designMaterialsText(design: Design): string {
  const veneers = new Set<string>();
  const colours = new Set<string>();
  if (design.kind === 'inch') {
    const { selectedTexture, color } = design.config;
    if (selectedTexture) veneers.add(textureName(selectedTexture));
    colours.add(colorName(color).toLowerCase());
  } else {
    for (const box of design.boxes) {
      const finish = effectiveFinish(box, design);
      if (finish.texture === null) colours.add(colorName(finish.color).toLowerCase());
      else veneers.add(textureName(finish.texture));
    }
  }
  const veneer = `${[...veneers].join(' and ')} veneer`;
  const laminate = [...colours].join(' and ');
  const face =
    veneers.size === 0
      ? 'a hard-wearing laminate face'
      : design.kind === 'inch'
        ? `${veneer} and ${laminate} laminate fronts`
        : colours.size === 0
          ? veneer
          : `${veneer} and ${laminate} laminate`;
  return `Baltic birch plywood with ${face}, made in California`;
}

/** Width × height × depth as an item shows it: `48" W × 32.25" H × 15" D`. */
export function designDimensionsText(design: Design): string {
  return design.kind === 'inch'
    ? inchDimensionsText(design.config)
    : boxDimensionsText(design.boxes);
}
