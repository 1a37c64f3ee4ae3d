import { boxIdFor, createBox, stackIdFor } from './geometry.ts';
import type { BoxDesign, BoxType, DesignType } from './model.ts';
import type { PlacementContext } from './placement.ts';
import { BUILT_IN_RULES } from './rule-config.ts';
import type { RuleSets } from './rule-config.ts';

/** [type, column from 1, level from 0] */
export type Spot = readonly [BoxType, number, number];

/** A design with ids box-1… in the order given and one stack per column. */
export function designOf(...spots: Spot[]): BoxDesign {
  return spots.map(([type, column, level], i) =>
    createBox(type, { column, level }, { id: boxIdFor(i + 1), stackId: stackIdFor(column) }),
  );
}

/** A design of standard boxes at these [column from 1, level from 0] spots, as designOf. */
export function standardBoxes(...spots: (readonly [number, number])[]): BoxDesign {
  return designOf(...spots.map(([column, level]): Spot => ['standard', column, level]));
}

export function ctxFor(designType: DesignType, rules: RuleSets = BUILT_IN_RULES): PlacementContext {
  return { designType, rules };
}

/** Built-in rules with one core rule's fields replaced. */
export function withRule(
  patch: { readonly id: string } & Record<string, unknown>,
  rules: RuleSets = BUILT_IN_RULES,
): RuleSets {
  return {
    ...rules,
    rules: rules.rules.map((rule) =>
      rule.id === patch.id ? ({ ...rule, ...patch } as typeof rule) : rule,
    ),
  };
}
