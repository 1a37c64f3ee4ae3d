import { describe, expect, it } from 'vitest';
import { designOf } from '../box/fixtures.test-helpers.ts';
import { cellDesign, inchDesign } from '../design/fixtures.test-helpers.ts';
import {
  NO_HARDWARE,
  addHardware,
  hardwareTimes,
  standingHeightIn,
  touchingCellPairs,
} from './hardware.ts';

describe('touchingCellPairs', () => {
  it('counts cells side by side and one on another, each pair once', () => {
    // A wide box on two standard boxes touches both; they touch each other.
    expect(
      touchingCellPairs(designOf(['standard', 1, 0], ['standard', 2, 0], ['wide', 1, 1])),
    ).toBe(3);
    // A tall box beside a stack of two touches both.
    expect(
      touchingCellPairs(designOf(['double-stack', 1, 0], ['standard', 2, 0], ['standard', 2, 1])),
    ).toBe(3);
  });

  it('leaves out cells that meet only at a corner or stand apart', () => {
    expect(touchingCellPairs(designOf(['standard', 1, 0], ['standard', 2, 1]))).toBe(0);
    expect(touchingCellPairs(designOf(['standard', 1, 0], ['standard', 3, 0]))).toBe(0);
    expect(touchingCellPairs([])).toBe(0);
  });
});

describe('standingHeightIn', () => {
  it('is the stacked boxes of a cell design, and an inch unit with its legs or plinth', () => {
    expect(standingHeightIn(cellDesign('bookcase', designOf(['double-stack', 1, 0])))).toBe(28);
    expect(standingHeightIn(cellDesign('bookcase', designOf(['standard', 1, 0])))).toBe(14);
    expect(standingHeightIn(inchDesign({ verticalOffsetIn: 6 }))).toBe(32.25 + 6);
  });
});

describe('adding and multiplying fittings', () => {
  it('adds kind by kind and multiplies every kind', () => {
    const some = { ...NO_HARDWARE, hinges: 4, legs: 6, tipRestraints: 1 };
    expect(addHardware(some, { ...NO_HARDWARE, hinges: 2, camLocks: 8 })).toEqual({
      ...NO_HARDWARE,
      hinges: 6,
      legs: 6,
      tipRestraints: 1,
      camLocks: 8,
    });
    expect(hardwareTimes(some, 3)).toEqual({
      ...NO_HARDWARE,
      hinges: 12,
      legs: 18,
      tipRestraints: 3,
    });
  });
});
