import { assert } from './assert.ts';
import { boxIdFor, createBox, nextBoxSerial, nextStackSerial, stackIdFor } from './geometry.ts';
import type { GridCell } from './geometry.ts';
import {
  footprintAt,
  footprintOf,
  indexDesign,
  longestGapIn,
  mergeIntervals,
  overlapIn,
  totalLengthIn,
} from './layout.ts';
import type { DesignIndex, Footprint, IntervalIn, Placed } from './layout.ts';
import { BOX_PRESETS, GRID_COLUMN_WIDTH_IN } from './model.ts';
import type { BoxConfiguration, BoxDesign, BoxType, DesignType } from './model.ts';
import { ruleById } from './rule-config.ts';
import type { DesignSet, ResolvedCoreRule, RuleId, RuleSets } from './rule-config.ts';

export interface PlacementContext {
  readonly designType: DesignType;
  readonly rules: RuleSets;
}

/** An expected refusal: the add button is hidden, or the action does nothing. */
export interface Refusal {
  readonly ok: false;
  /** The placement rule that refused, or `box-type`: the design type does not offer that box. */
  readonly rule: RuleId | 'box-type';
  readonly message: string;
}

export type PlacementCheck =
  { readonly ok: true; readonly boxType: BoxType; readonly cell: GridCell } | Refusal;

export type PlacementResult =
  { readonly ok: true; readonly design: BoxDesign; readonly box: BoxConfiguration } | Refusal;

export type RemovalResult =
  { readonly ok: true; readonly design: BoxDesign; readonly showInitialBoxMenu: boolean } | Refusal;

type Direction = 'right' | 'top' | 'first';

interface Proposal {
  readonly direction: Direction;
  readonly source: Placed | undefined;
  readonly footprint: Footprint;
}

function fillIn(message: string, values: Readonly<Record<string, number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export function refusal(
  rule: ResolvedCoreRule,
  values: Readonly<Record<string, number>> = {},
): Refusal {
  return { ok: false, rule: rule.id, message: fillIn(rule.message, values) };
}

function sourceMissing(rules: RuleSets): Refusal {
  return refusal(ruleById(rules, 'source-exists'));
}

function designSetOf(ctx: PlacementContext): DesignSet {
  return ctx.rules.designSets[ctx.designType];
}

/** The box types a design type offers (docs/rules/configurators.md), in the rule file's order. */
export function allowedBoxTypes(ctx: PlacementContext): readonly BoxType[] {
  return designSetOf(ctx).allowedBoxTypes;
}

/** The refusal for a box the design type does not offer. */
export function boxTypeRefusal(boxType: BoxType, designSet: DesignSet): Refusal {
  return {
    ok: false,
    rule: 'box-type',
    message: `${BOX_PRESETS[boxType].label} is not available for ${designSet.label} designs`,
  };
}

/**
 * Support is measured against a box's inner width (12 in for a standard box): boxes whose tops are at
 * the new box's bottom must cover the mounting's share of it. Boxes that only graze it do not count.
 */
export function isSupported(
  footprint: Footprint,
  index: DesignIndex,
  rule: Extract<ResolvedCoreRule, { id: 'support' }>,
  mounting: DesignSet['mounting'],
): boolean {
  if (footprint.level0 === 0) return true;
  const tol = rule.toleranceIn;
  const minOverlapIn = rule.params.minOverlapRatio * footprint.innerWidthIn;
  const covers: IntervalIn[] = [];
  for (const below of index.toppingAt.get(footprint.level0) ?? []) {
    const from = Math.max(footprint.x0In, below.footprint.x0In);
    const to = Math.min(footprint.x1In, below.footprint.x1In);
    if (to - from + tol >= minOverlapIn && to - from > tol) covers.push({ from, to });
  }
  const ratio = mounting === 'wall' ? rule.params.wallMountRatio : rule.params.defaultRatio;
  const coveredIn = totalLengthIn(mergeIntervals(covers, 0));
  return coveredIn + tol >= ratio * footprint.innerWidthIn;
}

/**
 * On a level above the floor, a run of touching boxes longer than the span limit must rest on boxes
 * below for the solid share of its length and leave no gap longer than the limit.
 */
export function spanHolds(
  resting: readonly IntervalIn[],
  tops: readonly IntervalIn[],
  rule: Extract<ResolvedCoreRule, { id: 'span' }>,
): boolean {
  const tol = rule.toleranceIn;
  const { maxUnsupportedSpanIn, solidRatio } = rule.params;
  for (const run of mergeIntervals(resting, tol)) {
    const lengthIn = run.to - run.from;
    if (lengthIn <= maxUnsupportedSpanIn + tol) continue;
    const covers = mergeIntervals(
      tops
        .map((top) => ({ from: Math.max(run.from, top.from), to: Math.min(run.to, top.to) }))
        .filter((cover) => cover.to - cover.from > tol),
      0,
    );
    if (totalLengthIn(covers) + tol < solidRatio * lengthIn) return false;
    if (longestGapIn(run, covers) > maxUnsupportedSpanIn + tol) return false;
  }
  return true;
}

function intervalOf(footprint: Footprint): IntervalIn {
  return { from: footprint.x0In, to: footprint.x1In };
}

function spanHoldsAt(
  level: number,
  index: DesignIndex,
  rule: Extract<ResolvedCoreRule, { id: 'span' }>,
  change: { readonly add?: Footprint; readonly removeId?: string },
): boolean {
  if (level === 0) return true;
  const resting = (index.restingAt.get(level) ?? [])
    .filter((placed) => placed.box.id !== change.removeId)
    .map((placed) => intervalOf(placed.footprint));
  if (change.add !== undefined) resting.push(intervalOf(change.add));
  const tops = (index.toppingAt.get(level) ?? []).map((placed) => intervalOf(placed.footprint));
  return spanHolds(resting, tops, rule);
}

function overlapsAny(
  placedList: readonly Placed[] | undefined,
  from: number,
  to: number,
  tol: number,
): boolean {
  for (const placed of placedList ?? []) {
    if (overlapIn(from, to, placed.footprint.x0In, placed.footprint.x1In) > tol) return true;
  }
  return false;
}

function collides(footprint: Footprint, index: DesignIndex, tol: number): boolean {
  for (let level = footprint.level0; level < footprint.level1; level++) {
    if (overlapsAny(index.occupying.get(level), footprint.x0In, footprint.x1In, tol)) return true;
  }
  return false;
}

/** What a rule sees when a box is proposed. */
interface AddCheck {
  readonly proposal: Proposal;
  readonly index: DesignIndex;
  readonly designSet: DesignSet;
}

/** What a rule sees when a box is to be taken out. */
interface RemoveCheck {
  readonly target: Placed;
  readonly index: DesignIndex;
}

/** What a rule sees of a whole design; it reports each box that breaks it. */
interface DesignCheck {
  readonly design: BoxDesign;
  readonly index: DesignIndex;
  readonly designSet: DesignSet;
  report(box: BoxConfiguration): void;
}

type RuleOf<Id extends RuleId> = Extract<ResolvedCoreRule, { id: Id }>;

/**
 * One placement rule: its check when a box is added, when one is removed and over a whole design
 * (each only where the rule has something to say), and the message a refusal carries. Limits,
 * priorities and messages come from the rule files (`public/rules/`), so the owner tunes them there.
 */
export interface PlacementRule<Id extends RuleId> {
  readonly onAdd?: (rule: RuleOf<Id>, check: AddCheck) => boolean;
  readonly onRemove?: (rule: RuleOf<Id>, check: RemoveCheck) => boolean;
  readonly onDesign?: (rule: RuleOf<Id>, check: DesignCheck) => void;
  /** The refusal's message; without it, the rule file's message as written. */
  readonly message?: (rule: RuleOf<Id>, designSet: DesignSet) => string;
}

/**
 * True unless the proposal adds a box in `direction` and the grid cell it aims at (one column
 * wide, from the source's level and left edge that `cell` picks) is taken.
 */
function aimedCellFree(
  { proposal: { direction: asked, source }, index }: AddCheck,
  direction: 'right' | 'top',
  toleranceIn: number,
  cell: (footprint: Footprint) => readonly [level: number, x0In: number],
): boolean {
  if (asked !== direction || source === undefined) return true;
  const [level, x0In] = cell(source.footprint);
  return !overlapsAny(index.occupying.get(level), x0In, x0In + GRID_COLUMN_WIDTH_IN, toleranceIn);
}

/** Every placement rule, by its id in the rule files. */
export const PLACEMENT_RULES: { readonly [Id in RuleId]: PlacementRule<Id> } = {
  'source-exists': {
    onAdd: (_rule, { proposal }) => proposal.direction === 'first' || proposal.source !== undefined,
  },
  'max-boxes': {
    onAdd: (rule, { index }) => index.count < rule.params.maxBoxes,
    onDesign: (rule, { design, report }) => {
      const extra = design[rule.params.maxBoxes];
      if (extra !== undefined) report(extra);
    },
    message: (rule) => fillIn(rule.message, { maxBoxes: rule.params.maxBoxes }),
  },
  support: {
    onAdd: (rule, { proposal, index, designSet }) =>
      isSupported(proposal.footprint, index, rule, designSet.mounting),
    onDesign: (rule, { index, designSet, report }) => {
      for (const placed of index.byId.values()) {
        if (!isSupported(placed.footprint, index, rule, designSet.mounting)) report(placed.box);
      }
    },
  },
  'box-to-right': {
    // The cell right of the source at its bottom level; boxes beside its upper half are collisions.
    onAdd: (rule, check) =>
      aimedCellFree(check, 'right', rule.toleranceIn, (f) => [f.level0, f.x1In]),
  },
  'box-on-top': {
    onAdd: (rule, check) =>
      aimedCellFree(check, 'top', rule.toleranceIn, (f) => [f.level1, f.x0In]),
  },
  collision: {
    onAdd: (rule, { proposal, index }) => !collides(proposal.footprint, index, rule.toleranceIn),
    onDesign: (rule, { design, report }) => {
      for (const [a, first] of design.entries()) {
        const fa = footprintOf(first);
        for (const second of design.slice(a + 1)) {
          const fb = footprintOf(second);
          const sharesLevel = fa.level0 < fb.level1 && fb.level0 < fa.level1;
          if (sharesLevel && overlapIn(fa.x0In, fa.x1In, fb.x0In, fb.x1In) > rule.toleranceIn) {
            report(second);
          }
        }
      }
    },
  },
  'row-limit': {
    onAdd: (_rule, { proposal, designSet }) => proposal.footprint.level1 <= designSet.maxRows,
    onDesign: (_rule, { index, designSet, report }) => {
      for (const placed of index.byId.values()) {
        if (placed.footprint.level1 > designSet.maxRows) report(placed.box);
      }
    },
    message: (rule, designSet) =>
      designSet.rowLimitMessage ?? fillIn(rule.message, { maxRows: designSet.maxRows }),
  },
  span: {
    onAdd: (rule, { proposal, index }) =>
      spanHoldsAt(proposal.footprint.level0, index, rule, { add: proposal.footprint }),
    // Taking a box out of a long run can leave a shorter run that rests on too little.
    onRemove: (rule, { target, index }) =>
      spanHoldsAt(target.footprint.level0, index, rule, { removeId: target.box.id }),
    onDesign: (rule, { index, report }) => {
      for (const [level, resting] of index.restingAt) {
        const first = resting[0];
        if (first !== undefined && !spanHoldsAt(level, index, rule, {})) report(first.box);
      }
    },
  },
  'supports-boxes-above': {
    onRemove: (rule, { target, index }) => {
      const { x0In, x1In, level1 } = target.footprint;
      return !overlapsAny(index.restingAt.get(level1), x0In, x1In, rule.toleranceIn);
    },
  },
};

/** A rule's entry in the registry, callable with the rule as the files resolve it. */
interface RegisteredRule {
  readonly onAdd?: (rule: ResolvedCoreRule, check: AddCheck) => boolean;
  readonly onRemove?: (rule: ResolvedCoreRule, check: RemoveCheck) => boolean;
  readonly onDesign?: (rule: ResolvedCoreRule, check: DesignCheck) => void;
  readonly message?: (rule: ResolvedCoreRule, designSet: DesignSet) => string;
}

function registered(rule: ResolvedCoreRule): RegisteredRule {
  // Each entry takes its own rule type; `rule.id` picks the entry that matches it.
  return PLACEMENT_RULES[rule.id] as RegisteredRule;
}

function ruleRefusal(rule: ResolvedCoreRule, designSet: DesignSet): Refusal {
  return {
    ok: false,
    rule: rule.id,
    message: registered(rule).message?.(rule, designSet) ?? rule.message,
  };
}

function cellOf(footprint: Footprint): GridCell {
  return { column: Math.round(footprint.x0In / GRID_COLUMN_WIDTH_IN) + 1, level: footprint.level0 };
}

function checkProposal(
  index: DesignIndex,
  ctx: PlacementContext,
  direction: Direction,
  source: Placed | undefined,
  boxType: BoxType,
): PlacementCheck {
  if (direction !== 'first' && source === undefined) return sourceMissing(ctx.rules);
  const footprint =
    source === undefined
      ? footprintAt(boxType, 0, 0)
      : direction === 'right'
        ? footprintAt(boxType, source.footprint.x1In, source.footprint.level0)
        : footprintAt(boxType, source.footprint.x0In, source.footprint.level1);
  const designSet = designSetOf(ctx);
  if (!designSet.allowedBoxTypes.includes(boxType)) return boxTypeRefusal(boxType, designSet);
  const check: AddCheck = { proposal: { direction, source, footprint }, index, designSet };
  for (const rule of ctx.rules.rules) {
    if (!rule.enabled) continue;
    const onAdd = registered(rule).onAdd;
    if (onAdd !== undefined && !onAdd(rule, check)) return ruleRefusal(rule, designSet);
  }
  return { ok: true, boxType, cell: cellOf(footprint) };
}

function canAddIndexed(
  index: DesignIndex,
  direction: 'right' | 'top',
  boxId: string,
  boxType: BoxType,
  ctx: PlacementContext,
): PlacementCheck {
  return checkProposal(index, ctx, direction, index.byId.get(boxId), boxType);
}

export function canAddRight(
  design: BoxDesign,
  boxId: string,
  boxType: BoxType,
  ctx: PlacementContext,
): PlacementCheck {
  return canAddIndexed(indexDesign(design), 'right', boxId, boxType, ctx);
}

export function canAddOnTop(
  design: BoxDesign,
  boxId: string,
  boxType: BoxType,
  ctx: PlacementContext,
): PlacementCheck {
  return canAddIndexed(indexDesign(design), 'top', boxId, boxType, ctx);
}

/** The first box of a design, or a box put back at A1 after it was removed. */
export function canAddFirstBox(
  design: BoxDesign,
  boxType: BoxType,
  ctx: PlacementContext,
): PlacementCheck {
  return checkProposal(indexDesign(design), ctx, 'first', undefined, boxType);
}

function place(design: BoxDesign, check: PlacementCheck, stackId: string | null): PlacementResult {
  if (!check.ok) return check;
  const box = createBox(check.boxType, check.cell, {
    id: boxIdFor(nextBoxSerial(design)),
    stackId: stackId ?? stackIdFor(nextStackSerial(design)),
  });
  return { ok: true, design: [...design, box], box };
}

export function addFirstBox(
  design: BoxDesign,
  boxType: BoxType,
  ctx: PlacementContext,
): PlacementResult {
  return place(design, canAddFirstBox(design, boxType, ctx), null);
}

/** A box to the right starts a stack of its own. */
export function addBoxRight(
  design: BoxDesign,
  boxId: string,
  boxType: BoxType,
  ctx: PlacementContext,
): PlacementResult {
  return place(design, canAddRight(design, boxId, boxType, ctx), null);
}

/** A box on top joins the source's stack. */
export function addBoxOnTop(
  design: BoxDesign,
  boxId: string,
  boxType: BoxType,
  ctx: PlacementContext,
): PlacementResult {
  const check = canAddOnTop(design, boxId, boxType, ctx);
  const source = design.find((box) => box.id === boxId);
  return place(design, check, source?.stackId ?? null);
}

export function canRemoveBox(
  design: BoxDesign,
  boxId: string,
  ctx: PlacementContext,
): Refusal | null {
  const index = indexDesign(design);
  const target = index.byId.get(boxId);
  if (target === undefined) return sourceMissing(ctx.rules);
  const designSet = designSetOf(ctx);
  for (const rule of ctx.rules.rules) {
    if (!rule.enabled) continue;
    const onRemove = registered(rule).onRemove;
    if (onRemove !== undefined && !onRemove(rule, { target, index })) {
      return ruleRefusal(rule, designSet);
    }
  }
  return null;
}

export function removeBox(design: BoxDesign, boxId: string, ctx: PlacementContext): RemovalResult {
  const refused = canRemoveBox(design, boxId, ctx);
  if (refused !== null) return refused;
  const remaining = design.filter((box) => box.id !== boxId);
  return { ok: true, design: remaining, showInitialBoxMenu: remaining.length === 0 };
}

export interface AddButtons {
  readonly boxId: string;
  readonly right: PlacementCheck;
  readonly top: PlacementCheck;
}

/** Whether each box shows its add-right and add-on-top buttons for the box type the user picked. */
export function evaluateAddButtons(
  design: BoxDesign,
  boxType: BoxType,
  ctx: PlacementContext,
): AddButtons[] {
  const index = indexDesign(design);
  return design.map((box) => ({
    boxId: box.id,
    right: canAddIndexed(index, 'right', box.id, boxType, ctx),
    top: canAddIndexed(index, 'top', box.id, boxType, ctx),
  }));
}

export interface Violation {
  readonly rule: RuleId;
  readonly boxId: string;
  readonly message: string;
}

/**
 * Checks a whole design against every placement rule at once: for designs from storage, shared links
 * and the generator, and as the invariant the placement actions must keep.
 */
export function validateDesign(design: BoxDesign, ctx: PlacementContext): Violation[] {
  const index = indexDesign(design);
  const designSet = designSetOf(ctx);
  const violations: Violation[] = [];
  const ids = new Set<string>();
  for (const box of design) {
    assert(!ids.has(box.id), `box id ${box.id} is unique`);
    ids.add(box.id);
  }
  for (const rule of ctx.rules.rules) {
    if (!rule.enabled) continue;
    const message = ruleRefusal(rule, designSet).message;
    registered(rule).onDesign?.(rule, {
      design,
      index,
      designSet,
      report: (box) => violations.push({ rule: rule.id, boxId: box.id, message }),
    });
  }
  return violations;
}
