import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ctxFor, withRule } from './fixtures.test-helpers.ts';
import { createBox } from './geometry.ts';
import { BOX_PRESETS, BOX_TYPES, DESIGN_TYPES, GRID_COLUMN_WIDTH_IN, boxTypeOf } from './model.ts';
import type { BoxDesign, BoxType } from './model.ts';
import {
  addBoxOnTop,
  addBoxRight,
  addFirstBox,
  canAddOnTop,
  canAddRight,
  evaluateAddButtons,
  removeBox,
  validateDesign,
} from './placement.ts';
import type { PlacementContext } from './placement.ts';

type Command =
  | { readonly kind: 'right' | 'top'; readonly pick: number; readonly boxType: BoxType }
  | { readonly kind: 'remove'; readonly pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('right' as const, 'top' as const),
      pick: fc.nat(),
      boxType: fc.constantFrom(...BOX_TYPES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
);

/** Where an add would put the box, worked out independently of the engine. */
function intended(
  design: BoxDesign,
  boxId: string,
  kind: 'right' | 'top',
  boxType: BoxType,
): BoxDesign {
  const source = design.find((box) => box.id === boxId)!;
  const preset = BOX_PRESETS[boxTypeOf(source)];
  const column =
    Math.round(source.position.x / GRID_COLUMN_WIDTH_IN) +
    1 +
    (kind === 'right' ? preset.columns : 0);
  const level = source.verticalLevel + (kind === 'top' ? preset.levels : 0);
  return [
    ...design,
    createBox(boxType, { column, level }, { id: 'candidate', stackId: 'candidate' }),
  ];
}

function run(
  ctx: PlacementContext,
  commands: readonly Command[],
  first: BoxType,
  floorBoxes: number,
): void {
  const offered = ctx.rules.designSets[ctx.designType].allowedBoxTypes;
  if (!offered.includes(first)) {
    expect(addFirstBox([], first, ctx)).toMatchObject({ ok: false, rule: 'box-type' });
    first = ctx.rules.designSets[ctx.designType].preferredBoxType;
  }
  const start = addFirstBox([], first, ctx);
  let design: BoxDesign = start.ok ? start.design : [];
  for (let i = 1; i < floorBoxes; i++) {
    const last = design[design.length - 1];
    const added = last && addBoxRight(design, last.id, 'standard', ctx);
    if (added?.ok) design = added.design;
  }
  for (const step of commands) {
    if (design.length === 0) {
      const again = addFirstBox(design, first, ctx);
      if (again.ok) design = again.design;
      continue;
    }
    const target = design[step.pick % design.length]!;
    if (step.kind === 'remove') {
      const removed = removeBox(design, target.id, ctx);
      const after = design.filter((box) => box.id !== target.id);
      if (removed.ok) {
        expect(removed.design).toEqual(after);
        expect(removed.showInitialBoxMenu).toBe(after.length === 0);
        design = removed.design;
      } else if (removed.rule === 'span') {
        expect(validateDesign(after, ctx).map((v) => v.rule)).toContain('span');
      } else {
        expect(removed.rule).toBe('supports-boxes-above');
      }
    } else {
      const check = (step.kind === 'right' ? canAddRight : canAddOnTop)(
        design,
        target.id,
        step.boxType,
        ctx,
      );
      const added = (step.kind === 'right' ? addBoxRight : addBoxOnTop)(
        design,
        target.id,
        step.boxType,
        ctx,
      );
      const resultValid =
        validateDesign(intended(design, target.id, step.kind, step.boxType), ctx).length === 0;
      // The engine refuses exactly the adds that would break a rule or that the design type does
      // not offer.
      expect(check.ok).toBe(resultValid && offered.includes(step.boxType));
      expect(added.ok).toBe(check.ok);
      if (added.ok) design = added.design;
      else expect(added).toEqual(check);
    }
    expect(validateDesign(design, ctx)).toEqual([]);
  }
  for (const buttons of evaluateAddButtons(design, first, ctx)) {
    expect(buttons.right).toEqual(canAddRight(design, buttons.boxId, first, ctx));
    expect(buttons.top).toEqual(canAddOnTop(design, buttons.boxId, first, ctx));
  }
}

/** Rule parameters across their whole range, so that every rule gets to refuse something. */
const rulesFor = (designType: (typeof DESIGN_TYPES)[number]) =>
  fc
    .record({
      maxBoxes: fc.integer({ min: 3, max: 60 }),
      defaultRatio: fc.double({ min: 0.3, max: 1, noNaN: true }),
      wallMountRatio: fc.double({ min: 0.2, max: 1, noNaN: true }),
      minOverlapRatio: fc.double({ min: 0, max: 0.6, noNaN: true }),
      maxUnsupportedSpanIn: fc.integer({ min: 13, max: 120 }),
      solidRatio: fc.double({ min: 0.2, max: 1, noNaN: true }),
    })
    .map((p) => {
      let rules = withRule({ id: 'max-boxes', params: { maxBoxes: p.maxBoxes } });
      rules = withRule(
        {
          id: 'support',
          params: {
            defaultRatio: p.defaultRatio,
            wallMountRatio: p.wallMountRatio,
            minOverlapRatio: p.minOverlapRatio,
          },
        },
        rules,
      );
      rules = withRule(
        {
          id: 'span',
          params: { maxUnsupportedSpanIn: p.maxUnsupportedSpanIn, solidRatio: p.solidRatio },
        },
        rules,
      );
      return { designType, rules };
    });

describe('placement properties', () => {
  it.each(DESIGN_TYPES)(
    'no run of adds and removes leaves a %s unsupported, colliding, over a limit or over the span',
    (designType) => {
      fc.assert(
        fc.property(
          fc.array(command, { maxLength: 150 }),
          fc.constantFrom(...BOX_TYPES),
          fc.integer({ min: 1, max: 12 }),
          (commands, first, floorBoxes) => {
            run(ctxFor(designType), commands, first, floorBoxes);
          },
        ),
        { numRuns: 100 },
      );
    },
  );

  it.each(DESIGN_TYPES)('the same holds for a %s under any rule parameters', (designType) => {
    fc.assert(
      fc.property(
        rulesFor(designType),
        fc.array(command, { maxLength: 150 }),
        fc.constantFrom(...BOX_TYPES),
        fc.integer({ min: 1, max: 12 }),
        (ctx, commands, first, floorBoxes) => {
          run(ctx, commands, first, floorBoxes);
        },
      ),
      { numRuns: 100 },
    );
  });
});
