import { assert } from './assert.ts';
import { boxIdFor, createBox, gridPosition, stackIdFor } from './geometry.ts';
import { BOX_PRESETS } from './model.ts';
import type { BoxConfiguration, BoxType, DesignType } from './model.ts';
import { mulberry32 } from './prng.ts';
import { BUILT_IN_RULES, ruleById } from './rule-config.ts';
import type { RuleSets } from './rule-config.ts';

/** What the design worker receives; plain JSON so it can cross to a Web Worker. */
export interface GenerateDesignInput {
  /** Columns of the preferred box type: four wide columns make a grid eight cells (104 in) wide. */
  readonly columns: number;
  /** Rows are 14 in levels, as the row limits count them; a double-stack fills two. */
  readonly rows: number;
  readonly allowedBoxTypes: readonly BoxType[];
  readonly preferredBoxType: BoxType;
  readonly designType: DesignType;
  readonly seed: number;
  /** Chance that a cell which can take the preferred type gets it; the rest vary. Default 0.7. */
  readonly preferredShare?: number;
}

export interface GeneratedCell {
  readonly boxId: string;
  readonly boxType: BoxType;
  /** Grid position of the box that fills the cell (its lower-left cell). */
  readonly gridPosition: string;
}

/**
 * What the worker replies: grid[level][column - 1] in 13 in cells, level 0 on the floor, null for an
 * empty cell; boxes in the order they were placed.
 */
export interface GeneratedDesign {
  readonly grid: (GeneratedCell | null)[][];
  readonly boxes: BoxConfiguration[];
}

export const DEFAULT_PREFERRED_SHARE = 0.7;

/**
 * Fills the grid floor upwards, left to right. Every upper box stands fully on boxes below, so the
 * result passes the support and span rules at any threshold; rows stop at the design's row limit and
 * boxes at the maximum count.
 */
export function generateDesign(
  input: GenerateDesignInput,
  rules: RuleSets = BUILT_IN_RULES,
): GeneratedDesign {
  assert(Number.isInteger(input.columns) && input.columns >= 1, 'columns is a positive integer');
  assert(Number.isInteger(input.rows) && input.rows >= 1, 'rows is a positive integer');
  const designSet = rules.designSets[input.designType];
  const maxBoxesRule = ruleById(rules, 'max-boxes');
  const maxBoxes = maxBoxesRule.enabled ? maxBoxesRule.params.maxBoxes : Number.POSITIVE_INFINITY;
  const levels = Math.min(input.rows, designSet.maxRows);
  const requested = input.allowedBoxTypes.filter((type) =>
    designSet.allowedBoxTypes.includes(type),
  );
  const allowed = requested.length > 0 ? requested : designSet.allowedBoxTypes;
  const preferred = allowed.includes(input.preferredBoxType) ? input.preferredBoxType : allowed[0];
  const preferredShare = input.preferredShare ?? DEFAULT_PREFERRED_SHARE;
  const random = mulberry32(input.seed);
  assert(preferred !== undefined, 'a design set allows at least one box type');
  const gridColumns = input.columns * BOX_PRESETS[preferred].columns;

  const grid: (GeneratedCell | null)[][] = Array.from({ length: levels }, () =>
    Array.from({ length: gridColumns }, () => null),
  );
  const stackOf = new Map<string, string>();
  let stacks = 0;
  const boxes: BoxConfiguration[] = [];
  const cellAt = (column: number, level: number): GeneratedCell | null | undefined =>
    grid[level]?.[column - 1];

  const fits = (type: BoxType, column: number, level: number): boolean => {
    const preset = BOX_PRESETS[type];
    for (let dx = 0; dx < preset.columns; dx++) {
      for (let dy = 0; dy < preset.levels; dy++) {
        if (cellAt(column + dx, level + dy) !== null) return false;
      }
      // Full cover below: what stands on a half-empty cell would fail the support rule.
      if (level > 0 && !cellAt(column + dx, level - 1)) return false;
    }
    return true;
  };

  for (let level = 0; level < levels; level++) {
    for (let column = 1; column <= gridColumns; column++) {
      if (boxes.length >= maxBoxes) return { grid, boxes };
      if (cellAt(column, level) !== null) continue;
      const fitting = allowed.filter((type) => fits(type, column, level));
      if (fitting.length === 0) continue;
      const roll = random();
      const type =
        fitting.includes(preferred) && roll < preferredShare
          ? preferred
          : fitting[Math.floor(random() * fitting.length)];
      assert(type !== undefined, 'a fitting type was picked');
      const id = boxIdFor(boxes.length + 1);
      const below = level > 0 ? cellAt(column, level - 1) : null;
      const stackId = (below ? stackOf.get(below.boxId) : undefined) ?? stackIdFor(++stacks);
      stackOf.set(id, stackId);
      const cell = { column, level };
      boxes.push(createBox(type, cell, { id, stackId }));
      const filled: GeneratedCell = { boxId: id, boxType: type, gridPosition: gridPosition(cell) };
      const preset = BOX_PRESETS[type];
      for (let dy = 0; dy < preset.levels; dy++) {
        const row = grid[level + dy];
        assert(row !== undefined, 'the box fits inside the grid');
        for (let dx = 0; dx < preset.columns; dx++) row[column - 1 + dx] = filled;
      }
    }
  }
  return { grid, boxes };
}

/** The design a design type starts with: its default grid, filled with its preferred box type. */
export function defaultDesign(
  designType: DesignType,
  rules: RuleSets = BUILT_IN_RULES,
): GeneratedDesign {
  const set = rules.designSets[designType];
  return generateDesign(
    {
      columns: set.defaultGrid.columns,
      rows: set.defaultGrid.rows,
      allowedBoxTypes: set.allowedBoxTypes,
      preferredBoxType: set.preferredBoxType,
      designType,
      seed: 0,
      preferredShare: 1,
    },
    rules,
  );
}
