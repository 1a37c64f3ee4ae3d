import { cents, roundHalfAwayFromZero } from './money.ts';
import type { Cents } from './money.ts';
import type { PriceInput, PricedPanel } from './price-input.ts';

// docs/pricing.md, docs/rules/configurators.md. Every figure is in US dollars unless its name says cents.

/** One 4 × 8 ft sheet of plywood, in square inches. */
export const SHEET_AREA_SQ_IN = 4608;
/** Share of each sheet lost to cutting. */
export const CUTTING_WASTE_FACTOR = 1.15;
/** Sheet price for red, blue, green and yellow laminate (qColored). */
export const COLORED_SHEET_PRICE = 140;
/** Sheet price for every other finish (q). */
export const PLAIN_SHEET_PRICE = 91;
export const MARGIN_MULTIPLIER = 5.75;

/** x: fixed making and packing cost per design, in cents. */
export const FIXED_COST_CENTS = cents(240_00);
/** y: one single door. */
export const SINGLE_DOOR_CENTS = cents(12_00);
/** yDouble: one pair of doors. */
export const DOUBLE_DOOR_CENTS = cents(15_00);
/** z: one drawer. */
export const DRAWER_CENTS = cents(25_00);
export const CABLE_OPENING_CENTS = cents(10_00);
/** Packaging per inch of vertical offset. */
export const VERTICAL_OFFSET_CENTS_PER_IN = cents(3_00);

export const DEPTH_MULTIPLIER_SHALLOW = 1.25;
export const DEPTH_MULTIPLIER_STANDARD = 1;
/**
 * The spec gives multipliers only at 11 in (1.25) and 15 in (1). Other depths take the multiplier
 * of the nearer of the two, and a tie (13 in) the lower one. A step keeps box designs (14 in) at 1,
 * as D4 requires, which straight-line interpolation would not.
 */
export const SHALLOW_DEPTH_LIMIT_IN = 13;

export const COLORED_FINISH_MULTIPLIER = 1.1;

/** Colours priced as coloured laminate, by name and by the shop's hex codes. */
const COLORED_FINISHES: ReadonlySet<string> = new Set([
  'red',
  'blue',
  'green',
  'yellow',
  '#d73527',
  '#1e40af',
  '#2b7e52',
  '#e29013',
]);

export const TEXTURE_MULTIPLIERS: Readonly<Record<string, number>> = {
  thermoWalnut: 1.2,
  amberMaple: 1.15,
  coffeeOak: 1.2,
};

export function depthMultiplier(depthIn: number): number {
  if (!Number.isFinite(depthIn) || depthIn <= 0) {
    throw new RangeError(`Depth must be a positive number of inches, got ${depthIn}`);
  }
  return depthIn < SHALLOW_DEPTH_LIMIT_IN ? DEPTH_MULTIPLIER_SHALLOW : DEPTH_MULTIPLIER_STANDARD;
}

/** Red, blue, green and yellow, by name or by the shop's hex code, in any letter case. */
export function isColoredFinish(color: string): boolean {
  return COLORED_FINISHES.has(color.trim().toLowerCase());
}

/** qColored or q: unknown colours are priced as plain laminate, the cheaper and commoner case. */
export function sheetPrice(color: string): number {
  return isColoredFinish(color) ? COLORED_SHEET_PRICE : PLAIN_SHEET_PRICE;
}

export function colorMultiplier(color: string): number {
  return isColoredFinish(color) ? COLORED_FINISH_MULTIPLIER : 1;
}

export function textureMultiplier(texture: string | undefined): number {
  if (texture === undefined) return 1;
  return Object.hasOwn(TEXTURE_MULTIPLIERS, texture) ? (TEXTURE_MULTIPLIERS[texture] ?? 1) : 1;
}

export function sheetsForArea(areaSqIn: number): number {
  return (areaSqIn * CUTTING_WASTE_FACTOR) / SHEET_AREA_SQ_IN;
}

export type PriceBreakdown = {
  readonly panelAreaSqIn: number;
  readonly sheets: number;
  /** Sheet cost before margin and multipliers, in dollars; informative only. */
  readonly materialDollars: number;
  /** Material after margin and the depth, colour and texture multipliers, rounded once. */
  readonly materialCents: Cents;
  readonly fixedCents: Cents;
  readonly doorsCents: Cents;
  readonly drawersCents: Cents;
  readonly cableOpeningsCents: Cents;
  readonly verticalOffsetCents: Cents;
  readonly listCents: Cents;
};

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

function assertPanel(panel: PricedPanel): void {
  if (!Number.isFinite(panel.areaSqIn) || panel.areaSqIn < 0) {
    throw new RangeError(`Panel area must be a non-negative number, got ${panel.areaSqIn}`);
  }
}

/**
 * The list price of a design and how it is made up. Each panel is priced at its own colour's sheet
 * price and multipliers, so a red box in a white design costs what a red box costs. The material
 * sum is rounded to the cent once; every other term is a whole number of cents, so the total is
 * exact and never decreases when a panel, door, drawer or opening is added.
 */
export function priceBreakdown(input: PriceInput): PriceBreakdown {
  assertCount('Single doors', input.singleDoors);
  assertCount('Double doors', input.doubleDoors);
  assertCount('Drawers', input.drawers);
  assertCount('Cable openings', input.cableOpenings);
  if (!Number.isFinite(input.verticalOffsetIn) || input.verticalOffsetIn < 0) {
    throw new RangeError(
      `Vertical offset must be a non-negative number, got ${input.verticalOffsetIn}`,
    );
  }
  const depth = depthMultiplier(input.depthIn);

  let panelAreaSqIn = 0;
  let materialDollars = 0;
  let pricedMaterialDollars = 0;
  for (const panel of input.panels) {
    assertPanel(panel);
    const colored = isColoredFinish(panel.color);
    const material =
      sheetsForArea(panel.areaSqIn) * (colored ? COLORED_SHEET_PRICE : PLAIN_SHEET_PRICE);
    panelAreaSqIn += panel.areaSqIn;
    materialDollars += material;
    pricedMaterialDollars +=
      material *
      MARGIN_MULTIPLIER *
      depth *
      (colored ? COLORED_FINISH_MULTIPLIER : 1) *
      textureMultiplier(panel.texture);
  }

  const materialCents = cents(roundHalfAwayFromZero(pricedMaterialDollars * 100));
  const doorsCents = cents(
    input.singleDoors * SINGLE_DOOR_CENTS + input.doubleDoors * DOUBLE_DOOR_CENTS,
  );
  const drawersCents = cents(input.drawers * DRAWER_CENTS);
  const cableOpeningsCents = cents(input.cableOpenings * CABLE_OPENING_CENTS);
  // An offset in fractions of an inch is charged pro rata, to the cent.
  const verticalOffsetCents = cents(
    roundHalfAwayFromZero(input.verticalOffsetIn * VERTICAL_OFFSET_CENTS_PER_IN),
  );
  const listCents = cents(
    materialCents +
      FIXED_COST_CENTS +
      doorsCents +
      drawersCents +
      cableOpeningsCents +
      verticalOffsetCents,
  );
  return {
    panelAreaSqIn,
    sheets: sheetsForArea(panelAreaSqIn),
    materialDollars,
    materialCents,
    fixedCents: FIXED_COST_CENTS,
    doorsCents,
    drawersCents,
    cableOpeningsCents,
    verticalOffsetCents,
    listCents,
  };
}

/** The list price of what a design is made of, in cents (docs/pricing.md). */
export function listPrice(input: PriceInput): Cents {
  return priceBreakdown(input).listCents;
}
