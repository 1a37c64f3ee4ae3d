import { z } from 'zod';
import { assert } from './assert.ts';
import { BOX_TYPES, DESIGN_TYPES } from './model.ts';
import type { BoxType, DesignType } from './model.ts';

// The placement rules are data: the shop serves them from /rules/ so limits and messages can change
// without a release, and the same files are compiled in as the fallback when loading fails.

const priority = z.number().int();
const ratio = z.number().min(0).max(1);
const message = z.string().min(1);
const lengthIn = z.number().positive();

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
  params: z.strictObject({ maxBoxes: z.number().int().positive() }),
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

const BoxToRightRule = z.strictObject({
  id: z.literal('box-to-right'),
  priority,
  enabled: z.boolean(),
  message,
});

const BoxOnTopRule = z.strictObject({
  id: z.literal('box-on-top'),
  priority,
  enabled: z.boolean(),
  message,
});

const CollisionRule = z.strictObject({
  id: z.literal('collision'),
  priority,
  enabled: z.boolean(),
  message,
});

const RowLimitRule = z.strictObject({
  id: z.literal('row-limit'),
  priority,
  enabled: z.boolean(),
  /** Used when a design set gives a row limit without its own message; `{maxRows}` is replaced. */
  message,
});

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
  id: z.string().min(1),
  description: z.string().optional(),
  /** Lengths closer than this count as equal: edges touch, overlaps below it are no overlap. */
  toleranceIn: z.number().min(0),
  rules: z.array(CoreRuleSchema),
});

export type CoreRuleSet = z.infer<typeof CoreRuleSetSchema>;

const boxType = z.enum(BOX_TYPES as [BoxType, ...BoxType[]]);
const designType = z.enum(DESIGN_TYPES as [DesignType, ...DesignType[]]);

export const DesignSetSchema = z
  .strictObject({
    label: z.string().min(1),
    /** Rows are 14 in levels counted from the floor; a double-stack fills two. */
    maxRows: z.number().int().positive(),
    rowLimitMessage: message.optional(),
    /** How upper boxes are held: standing on the boxes below, or hung from a wall rail. */
    mounting: z.enum(['free-standing', 'wall']),
    allowedBoxTypes: z.array(boxType).min(1),
    preferredBoxType: boxType,
    defaultGrid: z.strictObject({
      columns: z.number().int().positive(),
      rows: z.number().int().positive(),
    }),
  })
  .refine((set) => set.allowedBoxTypes.includes(set.preferredBoxType), {
    message: 'preferredBoxType must be one of allowedBoxTypes',
  })
  .refine((set) => set.defaultGrid.rows <= set.maxRows, {
    message: 'defaultGrid.rows must not exceed maxRows',
  });

export type DesignSet = z.infer<typeof DesignSetSchema>;

export const RuleSetFileSchema = z.strictObject({
  coreSets: z.array(CoreRuleSetSchema),
  designSets: z.partialRecord(designType, DesignSetSchema),
});

export type RuleSetFile = z.infer<typeof RuleSetFileSchema>;

export const RuleConfigurationSchema = z.strictObject({
  version: z.literal(1),
  /** Rule set files, relative to the configuration file; later files override earlier ones. */
  ruleSets: z.array(z.string().regex(/^[a-z0-9-]+\.json$/)).min(1),
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

/** Served as /rules/config.json; a test keeps it identical to public/rules/config.json. */
export const BUILT_IN_RULE_CONFIGURATION: RuleConfiguration = {
  version: 1,
  ruleSets: ['box-placement.json'],
};

/** Served as /rules/box-placement.json; a test keeps it identical to the shipped file. */
export const BUILT_IN_RULE_SET_FILES: Readonly<Record<string, RuleSetFile>> = {
  'box-placement.json': {
    coreSets: [
      {
        id: 'box-placement',
        description:
          'Rules for adding and removing boxes. Rules run by descending priority; the first failure hides the add button.',
        toleranceIn: 0.01,
        rules: [
          {
            id: 'source-exists',
            priority: 1000,
            enabled: true,
            message: 'Source box not found',
          },
          {
            id: 'max-boxes',
            priority: 1000,
            enabled: true,
            message: 'A design can have at most {maxBoxes} boxes',
            params: { maxBoxes: 60 },
          },
          {
            id: 'support',
            priority: 800,
            enabled: true,
            message: 'New box would not have adequate support below',
            params: { defaultRatio: 0.8, wallMountRatio: 0.4, minOverlapRatio: 0.3 },
          },
          {
            id: 'box-to-right',
            priority: 600,
            enabled: true,
            message: 'There is already a box to the right',
          },
          {
            id: 'box-on-top',
            priority: 600,
            enabled: true,
            message: 'There is already a box on top',
          },
          {
            id: 'collision',
            priority: 400,
            enabled: true,
            message: 'Adding a box would cause a collision',
          },
          {
            id: 'row-limit',
            priority: 200,
            enabled: true,
            message: 'This design is limited to {maxRows} rows maximum',
          },
          {
            id: 'span',
            priority: 200,
            enabled: true,
            message: 'Boxes on one level cannot span more than 8 feet without support below',
            params: { maxUnsupportedSpanIn: 96, solidRatio: 0.75 },
          },
          {
            id: 'supports-boxes-above',
            priority: 1000,
            enabled: true,
            message: 'Remove the boxes above this box first',
          },
        ],
      },
    ],
    designSets: {
      tvStand: {
        label: 'TV stand',
        maxRows: 3,
        rowLimitMessage: 'TV stands are limited to 3 rows maximum',
        mounting: 'free-standing',
        allowedBoxTypes: ['wide', 'standard'],
        preferredBoxType: 'wide',
        defaultGrid: { columns: 4, rows: 1 },
      },
      sideboard: {
        label: 'Sideboard',
        maxRows: 3,
        rowLimitMessage: 'Sideboards are limited to 3 rows maximum',
        mounting: 'free-standing',
        allowedBoxTypes: ['wide', 'double-stack', 'standard'],
        preferredBoxType: 'wide',
        defaultGrid: { columns: 4, rows: 2 },
      },
      bookcase: {
        label: 'Bookcase',
        maxRows: 4,
        rowLimitMessage: 'Standard bookcases are limited to 4 rows maximum',
        mounting: 'free-standing',
        allowedBoxTypes: ['standard', 'wide'],
        preferredBoxType: 'standard',
        defaultGrid: { columns: 3, rows: 4 },
      },
      tallBookcase: {
        label: 'Tall bookcase',
        maxRows: 6,
        rowLimitMessage: 'Tall bookcases are limited to 6 rows maximum',
        mounting: 'free-standing',
        allowedBoxTypes: ['double-stack', 'standard'],
        preferredBoxType: 'double-stack',
        defaultGrid: { columns: 2, rows: 5 },
      },
      wallStorage: {
        label: 'Wall storage',
        maxRows: 5,
        rowLimitMessage: 'Wall storage units are limited to 5 rows maximum',
        mounting: 'wall',
        allowedBoxTypes: ['wide', 'double-stack', 'standard'],
        preferredBoxType: 'wide',
        defaultGrid: { columns: 4, rows: 3 },
      },
    },
  },
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
