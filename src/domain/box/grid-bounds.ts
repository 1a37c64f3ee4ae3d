import * as z from 'zod/mini';
import {
  BOX_PRESETS,
  BOX_TYPES,
  GRID_COLUMN_WIDTH_IN,
  GRID_LEVEL_HEIGHT_IN,
  MAX_BOXES,
} from './model.ts';

/**
 * Where a box may stand: on the shop's grid, within the largest design the shop makes. Its left
 * edge is a whole number of 13 in columns from the design's left, its bottom a whole number of
 * 14 in levels above the floor, its back against the wall. The widest design is every box side by
 * side, each as wide as the widest box; rows are named A to Z from the floor
 * (docs/rules/configurators.md), so no box stands above row Z, far above any row limit.
 */
export const GRID_COLUMNS =
  MAX_BOXES * Math.max(...BOX_TYPES.map((type) => BOX_PRESETS[type].columns));
export const GRID_LEVELS = 26;

/** The furthest a box's left edge and bottom may be from the design's corner, in inches. */
export const MAX_BOX_X_IN = (GRID_COLUMNS - 1) * GRID_COLUMN_WIDTH_IN;
export const MAX_BOX_Y_IN = (GRID_LEVELS - 1) * GRID_LEVEL_HEIGHT_IN;

/** Lengths closer than this to a grid line are on it: older releases stored rounded inches. */
export const GRID_TOLERANCE_IN = 0.01;

/** A position the box's stored number stands for, as a whole count of grid steps, or null. */
export function gridSteps(lengthIn: number, stepIn: number, maxIn: number): number | null {
  if (!Number.isFinite(lengthIn) || lengthIn < -GRID_TOLERANCE_IN) return null;
  if (lengthIn > maxIn + GRID_TOLERANCE_IN) return null;
  const steps = Math.round(lengthIn / stepIn);
  return Math.abs(steps * stepIn - lengthIn) <= GRID_TOLERANCE_IN ? steps : null;
}

const AXES = {
  x: (box: number, value: number) =>
    gridSteps(value, GRID_COLUMN_WIDTH_IN, MAX_BOX_X_IN) === null
      ? `Box ${box} must stand a whole number of ${GRID_COLUMN_WIDTH_IN} in columns from the design's left edge, from 0 to ${MAX_BOX_X_IN.toLocaleString('en-US')} in.`
      : null,
  y: (box: number, value: number) =>
    gridSteps(value, GRID_LEVEL_HEIGHT_IN, MAX_BOX_Y_IN) === null
      ? `Box ${box} must stand a whole number of ${GRID_LEVEL_HEIGHT_IN} in levels above the floor, from 0 to ${MAX_BOX_Y_IN} in.`
      : null,
  z: (box: number, value: number) =>
    Math.abs(value) <= GRID_TOLERANCE_IN ? null : `Box ${box} must stand against the wall (z 0).`,
} as const;

/** A position of a stored box that is off the grid: where in the box's entry, and why. */
export interface GridPositionProblem {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The positions of one stored box (number `box`, counted from 1) that are off the grid, each with
 * its path in the box's entry: `components.0.position.y`, or `position.y` for the bare component
 * older releases stored. A number of any size is judged; what is not a number is left to the
 * design's reader, which cannot read the box at all.
 */
export function gridPositionProblems(entry: unknown, box: number): GridPositionProblem[] {
  if (!isRecord(entry)) return [];
  const components = Array.isArray(entry['components'])
    ? entry['components'].map((component, index) => ({
        component,
        path: ['components', index] as (string | number)[],
      }))
    : [{ component: entry, path: [] as (string | number)[] }];
  const problems: GridPositionProblem[] = [];
  for (const { component, path } of components) {
    const position = isRecord(component) ? component['position'] : undefined;
    if (!isRecord(position)) continue;
    for (const axis of ['x', 'y', 'z'] as const) {
      const value = position[axis];
      if (typeof value !== 'number') continue;
      const message = AXES[axis](box, value);
      if (message) problems.push({ path: [...path, 'position', axis], message });
    }
  }
  return problems;
}

/**
 * A schema check for a list of stored boxes: every position off the grid is an issue at its own
 * path (`3.components.0.position.x`), so an answer names the field.
 */
export const boxesOnTheGrid = z.superRefine<unknown[]>((boxes, ctx) => {
  boxes.forEach((entry, index) => {
    for (const problem of gridPositionProblems(entry, index + 1)) {
      ctx.addIssue({
        code: 'custom',
        message: problem.message,
        input: entry,
        path: [index, ...problem.path],
      });
    }
  });
});
