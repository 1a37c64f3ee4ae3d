import { describe, expect, it } from 'vitest';
import { ctxFor } from './fixtures.test-helpers.ts';
import { defaultDesign, generateDesign } from './generate.ts';
import type { GenerateDesignInput } from './generate.ts';
import { DEFAULT_BOX_TYPE, DEFAULT_DESIGN_TYPE, DESIGN_TYPES, boxTypeOf } from './model.ts';
import type { DesignType } from './model.ts';
import { validateDesign } from './placement.ts';
import { BUILT_IN_RULES } from './rule-config.ts';
import { mulberry32 } from './prng.ts';
import { withRule } from './fixtures.test-helpers.ts';

function layout(designType: DesignType): string[] {
  return defaultDesign(designType).boxes.map((box) => `${box.gridPosition}:${boxTypeOf(box)}`);
}

describe('default designs (docs/rules/configurators.md)', () => {
  it('starts with a TV stand and a standard box', () => {
    expect(DEFAULT_DESIGN_TYPE).toBe('tvStand');
    expect(DEFAULT_BOX_TYPE).toBe('standard');
  });

  it.each<[DesignType, string[]]>([
    ['tvStand', ['A1:wide', 'A3:wide', 'A5:wide', 'A7:wide']],
    [
      'sideboard',
      ['A1:wide', 'A3:wide', 'A5:wide', 'A7:wide', 'B1:wide', 'B3:wide', 'B5:wide', 'B7:wide'],
    ],
    [
      'bookcase',
      ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1', 'C2', 'C3', 'D1', 'D2', 'D3'].map(
        (p) => `${p}:standard`,
      ),
    ],
    [
      'tallBookcase',
      [
        'A1:double-stack',
        'A2:double-stack',
        'C1:double-stack',
        'C2:double-stack',
        'E1:standard',
        'E2:standard',
      ],
    ],
    ['wallStorage', ['A', 'B', 'C'].flatMap((r) => [1, 3, 5, 7].map((c) => `${r}${c}:wide`))],
  ])('%s', (designType, expected) => {
    expect(layout(designType)).toEqual(expected);
    expect(validateDesign(defaultDesign(designType).boxes, ctxFor(designType))).toEqual([]);
  });

  it('reports the grid cell by cell, floor first', () => {
    const { grid, boxes } = defaultDesign('tallBookcase');
    expect(grid).toHaveLength(5);
    expect(grid[1]![0]).toEqual({ boxId: 'box-1', boxType: 'double-stack', gridPosition: 'A1' });
    expect(grid[4]![1]).toEqual({ boxId: 'box-6', boxType: 'standard', gridPosition: 'E2' });
    expect(boxes.map((box) => box.stackId)).toEqual([
      'stack-1',
      'stack-2',
      'stack-1',
      'stack-2',
      'stack-1',
      'stack-2',
    ]);
    expect(JSON.parse(JSON.stringify({ grid, boxes }))).toEqual({ grid, boxes });
  });
});

describe('generateDesign', () => {
  const base: GenerateDesignInput = {
    columns: 4,
    rows: 3,
    allowedBoxTypes: ['wide', 'double-stack', 'standard'],
    preferredBoxType: 'wide',
    designType: 'wallStorage',
    seed: 7,
  };

  it('gives the same design for the same seed and varies with the seed', () => {
    expect(generateDesign(base)).toEqual(generateDesign(base));
    const layouts = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        generateDesign({ ...base, seed })
          .boxes.map((b) => `${b.gridPosition}${boxTypeOf(b)}`)
          .join(),
      ),
    );
    expect(layouts.size).toBeGreaterThan(5);
  });

  it('obeys every placement rule for every design type and 1,000 seeds', () => {
    for (const designType of DESIGN_TYPES) {
      const set = BUILT_IN_RULES.designSets[designType];
      for (let seed = 0; seed < 1000; seed++) {
        const random = mulberry32(seed ^ 0x5eed);
        const input: GenerateDesignInput = {
          columns: 1 + Math.floor(random() * 10),
          rows: 1 + Math.floor(random() * 8),
          allowedBoxTypes: set.allowedBoxTypes.filter(() => random() < 0.7),
          preferredBoxType: set.allowedBoxTypes[Math.floor(random() * set.allowedBoxTypes.length)]!,
          designType,
          seed,
          preferredShare: random(),
        };
        const { boxes, grid } = generateDesign(input);
        const violations = validateDesign(boxes, ctxFor(designType));
        if (violations.length > 0) expect({ input, violations }).toEqual({ input, violations: [] });
        expect(boxes.every((box) => set.allowedBoxTypes.includes(boxTypeOf(box)))).toBe(true);
        expect(grid.length).toBeLessThanOrEqual(set.maxRows);
      }
    }
  });

  it('stops at the row limit and at the maximum box count', () => {
    const tall = generateDesign({
      ...base,
      designType: 'tvStand',
      rows: 9,
      allowedBoxTypes: ['standard'],
      preferredBoxType: 'standard',
      columns: 30,
    });
    expect(tall.grid).toHaveLength(3);
    const twentyByFour = {
      ...base,
      designType: 'bookcase',
      rows: 4,
      allowedBoxTypes: ['standard'],
      preferredBoxType: 'standard',
      columns: 20,
    } as const;
    expect(generateDesign(twentyByFour).boxes).toHaveLength(60);
    const unlimited = withRule({ id: 'max-boxes', enabled: false });
    expect(generateDesign(twentyByFour, unlimited).boxes).toHaveLength(80);
  });

  it('keeps to the design type: unknown types dropped, an unallowed preference replaced', () => {
    const result = generateDesign({
      ...base,
      designType: 'bookcase',
      allowedBoxTypes: ['double-stack'],
      preferredBoxType: 'double-stack',
      columns: 2,
      rows: 2,
    });
    expect(
      result.boxes.map((b) => boxTypeOf(b)).every((t) => t === 'standard' || t === 'wide'),
    ).toBe(true);
  });

  it('leaves a cell empty rather than break a rule', () => {
    // No standard boxes: the top cell of an odd column can take neither a wide nor a double-stack.
    const result = generateDesign({
      ...base,
      designType: 'wallStorage',
      allowedBoxTypes: ['wide', 'double-stack'],
      preferredBoxType: 'double-stack',
      columns: 3,
      rows: 3,
      preferredShare: 1,
    });
    expect(result.grid.map((row) => row.map((cell) => cell?.gridPosition ?? null))).toEqual([
      ['A1', 'A2', 'A3'],
      ['A1', 'A2', 'A3'],
      ['C1', 'C1', null],
    ]);
    expect(validateDesign(result.boxes, ctxFor('wallStorage'))).toEqual([]);
  });

  it('refuses nonsense sizes as a bug', () => {
    expect(() => generateDesign({ ...base, columns: 0 })).toThrow();
    expect(() => generateDesign({ ...base, rows: 1.5 })).toThrow();
  });
});

describe('mulberry32', () => {
  it('is repeatable and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i++) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
