import { describe, expect, it } from 'vitest';
import { DEFAULT_INCH_CONFIG, segmentConfig } from './model.ts';
import type { InchConfig } from './model.ts';
import { inchWeightLb, panelsWeightLb } from './weight.ts';

const noHardware = { singleDoors: 0, doubleDoors: 0, drawers: 0, cableOpenings: 0 };

describe('panelsWeightLb (docs/rules/configurators.md)', () => {
  it.each([
    ['carcass', 98 / 32 + 0.15],
    ['front', 60 / 32 + 0.15],
    ['back', 45 / 32 + 0.15],
  ] as const)('one square foot of %s weighs its rate plus packaging', (face, expected) => {
    expect(panelsWeightLb([{ face, areaSqIn: 144, color: 'white' }], noHardware)).toBeCloseTo(
      expected,
      10,
    );
  });

  it('adds 2 lb a door, 4 lb a double door and 7 lb a drawer of hardware', () => {
    expect(
      panelsWeightLb([], { singleDoors: 1, doubleDoors: 2, drawers: 3, cableOpenings: 5 }),
    ).toBe(2 + 8 + 21);
  });
});

describe('inchWeightLb', () => {
  const sideboard: InchConfig = { ...DEFAULT_INCH_CONFIG, widthIn: 48, rows: 2, depthIn: 15 };

  it('weighs the open sideboard to one decimal', () => {
    // carcass 4027.5 sq in, back 1548 sq in.
    const expected = (4027.5 / 144) * (98 / 32) + (1548 / 144) * (45 / 32) + (5575.5 / 144) * 0.15;
    expect(inchWeightLb(sideboard)).toBe(Math.round(expected * 10) / 10);
    expect(inchWeightLb(sideboard)).toBe(106.6);
  });

  it('adds fronts and hardware for doors and drawers', () => {
    const withDrawer: InchConfig = {
      ...sideboard,
      segmentConfigs: [segmentConfig(0, 0, 'drawer')],
    };
    const front = ((15 * 15) / 144) * (60 / 32 + 0.15);
    expect(inchWeightLb(withDrawer)).toBeCloseTo(106.6 + front + 7, 0);
  });
});
