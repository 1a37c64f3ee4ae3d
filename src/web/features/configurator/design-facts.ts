import { sizeCentimetresText } from '../../../domain/design/dimensions-text.ts';
import { designBoundsIn } from '../../../domain/box/geometry.ts';
import { boxTypeOf } from '../../../domain/box/model.ts';
import type { BoxDesign, DesignType } from '../../../domain/box/model.ts';
import type { RuleSets } from '../../../domain/box/rule-config.ts';
import { boxComponentCounts, boxDesignWeightLb } from '../../../domain/box/weight.ts';
import { designDetails, designDimensionsText } from '../../../domain/design/facts.ts';
import type { CellDesign } from '../../../domain/design/model.ts';
import { priceDesign } from '../../../domain/design/price.ts';
import { boxDesignFinishName, formatWeight } from '../../../domain/items/display.ts';
import type { ItemDetails, WishlistItem } from '../../../domain/items/model.ts';
import type { PriceQuote } from '../../../domain/pricing/discounts.ts';
import { formatCents } from '../../../domain/pricing/money.ts';
import type { ConfiguratorData } from './configurator-store.ts';
import { inRunningText } from '../../lib/piece-name.ts';

type DesignState = Pick<ConfiguratorData, 'configurations' | 'scene' | 'designType' | 'host'>;

/** The design the configurator holds, apart from how the scene shows it. */
export function cellDesignOf(state: DesignState): CellDesign {
  return {
    kind: 'cell',
    designType: state.designType,
    boxes: state.configurations,
    showBackPanel: state.scene.showBackPanel,
    backPanelDoubleSided: state.scene.backPanelDoubleSided,
    selectedColor: state.scene.selectedColor,
    selectedTexture: state.scene.selectedTexture,
  };
}

/** The price panel's figures: list price, the discount where it is hosted and the sale price. */
export function designQuote(state: DesignState): PriceQuote {
  return priceDesign(cellDesignOf(state), state.host.place);
}

export function designWeightLb(design: BoxDesign): number {
  return boxDesignWeightLb(boxComponentCounts(design));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export interface OverallDimensions {
  readonly widthIn: number;
  readonly heightIn: number;
  readonly depthIn: number;
  readonly inchesText: string;
  readonly centimetresText: string;
}

/** Overall width × height × depth in inches and centimetres. */
export function overallDimensions(design: BoxDesign): OverallDimensions {
  const { widthIn, heightIn, depthIn } = designBoundsIn(design);
  return {
    widthIn,
    heightIn,
    depthIn,
    inchesText: `${round1(widthIn)} × ${round1(heightIn)} × ${round1(depthIn)} in`,
    centimetresText: sizeCentimetresText({ widthIn, heightIn, depthIn }),
  };
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The design type's name in the rule files, in lower case for running text. */
export function designTypeLabel(designType: DesignType, rules: RuleSets): string {
  return rules.designSets[designType].label;
}

/**
 * The live text summary for screen readers, e.g. "3 × 4 bookcase, 12 standard cells, white,
 * 2 doors, 52 × 56 × 14 in, $1,197.00" (columns × rows of boxes); on a product page it starts with
 * the product's name, e.g. "Black Sideboard, 4 × 2 boxes, 8 wide cells, …".
 */
export function designSummary(
  state: Pick<ConfiguratorData, 'configurations' | 'scene' | 'designType' | 'rules' | 'host'>,
): string {
  const design = state.configurations;
  if (design.length === 0) return 'Empty design. Choose a first box to start.';
  const dims = overallDimensions(design);
  // Counted in boxes, not inches: the boxes of the lowest row across (a wide box is one), and the
  // rows up (a tall box is two).
  const byType = { standard: 0, wide: 0, 'double-stack': 0 };
  let rows = 0;
  let lowest = Infinity;
  for (const box of design) {
    const type = boxTypeOf(box);
    byType[type] += 1;
    rows = Math.max(rows, box.verticalLevel + (type === 'double-stack' ? 2 : 1));
    lowest = Math.min(lowest, box.verticalLevel);
  }
  const columns = design.filter((box) => box.verticalLevel === lowest).length;
  const grid = `${columns} × ${rows}`;
  const product = state.host.product?.name;
  const cells = [
    byType.standard > 0 ? plural(byType.standard, 'standard cell') : null,
    byType.wide > 0 ? plural(byType.wide, 'wide cell') : null,
    byType['double-stack'] > 0 ? plural(byType['double-stack'], 'tall cell') : null,
  ].filter((part): part is string => part !== null);
  const counts = boxComponentCounts(design);
  const doors = counts.singleDoor + 2 * counts.doubleDoor;
  const finish = boxDesignFinishName(
    state.scene.selectedColor,
    state.scene.selectedTexture,
    design,
  );
  const quote = designQuote(state);
  return [
    // On a product page the piece is the product (a nightstand made as a bookcase is a nightstand).
    ...(product
      ? [product, `${grid} boxes`]
      : [`${grid} ${inRunningText(designTypeLabel(state.designType, state.rules))}`]),
    ...cells,
    finish.toLowerCase(),
    plural(doors, 'door'),
    ...(counts.drawer > 0 ? [plural(counts.drawer, 'drawer')] : []),
    dims.inchesText,
    formatCents(quote.saleCents),
  ].join(', ');
}

export function designWeightText(design: BoxDesign): string {
  return formatWeight(designWeightLb(design));
}

export interface ItemInput {
  readonly id: string;
  readonly now: Date;
  readonly imageUrl?: string | undefined;
  readonly productPageUrl?: string | undefined;
}

/**
 * The cart or wishlist item of a design (docs/rules/configurators.md), priced where the
 * configurator is hosted; on a product page it carries the product's name and links back to it.
 */
export function designItem(state: ConfiguratorData, input: ItemInput): WishlistItem {
  const design = cellDesignOf(state);
  const quote = designQuote(state);
  const productPageUrl = input.productPageUrl ?? state.host.product?.pageUrl;
  const details: ItemDetails = designDetails(
    design,
    productPageUrl === undefined ? undefined : { productPageUrl },
  );
  const label = designTypeLabel(state.designType, state.rules);
  return {
    id: input.id,
    name: state.host.product?.name ?? `Custom ${label}`,
    priceCents: quote.saleCents,
    originalPriceCents: quote.listCents,
    configurations: design.boxes,
    showBackPanel: state.scene.showBackPanel,
    backPanelDoubleSided: state.scene.backPanelDoubleSided,
    designType: state.designType,
    dateAdded: input.now.toISOString(),
    selectedColor: state.scene.selectedColor,
    selectedTexture: state.scene.selectedTexture ?? undefined,
    imageUrl: input.imageUrl,
    details,
    dimensions: designDimensionsText(design),
    productType: 'box',
    brandType: 'cella',
    discountPercentage: quote.discountPercent,
    isSynced: false,
  };
}
