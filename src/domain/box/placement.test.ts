import { describe, expect, it } from 'vitest';
import { ctxFor, designOf, standardBoxes, withRule } from './fixtures.test-helpers.ts';
import type { Spot } from './fixtures.test-helpers.ts';
import { createBox } from './geometry.ts';
import { DEFAULT_SCENE_STATE } from './model.ts';
import type { BoxDesign, BoxType, DesignType } from './model.ts';
import {
  PLACEMENT_RULES,
  addBoxOnTop,
  addBoxRight,
  addFirstBox,
  canAddOnTop,
  canAddRight,
  canRemoveBox,
  evaluateAddButtons,
  removeBox,
  validateDesign,
} from './placement.ts';
import { BUILT_IN_RULES, RULE_IDS } from './rule-config.ts';
import { sceneForDesign } from './scene.ts';

const bookcase = ctxFor('bookcase');

function row(type: BoxType, columns: number, level = 0, first = 1): Spot[] {
  const width = type === 'wide' ? 2 : 1;
  return Array.from({ length: columns }, (_, i) => [type, first + i * width, level] as const);
}

describe('the spec messages (docs/rules/configurators.md)', () => {
  it.each<[string, BoxDesign, 'right' | 'top', string, BoxType, DesignType, string]>([
    [
      'upper box to the right over nothing',
      designOf(['standard', 1, 0], ['standard', 1, 1]),
      'right',
      'box-2',
      'standard',
      'bookcase',
      'New box would not have adequate support below',
    ],
    [
      'right neighbour present',
      designOf(['standard', 1, 0], ['standard', 2, 0]),
      'right',
      'box-1',
      'standard',
      'bookcase',
      'There is already a box to the right',
    ],
    [
      'box on top present',
      designOf(['standard', 1, 0], ['standard', 1, 1]),
      'top',
      'box-1',
      'standard',
      'bookcase',
      'There is already a box on top',
    ],
    [
      'wide to the right runs into a box beyond the neighbour cell',
      designOf(['standard', 1, 0], ['standard', 3, 0]),
      'right',
      'box-1',
      'wide',
      'bookcase',
      'Adding a box would cause a collision',
    ],
    [
      'wide on top runs into a box on the upper level',
      designOf(['wide', 1, 0], ['standard', 2, 1]),
      'top',
      'box-1',
      'wide',
      'sideboard',
      'Adding a box would cause a collision',
    ],
    [
      'double-stack beside a box on the level above',
      designOf(['standard', 1, 0], ['standard', 3, 0], ['wide', 2, 1]),
      'right',
      'box-1',
      'double-stack',
      'wallStorage',
      'Adding a box would cause a collision',
    ],
  ])('%s', (_name, design, direction, boxId, boxType, designType, message) => {
    const check = direction === 'right' ? canAddRight : canAddOnTop;
    expect(check(design, boxId, boxType, ctxFor(designType))).toMatchObject({ ok: false, message });
  });

  it.each<[DesignType, number, string]>([
    ['tvStand', 3, 'TV stands are limited to 3 rows maximum'],
    ['wallStorage', 5, 'Wall storage units are limited to 5 rows maximum'],
    ['tallBookcase', 6, 'Tall bookcases are limited to 6 rows maximum'],
    ['bookcase', 4, 'Standard bookcases are limited to 4 rows maximum'],
    ['sideboard', 3, 'Sideboards are limited to 3 rows maximum'],
  ])('%s stops at %s rows: %s', (designType, maxRows, message) => {
    const stack = designOf(
      ...Array.from({ length: maxRows }, (_, level) => ['standard', 1, level] as const),
    );
    const ctx = ctxFor(designType);
    const below = designOf(
      ...stack.slice(0, -1).map((_, level) => ['standard', 1, level] as const),
    );
    const topBelow = below[below.length - 1]!;
    expect(canAddOnTop(below, topBelow.id, 'standard', ctx).ok).toBe(true);
    const top = stack[stack.length - 1]!;
    expect(canAddOnTop(stack, top.id, 'standard', ctx)).toEqual({
      ok: false,
      rule: 'row-limit',
      message,
    });
  });

  it('counts a double-stack as two rows', () => {
    const design = designOf(['standard', 1, 0], ['standard', 1, 1]);
    expect(canAddOnTop(design, 'box-2', 'double-stack', ctxFor('sideboard'))).toMatchObject({
      ok: false,
      message: 'Sideboards are limited to 3 rows maximum',
    });
    expect(canAddOnTop(design, 'box-2', 'standard', ctxFor('sideboard')).ok).toBe(true);
  });

  it('places only the box types the design type offers (docs/rules/configurators.md)', () => {
    const design = designOf(['standard', 1, 0]);
    expect(canAddOnTop(design, 'box-1', 'double-stack', ctxFor('tvStand'))).toEqual({
      ok: false,
      rule: 'box-type',
      message: 'Double Stack is not available for TV stand designs',
    });
    expect(canAddRight(design, 'box-1', 'wide', ctxFor('tallBookcase'))).toMatchObject({
      rule: 'box-type',
    });
    expect(addFirstBox([], 'double-stack', ctxFor('bookcase'))).toMatchObject({
      rule: 'box-type',
    });
    expect(canAddRight(design, 'box-1', 'double-stack', ctxFor('wallStorage')).ok).toBe(true);
  });

  it('refuses a missing source', () => {
    expect(canAddRight([], 'box-9', 'standard', bookcase)).toEqual({
      ok: false,
      rule: 'source-exists',
      message: 'Source box not found',
    });
    expect(addBoxOnTop(designOf(['standard', 1, 0]), 'nope', 'standard', bookcase)).toMatchObject({
      ok: false,
      rule: 'source-exists',
    });
    expect(removeBox([], 'box-1', bookcase)).toMatchObject({ ok: false, rule: 'source-exists' });
  });

  it('refuses a 61st box (docs/rules/configurators.md)', () => {
    const sixty = designOf(
      ...row('standard', 15, 0),
      ...row('standard', 15, 1),
      ...row('standard', 15, 2),
      ...row('standard', 15, 3),
    );
    expect(sixty).toHaveLength(60);
    const full = canAddRight(sixty, 'box-15', 'standard', bookcase);
    expect(full).toEqual({
      ok: false,
      rule: 'max-boxes',
      message: 'A design can have at most 60 boxes',
    });
    const fiftyNine = sixty.slice(0, 59);
    expect(canAddRight(fiftyNine, 'box-15', 'standard', bookcase).ok).toBe(true);
  });
});

describe('priorities', () => {
  it('reports support before the neighbour and the neighbour before collision', () => {
    const design = standardBoxes([1, 0], [2, 0], [1, 1], [2, 1]);
    // A wide box right of box-3 would stand on box-2 alone and sit where box-4 is.
    expect(canAddRight(design, 'box-3', 'wide', bookcase)).toMatchObject({ rule: 'support' });
    expect(canAddRight(design, 'box-3', 'standard', bookcase)).toMatchObject({
      rule: 'box-to-right',
    });
  });

  it('skips a disabled rule', () => {
    const design = designOf(['standard', 1, 0], ['standard', 1, 1]);
    const rules = withRule({ id: 'support', enabled: false });
    expect(canAddRight(design, 'box-2', 'standard', { designType: 'bookcase', rules }).ok).toBe(
      true,
    );
  });

  it('reads the limits from the rule configuration', () => {
    const rules = withRule({ id: 'max-boxes', params: { maxBoxes: 2 } });
    const design = designOf(['standard', 1, 0], ['standard', 2, 0]);
    expect(canAddRight(design, 'box-2', 'standard', { designType: 'bookcase', rules })).toEqual({
      ok: false,
      rule: 'max-boxes',
      message: 'A design can have at most 2 boxes',
    });
    const bookcaseSet = { ...BUILT_IN_RULES.designSets.bookcase };
    delete bookcaseSet.rowLimitMessage;
    const noMessage = {
      ...BUILT_IN_RULES,
      designSets: { ...BUILT_IN_RULES.designSets, bookcase: { ...bookcaseSet, maxRows: 1 } },
    };
    expect(
      canAddOnTop(designOf(['standard', 1, 0]), 'box-1', 'standard', {
        designType: 'bookcase',
        rules: noMessage,
      }),
    ).toMatchObject({
      message: 'This design is limited to 1 rows maximum',
    });
  });
});

describe('support', () => {
  it('stands on the floor at level 0', () => {
    expect(canAddRight(designOf(['standard', 1, 0]), 'box-1', 'wide', bookcase)).toEqual({
      ok: true,
      boxType: 'wide',
      cell: { column: 2, level: 0 },
    });
  });

  it.each<[string, Spot[], string, BoxType, DesignType, boolean]>([
    ['standard on standard', [['standard', 1, 0]], 'box-1', 'standard', 'bookcase', true],
    ['standard on wide', [['wide', 1, 0]], 'box-1', 'standard', 'bookcase', true],
    [
      'wide on a single standard, free-standing (13 of 25 in)',
      [['standard', 1, 0]],
      'box-1',
      'wide',
      'bookcase',
      false,
    ],
    [
      'wide on two standards',
      [
        ['standard', 1, 0],
        ['standard', 2, 0],
      ],
      'box-1',
      'wide',
      'bookcase',
      true,
    ],
    [
      'wide on a single standard, wall-mounted (40 %)',
      [['standard', 1, 0]],
      'box-1',
      'wide',
      'wallStorage',
      true,
    ],
    [
      'double-stack on standard',
      [['standard', 1, 0]],
      'box-1',
      'double-stack',
      'tallBookcase',
      true,
    ],
  ])('%s → %s', (_name, spots, boxId, boxType, designType, ok) => {
    expect(canAddOnTop(designOf(...spots), boxId, boxType, ctxFor(designType)).ok).toBe(ok);
  });

  it('adds to the right on an upper level only over boxes below', () => {
    const design = designOf(['standard', 1, 0], ['standard', 2, 0], ['standard', 1, 1]);
    expect(canAddRight(design, 'box-3', 'standard', bookcase).ok).toBe(true);
    expect(canAddRight(design, 'box-3', 'wide', bookcase)).toMatchObject({ rule: 'support' });
  });

  it('ignores a box below that only grazes the new box (30 % overlap)', () => {
    const base = designOf(['standard', 1, 0]);
    const grazing = {
      ...createBox('standard', { column: 2, level: 0 }, { id: 'box-2', stackId: 'stack-2' }),
    };
    const shifted = { ...grazing, position: { ...grazing.position, x: 13 + 10 } };
    // Box at 23–36 in; a wide on top of box-1 spans 0–26 in and overlaps it by 3 in (12 % of 25 in).
    const rules = withRule({
      id: 'support',
      params: { defaultRatio: 0.6, wallMountRatio: 0.4, minOverlapRatio: 0.3 },
    });
    const ctx = { designType: 'bookcase' as const, rules };
    expect(canAddOnTop([...base, shifted], 'box-1', 'wide', ctx)).toMatchObject({
      rule: 'support',
    });
    const looser = withRule({
      id: 'support',
      params: { defaultRatio: 0.6, wallMountRatio: 0.4, minOverlapRatio: 0.1 },
    });
    expect(
      canAddOnTop([...base, shifted], 'box-1', 'wide', { designType: 'bookcase', rules: looser })
        .ok,
    ).toBe(true);
  });
});

describe('the 8 ft span rule', () => {
  // Wall storage lets a wide box stand on one standard, so a long upper run can rest on little.
  const ctx = ctxFor('wallStorage');

  it('refuses a run over 96 in that rests on less than 75 % of its length', () => {
    // Floor: standards at columns 1, 3, 5, 7, 9; level 1: wides at 1, 3, 5, 7 (104 in, 52 in resting).
    const floor = standardBoxes([1, 0], [3, 0], [5, 0], [7, 0]);
    let design: BoxDesign = floor;
    let source = 'box-1';
    for (let i = 0; i < 3; i++) {
      const added =
        i === 0
          ? addBoxOnTop(design, source, 'wide', ctx)
          : addBoxRight(design, source, 'wide', ctx);
      expect(added.ok).toBe(true);
      if (!added.ok) return;
      design = added.design;
      source = added.box.id;
    }
    expect(canAddRight(design, source, 'wide', ctx)).toEqual({
      ok: false,
      rule: 'span',
      message: 'Boxes on one level cannot span more than 8 feet without support below',
    });
  });

  it('allows a long run that rests on enough', () => {
    const design = designOf(...row('standard', 8, 0), ...row('wide', 3, 1));
    expect(canAddRight(design, 'box-11', 'wide', ctx).ok).toBe(true);
  });

  it('refuses a gap over 8 ft even when most of the run rests', () => {
    const rules = withRule({ id: 'span', params: { maxUnsupportedSpanIn: 20, solidRatio: 0.1 } });
    // Level 1 run over columns 1–4 resting only on column 1 and 4 would leave a 26 in gap.
    const design = designOf(['standard', 1, 0], ['standard', 4, 0], ['wide', 1, 1]);
    expect(
      canAddRight(design, 'box-3', 'wide', { designType: 'wallStorage', rules }),
    ).toMatchObject({
      rule: 'span',
    });
  });
});

describe('adding', () => {
  it('places the first box at A1 and refuses a second first box there', () => {
    const first = addFirstBox([], 'standard', bookcase);
    expect(first).toMatchObject({
      ok: true,
      box: { id: 'box-1', gridPosition: 'A1', verticalLevel: 0, stackId: 'stack-1' },
    });
    if (!first.ok) return;
    expect(addFirstBox(first.design, 'standard', bookcase)).toMatchObject({
      ok: false,
      rule: 'collision',
    });
  });

  it('adds right on the same level in a new stack and on top in the same stack', () => {
    const start = designOf(['double-stack', 1, 0]);
    const right = addBoxRight(start, 'box-1', 'wide', ctxFor('sideboard'));
    expect(right).toMatchObject({
      ok: true,
      box: {
        id: 'box-2',
        gridPosition: 'A2',
        verticalLevel: 0,
        stackId: 'stack-2',
        position: { x: 13, y: 0, z: 0 },
      },
    });
    const top = addBoxOnTop(start, 'box-1', 'standard', ctxFor('sideboard'));
    expect(top).toMatchObject({
      ok: true,
      box: {
        gridPosition: 'C1',
        verticalLevel: 2,
        stackId: 'stack-1',
        position: { x: 0, y: 28, z: 0 },
      },
    });
    if (!right.ok) return;
    expect(right.design).toHaveLength(2);
    expect(start).toHaveLength(1);
  });

  it('lets a box go on top of the right half of a wide box only by the right add', () => {
    const design = designOf(['wide', 1, 0], ['standard', 1, 1]);
    expect(canAddOnTop(design, 'box-1', 'standard', ctxFor('sideboard'))).toMatchObject({
      rule: 'box-on-top',
    });
    expect(canAddRight(design, 'box-2', 'standard', ctxFor('sideboard'))).toMatchObject({
      ok: true,
      cell: { column: 2, level: 1 },
    });
  });
});

describe('removing', () => {
  it('refuses to remove a box that carries another', () => {
    const design = designOf(['standard', 1, 0], ['standard', 1, 1]);
    expect(removeBox(design, 'box-1', bookcase)).toEqual({
      ok: false,
      rule: 'supports-boxes-above',
      message: 'Remove the boxes above this box first',
    });
    expect(removeBox(design, 'box-2', bookcase)).toMatchObject({
      ok: true,
      showInitialBoxMenu: false,
    });
  });

  it('shows the first-box menu again when the last box goes', () => {
    const removed = removeBox(designOf(['wide', 1, 0]), 'box-1', bookcase);
    expect(removed).toEqual({ ok: true, design: [], showInitialBoxMenu: true });
    if (!removed.ok) return;
    expect(
      sceneForDesign(
        { ...DEFAULT_SCENE_STATE, showInitialBoxMenu: false, activeBoxCount: 1 },
        removed.design,
      ),
    ).toMatchObject({
      activeBoxCount: 0,
      showInitialBoxMenu: true,
    });
  });

  it('refuses a removal that would leave a long run resting on too little', () => {
    // Level 1: six wide boxes (156 in); the first three rest fully, the last three on one column:
    // 117 of 156 in (75 %). Without the first, 91 of 130 in (70 %) would remain.
    const design = designOf(
      ...row('standard', 7, 0),
      ['standard', 9, 0],
      ['standard', 11, 0],
      ...row('wide', 6, 1),
    );
    const ctx = ctxFor('wallStorage');
    expect(validateDesign(design, ctx)).toEqual([]);
    expect(canRemoveBox(design, 'box-10', ctx)).toEqual({
      ok: false,
      rule: 'span',
      message: 'Boxes on one level cannot span more than 8 feet without support below',
    });
    expect(canRemoveBox(design, 'box-15', ctx)).toBeNull();
  });
});

describe('add buttons', () => {
  it('shows every button the rules allow and hides the rest', () => {
    const design = designOf(['standard', 1, 0], ['standard', 2, 0], ['standard', 1, 1]);
    const buttons = evaluateAddButtons(design, 'standard', bookcase);
    expect(buttons.map((b) => [b.boxId, b.right.ok, b.top.ok])).toEqual([
      ['box-1', false, false],
      ['box-2', true, true],
      ['box-3', true, true],
    ]);
  });

  it('uses the box type the user picked', () => {
    const design = designOf(['standard', 1, 0]);
    expect(evaluateAddButtons(design, 'wide', bookcase)[0]).toMatchObject({
      right: { ok: true },
      top: { ok: false, rule: 'support' },
    });
  });
});

describe('validateDesign', () => {
  it('names every broken rule', () => {
    const rules = withRule({ id: 'max-boxes', params: { maxBoxes: 3 } });
    const design = designOf(
      ['standard', 1, 0],
      ['standard', 1, 0],
      ['wide', 3, 1],
      ['standard', 1, 1],
      ['standard', 1, 2],
      ['standard', 1, 3],
      ['standard', 1, 4],
    );
    const violations = validateDesign(design, { designType: 'bookcase', rules });
    expect(violations.map((v) => `${v.rule}:${v.boxId}`).sort()).toEqual(
      ['collision:box-2', 'max-boxes:box-4', 'row-limit:box-7', 'support:box-3'].sort(),
    );
    expect(violations.find((v) => v.rule === 'row-limit')?.message).toBe(
      'Standard bookcases are limited to 4 rows maximum',
    );
  });

  it('finds a long run resting on too little', () => {
    const design = designOf(
      ...row('standard', 7, 0).filter((_, i) => i % 2 === 0),
      ...row('wide', 4, 1),
    );
    expect(validateDesign(design, ctxFor('wallStorage')).map((v) => v.rule)).toEqual(['span']);
  });

  it('treats duplicate ids as a bug', () => {
    const design = designOf(['standard', 1, 0]);
    expect(() => validateDesign([...design, ...design], bookcase)).toThrow(/unique/);
  });
});

describe('the rule registry', () => {
  it('has one entry for every rule the files name, each checking something', () => {
    expect(Object.keys(PLACEMENT_RULES).sort()).toEqual([...RULE_IDS].sort());
    for (const entry of Object.values(PLACEMENT_RULES)) {
      const checks = [entry.onAdd, entry.onRemove, entry.onDesign].filter(Boolean);
      expect(checks.length).toBeGreaterThan(0);
    }
  });
});
