import * as z from 'zod/mini';
import shippedBoxPlacement from '../../../public/rules/box-placement.json' with { type: 'json' };
import shippedConfiguration from '../../../public/rules/config.json' with { type: 'json' };
import { assert } from './assert.ts';
import { BOX_TYPES, DESIGN_TYPES } from './model.ts';
import type { BoxType, DesignType } from './model.ts';

// The placement rules are data: the shop serves them from /rules/ so limits and messages can change
// without a release, and the same files are the fallback when loading fails.

const priority = z.int();
const ratio = z.number().check(z.gte(0), z.lte(1));
const message = z.string().check(z.minLength(1));
const lengthIn = z.number().check(z.positive());

const SourceExistsRule = z.strictObject({
  id: z.literal('source-exists'),
  priority,
  // Nothing else can be judged without the source box, so this one cannot be switched off.
  enabled: z.literal(true),
  message,
});

const MaxBoxesRule = z.strictObject({
  id: z.literal('max-boxes'),
  priority,
  enabled: z.boolean(),
  /** `{maxBoxes}` is replaced by the limit. */
  message,
  params: z.strictObject({ maxBoxes: z.int().check(z.positive()) }),
});

const SupportRule = z.strictObject({
  id: z.literal('support'),
  priority,
  enabled: z.boolean(),
  message,
  params: z.strictObject({
    /** Share of a box's inner width that boxes directly below must cover, free-standing designs. */
    defaultRatio: ratio,
    /** The same share for wall-mounted designs, whose rail carries part of the load. */
    wallMountRatio: ratio,
    /** A box below counts as support only if it overlaps at least this share of the inner width. */
    minOverlapRatio: ratio,
  }),
});

/** A rule with nothing to set but whether it is on, its priority and its message. */
const plainRule = <Id extends string>(id: Id) =>
  z.strictObject({ id: z.literal(id), priority, enabled: z.boolean(), message });

const BoxToRightRule = plainRule('box-to-right');
const BoxOnTopRule = plainRule('box-on-top');
const CollisionRule = plainRule('collision');
/** Its message is used when a design set gives a row limit without its own; `{maxRows}` is replaced. */
const RowLimitRule = plainRule('row-limit');

const SpanRule = z.strictObject({
  id: z.literal('span'),
  priority,
  enabled: z.boolean(),
  message,
  params: z.strictObject({
    /** A run of boxes on one level longer than this needs solid support and no longer gap. */
    maxUnsupportedSpanIn: lengthIn,
    /** Share of such a run's length that must rest on boxes below. */
    solidRatio: ratio,
  }),
});

const SupportsBoxesAboveRule = z.strictObject({
  id: z.literal('supports-boxes-above'),
  priority,
  // Removing a box that carries others would leave them floating, so this one stays on.
  enabled: z.literal(true),
  message,
});

export const CoreRuleSchema = z.discriminatedUnion('id', [
  SourceExistsRule,
  MaxBoxesRule,
  SupportRule,
  BoxToRightRule,
  BoxOnTopRule,
  CollisionRule,
  RowLimitRule,
  SpanRule,
  SupportsBoxesAboveRule,
]);

export type CoreRule = z.infer<typeof CoreRuleSchema>;
export type RuleId = CoreRule['id'];

export const RULE_IDS: readonly RuleId[] = [
  'source-exists',
  'max-boxes',
  'support',
  'box-to-right',
  'box-on-top',
  'collision',
  'row-limit',
  'span',
  'supports-boxes-above',
];

export const CoreRuleSetSchema = z.strictObject({
  id: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
  /** Lengths closer than this count as equal: edges touch, overlaps below it are no overlap. */
  toleranceIn: z.number().check(z.gte(0)),
  rules: z.array(CoreRuleSchema),
});

export type CoreRuleSet = z.infer<typeof CoreRuleSetSchema>;

const boxType = z.enum(BOX_TYPES as [BoxType, ...BoxType[]]);
const designType = z.enum(DESIGN_TYPES as [DesignType, ...DesignType[]]);

export const DesignSetSchema = z
  .strictObject({
    label: z.string().check(z.minLength(1)),
    /** Rows are 14 in levels counted from the floor; a double-stack fills two. */
    maxRows: z.int().check(z.positive()),
    rowLimitMessage: z.optional(message),
    /** How upper boxes are held: standing on the boxes below, or hung from a wall rail. */
    mounting: z.enum(['free-standing', 'wall']),
    allowedBoxTypes: z.array(boxType).check(z.minLength(1)),
    preferredBoxType: boxType,
    defaultGrid: z.strictObject({
      columns: z.int().check(z.positive()),
      rows: z.int().check(z.positive()),
    }),
  })
  .check(
    z.refine((set) => set.allowedBoxTypes.includes(set.preferredBoxType), {
      message: 'preferredBoxType must be one of allowedBoxTypes',
    }),
    z.refine((set) => set.defaultGrid.rows <= set.maxRows, {
      message: 'defaultGrid.rows must not exceed maxRows',
    }),
  );

export type DesignSet = z.infer<typeof DesignSetSchema>;

export const RuleSetFileSchema = z.strictObject({
  coreSets: z.array(CoreRuleSetSchema),
  designSets: z.partialRecord(designType, DesignSetSchema),
});

export type RuleSetFile = z.infer<typeof RuleSetFileSchema>;

export const RuleConfigurationSchema = z.strictObject({
  version: z.literal(1),
  /** Rule set files, relative to the configuration file; later files override earlier ones. */
  ruleSets: z.array(z.string().check(z.regex(/^[a-z0-9-]+\.json$/))).check(z.minLength(1)),
});

export type RuleConfiguration = z.infer<typeof RuleConfigurationSchema>;

/** A core rule as the engine uses it: with its set's tolerance. */
export type ResolvedCoreRule = CoreRule & { readonly toleranceIn: number };

/** Every rule and every design set, merged from all files, rules in evaluation order. */
export interface RuleSets {
  readonly rules: readonly ResolvedCoreRule[];
  readonly designSets: Readonly<Record<DesignType, DesignSet>>;
}

export type MergeResult = { ok: true; rules: RuleSets } | { ok: false; problem: string };

/**
 * Later files and later sets override a rule with the same id or a design set for the same type.
 * Rules run by descending priority; rules of equal priority keep the order they are listed in.
 */
export function mergeRuleSetFiles(files: readonly RuleSetFile[]): MergeResult {
  const rulesById = new Map<RuleId, ResolvedCoreRule>();
  const designSets: Partial<Record<DesignType, DesignSet>> = {};
  for (const file of files) {
    for (const set of file.coreSets) {
      for (const rule of set.rules) {
        rulesById.delete(rule.id);
        rulesById.set(rule.id, { ...rule, toleranceIn: set.toleranceIn });
      }
    }
    Object.assign(designSets, file.designSets);
  }
  const missingRules = RULE_IDS.filter((id) => !rulesById.has(id));
  if (missingRules.length > 0) {
    return { ok: false, problem: `missing rules: ${missingRules.join(', ')}` };
  }
  const missingDesigns = DESIGN_TYPES.filter((type) => designSets[type] === undefined);
  if (missingDesigns.length > 0) {
    return { ok: false, problem: `missing design sets: ${missingDesigns.join(', ')}` };
  }
  const rules = [...rulesById.values()]
    .map((rule, order) => ({ rule, order }))
    .sort((a, b) => b.rule.priority - a.rule.priority || a.order - b.order)
    .map(({ rule }) => rule);
  return { ok: true, rules: { rules, designSets: designSets as Record<DesignType, DesignSet> } };
}

export function ruleById<Id extends RuleId>(
  rules: RuleSets,
  id: Id,
): Extract<ResolvedCoreRule, { id: Id }> {
  const rule = rules.rules.find((candidate) => candidate.id === id);
  assert(rule !== undefined, `merged rule sets hold rule ${id}`);
  return rule as Extract<ResolvedCoreRule, { id: Id }>;
}

/**
 * The shipped rule files, `public/rules/*.json`: the shop owner tunes limits and messages there.
 * The browser fetches them as `/rules/…`, the server validates with them, and this same content is
 * the built-in set when loading fails, so there is one copy of every rule.
 */
export const BUILT_IN_RULE_CONFIGURATION: RuleConfiguration =
  RuleConfigurationSchema.parse(shippedConfiguration);

export const BUILT_IN_RULE_SET_FILES: Readonly<Record<string, RuleSetFile>> = {
  'box-placement.json': RuleSetFileSchema.parse(shippedBoxPlacement),
};

function builtInRules(): RuleSets {
  const files = BUILT_IN_RULE_CONFIGURATION.ruleSets.map((name) => {
    const file = BUILT_IN_RULE_SET_FILES[name];
    assert(file !== undefined, `built-in rule set ${name} exists`);
    return RuleSetFileSchema.parse(file);
  });
  const merged = mergeRuleSetFiles(files);
  assert(merged.ok, 'built-in rules are complete');
  return merged.rules;
}

export const BUILT_IN_RULES: RuleSets = builtInRules();

export const RULE_LOAD_WARNING = 'Failed to load rule set';

export type LoadedRules =
  | { readonly rules: RuleSets; readonly warning: null }
  | {
      readonly rules: RuleSets;
      readonly warning: typeof RULE_LOAD_WARNING;
      readonly cause: string;
    };

/** Fetches and parses a JSON document; a rejected promise counts as a failed load. */
export type FetchJson = (path: string) => Promise<unknown>;

/**
 * Loads the rule configuration and its rule set files. Any failure (network, JSON, schema, a rule
 * or design set missing after merging) falls back to the built-in rules; the caller logs the warning.
 */
export async function loadRuleSets(
  fetchJson: FetchJson,
  basePath = '/rules/',
): Promise<LoadedRules> {
  const fail = (cause: string): LoadedRules => ({
    rules: BUILT_IN_RULES,
    warning: RULE_LOAD_WARNING,
    cause,
  });
  try {
    const configuration = RuleConfigurationSchema.safeParse(
      await fetchJson(`${basePath}config.json`),
    );
    if (!configuration.success) return fail(`config.json: ${configuration.error.message}`);
    const files: RuleSetFile[] = [];
    for (const name of configuration.data.ruleSets) {
      const file = RuleSetFileSchema.safeParse(await fetchJson(`${basePath}${name}`));
      if (!file.success) return fail(`${name}: ${file.error.message}`);
      files.push(file.data);
    }
    const merged = mergeRuleSetFiles(files);
    return merged.ok ? { rules: merged.rules, warning: null } : fail(merged.problem);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}
