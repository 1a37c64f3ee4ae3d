import { PANEL_THICKNESS_IN } from './geometry.ts';
import { BOX_PRESETS, boxTypeOf } from './model.ts';
import type { BoxConfiguration, BoxDesign, BoxType } from './model.ts';

/** The space a box takes: inches left to right, whole grid levels bottom (inclusive) to top (exclusive). */
export interface Footprint {
  readonly x0In: number;
  readonly x1In: number;
  readonly level0: number;
  readonly level1: number;
  readonly innerWidthIn: number;
}

export function footprintAt(type: BoxType, xIn: number, level: number): Footprint {
  const preset = BOX_PRESETS[type];
  return {
    x0In: xIn,
    x1In: xIn + preset.widthIn,
    level0: level,
    level1: level + preset.levels,
    innerWidthIn: preset.widthIn - 2 * PANEL_THICKNESS_IN,
  };
}

export function footprintOf(box: BoxConfiguration): Footprint {
  return footprintAt(boxTypeOf(box), box.position.x, box.verticalLevel);
}

export interface Placed {
  readonly box: BoxConfiguration;
  readonly footprint: Footprint;
}

/**
 * Boxes looked up by level, so that a placement check reads the few boxes on the levels it touches
 * instead of the whole design.
 */
export interface DesignIndex {
  readonly count: number;
  readonly byId: ReadonlyMap<string, Placed>;
  /** Every box that takes up space on a level. */
  readonly occupying: ReadonlyMap<number, readonly Placed[]>;
  /** Boxes whose bottom is at a level. */
  readonly restingAt: ReadonlyMap<number, readonly Placed[]>;
  /** Boxes whose top is at a level, i.e. what a box resting on that level stands on. */
  readonly toppingAt: ReadonlyMap<number, readonly Placed[]>;
}

function push(map: Map<number, Placed[]>, level: number, placed: Placed): void {
  const list = map.get(level);
  if (list === undefined) map.set(level, [placed]);
  else list.push(placed);
}

export function indexDesign(design: BoxDesign): DesignIndex {
  const byId = new Map<string, Placed>();
  const occupying = new Map<number, Placed[]>();
  const restingAt = new Map<number, Placed[]>();
  const toppingAt = new Map<number, Placed[]>();
  for (const box of design) {
    const placed: Placed = { box, footprint: footprintOf(box) };
    byId.set(box.id, placed);
    for (let level = placed.footprint.level0; level < placed.footprint.level1; level++) {
      push(occupying, level, placed);
    }
    push(restingAt, placed.footprint.level0, placed);
    push(toppingAt, placed.footprint.level1, placed);
  }
  return { count: design.length, byId, occupying, restingAt, toppingAt };
}

export interface IntervalIn {
  readonly from: number;
  readonly to: number;
}

export function overlapIn(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

/** Merges intervals that overlap or touch within the tolerance; the result is sorted. */
export function mergeIntervals(
  intervals: readonly IntervalIn[],
  toleranceIn: number,
): IntervalIn[] {
  const sorted = [...intervals].sort((a, b) => a.from - b.from);
  const merged: IntervalIn[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && interval.from <= last.to + toleranceIn) {
      merged[merged.length - 1] = { from: last.from, to: Math.max(last.to, interval.to) };
    } else {
      merged.push(interval);
    }
  }
  return merged;
}

export function totalLengthIn(intervals: readonly IntervalIn[]): number {
  return intervals.reduce((sum, interval) => sum + (interval.to - interval.from), 0);
}

/** The longest stretch of `run` that none of `covers` reaches. */
export function longestGapIn(run: IntervalIn, covers: readonly IntervalIn[]): number {
  let longest = 0;
  let cursor = run.from;
  for (const cover of covers) {
    longest = Math.max(longest, cover.from - cursor);
    cursor = Math.max(cursor, cover.to);
  }
  return Math.max(longest, run.to - cursor);
}
