import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESIGN_TYPES } from './model.ts';
import {
  BUILT_IN_RULES,
  BUILT_IN_RULE_CONFIGURATION,
  BUILT_IN_RULE_SET_FILES,
  RULE_IDS,
  RuleConfigurationSchema,
  RuleSetFileSchema,
  loadRuleSets,
  mergeRuleSetFiles,
  ruleById,
} from './rule-config.ts';
import type { RuleSetFile } from './rule-config.ts';

const RULES_DIR = new URL('../../../public/rules/', import.meta.url);

function shipped(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, RULES_DIR), 'utf8'));
}

const fromDisk = async (path: string): Promise<unknown> => shipped(path.replace('/rules/', ''));

function clone<T>(value: T): T {
  return structuredClone(value);
}

const placementFile = (): RuleSetFile => clone(BUILT_IN_RULE_SET_FILES['box-placement.json']!);

describe('shipped rule files', () => {
  it('are the built-in rules: the fallback is the files as shipped, merged', () => {
    const files = RuleConfigurationSchema.parse(shipped('config.json')).ruleSets.map((name) =>
      RuleSetFileSchema.parse(shipped(name)),
    );
    expect(mergeRuleSetFiles(files)).toEqual({ ok: true, rules: BUILT_IN_RULES });
    expect(Object.keys(BUILT_IN_RULE_SET_FILES)).toEqual(BUILT_IN_RULE_CONFIGURATION.ruleSets);
  });

  it('pass their schemas', () => {
    expect(RuleConfigurationSchema.safeParse(shipped('config.json')).success).toBe(true);
    expect(RuleSetFileSchema.safeParse(shipped('box-placement.json')).success).toBe(true);
  });

  it('use the spec priorities, thresholds and limits (docs/rules/configurators.md)', () => {
    expect(BUILT_IN_RULES.rules.map((rule) => [rule.id, rule.priority])).toEqual([
      ['source-exists', 1000],
      ['max-boxes', 1000],
      ['supports-boxes-above', 1000],
      ['support', 800],
      ['box-to-right', 600],
      ['box-on-top', 600],
      ['collision', 400],
      ['row-limit', 200],
      ['span', 200],
    ]);
    expect(ruleById(BUILT_IN_RULES, 'support').params).toEqual({
      defaultRatio: 0.8,
      wallMountRatio: 0.4,
      minOverlapRatio: 0.3,
    });
    expect(ruleById(BUILT_IN_RULES, 'span').params).toEqual({
      maxUnsupportedSpanIn: 96,
      solidRatio: 0.75,
    });
    expect(ruleById(BUILT_IN_RULES, 'max-boxes').params.maxBoxes).toBe(60);
    expect(BUILT_IN_RULES.rules.every((rule) => rule.toleranceIn === 0.01)).toBe(true);
  });

  it.each([
    ['tvStand', ['wide', 'standard'], 'wide', 4, 1],
    ['sideboard', ['wide', 'double-stack', 'standard'], 'wide', 4, 2],
    ['bookcase', ['standard', 'wide'], 'standard', 3, 4],
    ['tallBookcase', ['double-stack', 'standard'], 'double-stack', 2, 5],
    ['wallStorage', ['wide', 'double-stack', 'standard'], 'wide', 4, 3],
  ] as const)(
    '%s allows %j, prefers %s, starts %s×%s',
    (type, allowed, preferred, columns, rows) => {
      expect(BUILT_IN_RULES.designSets[type]).toMatchObject({
        allowedBoxTypes: allowed,
        preferredBoxType: preferred,
        defaultGrid: { columns, rows },
      });
    },
  );
});

describe('schemas', () => {
  it('rejects a preferred type that is not allowed and a default grid over the row limit', () => {
    const file = placementFile();
    file.designSets.tvStand = { ...file.designSets.tvStand!, preferredBoxType: 'double-stack' };
    expect(RuleSetFileSchema.safeParse(file).success).toBe(false);
    const tall = placementFile();
    tall.designSets.tvStand = { ...tall.designSets.tvStand!, defaultGrid: { columns: 1, rows: 4 } };
    expect(RuleSetFileSchema.safeParse(tall).success).toBe(false);
  });

  it('rejects unknown fields, so a typo cannot silently drop a limit', () => {
    const file = placementFile() as unknown as {
      designSets: { bookcase: Record<string, unknown> };
    };
    file.designSets.bookcase['maxRow'] = 9;
    expect(RuleSetFileSchema.safeParse(file).success).toBe(false);
  });

  it('keeps source-exists and supports-boxes-above switched on', () => {
    const file = placementFile();
    const rules = file.coreSets[0]!.rules.map((rule) =>
      rule.id === 'source-exists' ? { ...rule, enabled: false } : rule,
    );
    expect(
      RuleSetFileSchema.safeParse({ ...file, coreSets: [{ ...file.coreSets[0]!, rules }] }).success,
    ).toBe(false);
  });
});

describe('merging rule set files', () => {
  it('lets a later file override a rule and a design set', () => {
    const override: RuleSetFile = {
      coreSets: [
        {
          id: 'shop-overrides',
          toleranceIn: 0.05,
          rules: [{ id: 'collision', priority: 900, enabled: true, message: 'Occupied' }],
        },
      ],
      designSets: { bookcase: { ...BUILT_IN_RULES.designSets.bookcase, maxRows: 2 } },
    };
    const merged = mergeRuleSetFiles([placementFile(), override]);
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    expect(merged.rules.rules.map((rule) => rule.id).slice(0, 4)).toEqual([
      'source-exists',
      'max-boxes',
      'supports-boxes-above',
      'collision',
    ]);
    expect(ruleById(merged.rules, 'collision')).toMatchObject({
      message: 'Occupied',
      toleranceIn: 0.05,
    });
    expect(merged.rules.designSets.bookcase.maxRows).toBe(2);
    expect(merged.rules.designSets.tvStand.maxRows).toBe(3);
  });

  it('names missing rules and design sets', () => {
    const file = placementFile();
    const withoutSpan = {
      ...file,
      coreSets: [
        {
          ...file.coreSets[0]!,
          rules: file.coreSets[0]!.rules.filter((rule) => rule.id !== 'span'),
        },
      ],
    };
    expect(mergeRuleSetFiles([withoutSpan])).toEqual({ ok: false, problem: 'missing rules: span' });
    const designSets = { ...file.designSets };
    delete designSets.wallStorage;
    expect(mergeRuleSetFiles([{ ...file, designSets }])).toEqual({
      ok: false,
      problem: 'missing design sets: wallStorage',
    });
  });

  it('covers every rule id and design type in the built-in rules', () => {
    expect(new Set(BUILT_IN_RULES.rules.map((rule) => rule.id))).toEqual(new Set(RULE_IDS));
    expect(Object.keys(BUILT_IN_RULES.designSets).sort()).toEqual([...DESIGN_TYPES].sort());
  });
});

describe('loadRuleSets', () => {
  it('loads and validates the shipped files', async () => {
    const requested: string[] = [];
    const loaded = await loadRuleSets(async (path) => {
      requested.push(path);
      return fromDisk(path);
    });
    expect(requested).toEqual(['/rules/config.json', '/rules/box-placement.json']);
    expect(loaded).toEqual({ rules: BUILT_IN_RULES, warning: null });
  });

  it('uses another base path when given one', async () => {
    const requested: string[] = [];
    await loadRuleSets(async (path) => {
      requested.push(path);
      return fromDisk(path.replace('/static/', '/rules/'));
    }, '/static/');
    expect(requested[0]).toBe('/static/config.json');
  });

  const failures: [string, (path: string) => Promise<unknown>, RegExp][] = [
    ['the fetch rejects', async () => Promise.reject(new Error('offline')), /offline/],
    ['the fetch throws a non-error', async () => Promise.reject('503'), /503/],
    ['the configuration is malformed', async () => ({ version: 2, ruleSets: [] }), /config\.json/],
    [
      'a rule set file is malformed',
      async (path) => (path.endsWith('config.json') ? fromDisk(path) : { coreSets: 'nope' }),
      /box-placement\.json/,
    ],
    [
      'a rule set file leaves rules out',
      async (path) =>
        path.endsWith('config.json') ? fromDisk(path) : { coreSets: [], designSets: {} },
      /missing rules/,
    ],
  ];

  it.each(failures)('falls back to the built-in rules when %s', async (_name, fetchJson, cause) => {
    const loaded = await loadRuleSets(fetchJson);
    expect(loaded.rules).toBe(BUILT_IN_RULES);
    expect(loaded.warning).toBe('Failed to load rule set');
    expect(loaded.warning === null ? '' : loaded.cause).toMatch(cause);
  });
});
