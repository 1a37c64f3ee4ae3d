import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkParcelPassage,
  longestThroughTurnIn,
  parcelsThatWillNotPass,
  readPassage,
} from './doorway.ts';
import type { Passage } from './doorway.ts';

const parcel = (lengthIn: number, widthIn: number, heightIn: number) => ({
  lengthIn,
  widthIn,
  heightIn,
});

// The hand-worked table of docs/rules/doorway.md: each parcel's sides with the 1/2 in margin, the
// figure worked by hand there, and what that figure says.
describe('the doorway table (docs/rules/doorway.md)', () => {
  it.each([
    // case, parcel, passage, verdict, how much it is short by (to 0.01 in) or null
    [1, parcel(15, 15, 12), { doorWidthIn: 30, doorHeightIn: 80 }, 'pass', null],
    [2, parcel(28, 16, 10), { doorWidthIn: 24, doorHeightIn: 80 }, 'pass', null],
    [3, parcel(15, 15, 4), { doorWidthIn: 4.5, doorHeightIn: 80 }, 'pass', null],
    [4, parcel(15, 15, 4), { doorWidthIn: 4.4, doorHeightIn: 80 }, 'too-thick-for-door', 0.1],
    [5, parcel(28, 16, 10), { doorWidthIn: 10, doorHeightIn: 80 }, 'too-thick-for-door', 0.5],
    [6, parcel(50, 35, 6), { doorWidthIn: 30, doorHeightIn: 30 }, 'pass', null],
    [7, parcel(50, 38, 6), { doorWidthIn: 30, doorHeightIn: 30 }, 'too-wide-for-door', 2.57],
    [8, parcel(58, 15, 4), { doorWidthIn: 30, doorHeightIn: 80, turnWidthIn: 30 }, 'pass', null],
    [
      9,
      parcel(74, 26, 6),
      { doorWidthIn: 30, doorHeightIn: 80, turnWidthIn: 30 },
      'too-long-to-turn',
      2.65,
    ],
    [
      10,
      parcel(98, 26, 6),
      { doorWidthIn: 32, doorHeightIn: 80, turnWidthIn: 32 },
      'too-long-to-turn',
      20.99,
    ],
    [11, parcel(50, 35, 6), { doorWidthIn: 36, doorHeightIn: 80, turnWidthIn: 30 }, 'pass', null],
    [
      12,
      parcel(98, 26, 6),
      { doorWidthIn: 36, doorHeightIn: 80, turnWidthIn: 24 },
      'too-long-to-turn',
      null,
    ],
    [
      13,
      parcel(28, 16, 10),
      { doorWidthIn: 30, doorHeightIn: 80, turnWidthIn: 10 },
      'too-thick-to-turn',
      0.5,
    ],
  ] as const)('case %i: %o through %o: %s', (_case, box, passage, verdict, shortBy) => {
    const answer = checkParcelPassage(box, passage);
    if (verdict === 'pass') {
      expect(answer).toEqual({ ok: true });
      return;
    }
    expect(answer).toMatchObject({ ok: false, reason: verdict });
    if (!answer.ok && shortBy !== null) expect(answer.shortByIn).toBeCloseTo(shortBy, 2);
  });

  it('case 12 is short by at least what the 45° position shows by hand', () => {
    const answer = checkParcelPassage(parcel(98, 26, 6), {
      doorWidthIn: 36,
      doorHeightIn: 80,
      turnWidthIn: 24,
    });
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.shortByIn).toBeGreaterThanOrEqual(98.5 - (60 * Math.SQRT2 - 13));
  });

  it('says what is wrong in the customer’s words', () => {
    const refusals = parcelsThatWillNotPass(
      [
        { dimensionsIn: parcel(15, 15, 12) },
        { dimensionsIn: parcel(26, 76, 6) },
        { dimensionsIn: parcel(38, 50, 6) },
      ],
      { doorWidthIn: 30, doorHeightIn: 80, turnWidthIn: 30 },
    );
    expect(refusals.map((refusal) => refusal.sentence)).toEqual([
      'Parcel 2 (76 × 26 × 6 in) is 4.7 in too long to turn into a 30 in corridor',
    ]);
    expect(
      parcelsThatWillNotPass([{ dimensionsIn: parcel(50, 38, 6) }], {
        doorWidthIn: 30,
        doorHeightIn: 30,
      }).map((refusal) => refusal.sentence),
    ).toEqual([
      'Parcel 1 (50 × 38 × 6 in) is 2.6 in too wide to pass a 30 × 30 in door, even tilted',
    ]);
  });
});

describe('the turn', () => {
  it.each([
    [30, 20],
    [36, 24],
    [48, 30],
  ])('is the ladder’s (a^⅔ + b^⅔)^(3/2) for no thickness, %i into %i', (from, into) => {
    expect(longestThroughTurnIn(from, into, 0)).toBeCloseTo(
      (from ** (2 / 3) + into ** (2 / 3)) ** 1.5,
      6,
    );
  });

  it.each([
    [30, 4.5],
    [32, 6.5],
    [40, 20],
  ])('is 2√2·a − 2t between equal corridors %i in wide, %f in thick', (width, thickness) => {
    expect(longestThroughTurnIn(width, width, thickness)).toBeCloseTo(
      2 * Math.SQRT2 * width - 2 * thickness,
      6,
    );
  });
});

describe('reading the doorway form', () => {
  it('reads sizes, the turn optional', () => {
    expect(readPassage({ doorWidth: ' 30 ', doorHeight: '80', turnWidth: '' })).toEqual({
      ok: true,
      passage: { doorWidthIn: 30, doorHeightIn: 80, turnWidthIn: undefined },
    });
    expect(readPassage({ doorWidth: '29.5', doorHeight: '80', turnWidth: '36' })).toMatchObject({
      ok: true,
      passage: { doorWidthIn: 29.5, turnWidthIn: 36 },
    });
  });

  it('names what is wrong beside each field', () => {
    expect(readPassage({ doorWidth: '', doorHeight: 'tall', turnWidth: '2' })).toEqual({
      ok: false,
      errors: {
        doorWidth: 'Enter the door width in inches',
        doorHeight: 'The door height must be a number of inches, like 30 or 29.5',
        turnWidth: 'The corridor width must be between 6 and 240 in',
      },
    });
  });
});

// Half inches, as a tape measure reads them, so the properties do not turn on a hair's breadth.
const halfInches = (least: number, most: number) =>
  fc.integer({ min: least * 2, max: most * 2 }).map((halves) => halves / 2);
const parcelArb = fc.record({
  lengthIn: halfInches(4, 110),
  widthIn: halfInches(4, 60),
  heightIn: halfInches(2, 30),
});
const passageArb: fc.Arbitrary<Passage> = fc.record({
  doorWidthIn: halfInches(6, 60),
  doorHeightIn: halfInches(6, 100),
  turnWidthIn: fc.option(halfInches(6, 60), { nil: undefined }),
});
const grow = fc.record({ a: halfInches(0, 20), b: halfInches(0, 20), c: halfInches(0, 20) });

describe('doorway properties', () => {
  it('a bigger door or corridor never stops a parcel a smaller one lets through', () => {
    fc.assert(
      fc.property(parcelArb, passageArb, grow, (box, passage, more) => {
        fc.pre(checkParcelPassage(box, passage).ok);
        const bigger: Passage = {
          doorWidthIn: passage.doorWidthIn + more.a,
          doorHeightIn: passage.doorHeightIn + more.b,
          turnWidthIn: passage.turnWidthIn === undefined ? undefined : passage.turnWidthIn + more.c,
        };
        expect(checkParcelPassage(box, bigger)).toEqual({ ok: true });
      }),
      { numRuns: 500 },
    );
  });

  it('a smaller parcel always goes where a bigger one goes', () => {
    fc.assert(
      fc.property(parcelArb, passageArb, grow, (box, passage, less) => {
        fc.pre(checkParcelPassage(box, passage).ok);
        const smaller = parcel(
          Math.max(box.lengthIn - less.a, 1),
          Math.max(box.widthIn - less.b, 1),
          Math.max(box.heightIn - less.c, 1),
        );
        expect(checkParcelPassage(smaller, passage)).toEqual({ ok: true });
      }),
      { numRuns: 500 },
    );
  });

  it('a refusal is short by something and says by how much in inches', () => {
    fc.assert(
      fc.property(parcelArb, passageArb, (box, passage) => {
        const answer = checkParcelPassage(box, passage);
        if (answer.ok) return;
        expect(answer.shortByIn).toBeGreaterThan(0);
        expect(answer.message).toMatch(/^is \d+(\.\d)? in too (thick|wide|long) to /);
      }),
    );
  });
});
