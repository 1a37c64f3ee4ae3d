// Will a parcel get through the customer's door and round the turn behind it
// (docs/rules/doorway.md)? Lengths are inches.

import type { PackageDimensionsIn } from './packing.ts';

/** Every side of a parcel counts this much longer: hands round it, and the wrapping's give. */
export const HANDLING_MARGIN_IN = 0.5;

/**
 * Answers within this of a limit count as fitting: the turn's limit is found numerically, and a
 * millionth of an inch must not turn an exact fit into a refusal.
 */
const TOLERANCE_IN = 1e-6;

/** The narrowest way in: a door (or stair) opening, and optionally a corridor turned into at 90°. */
export type Passage = {
  readonly doorWidthIn: number;
  readonly doorHeightIn: number;
  /** The corridor the parcel turns into, square to the door; absent when the way runs straight. */
  readonly turnWidthIn?: number | undefined;
};

export type PassageRefusal = {
  readonly ok: false;
  readonly reason:
    'too-thick-for-door' | 'too-wide-for-door' | 'too-thick-to-turn' | 'too-long-to-turn';
  /** How much smaller the parcel (with its margin) would have to be, in inches. */
  readonly shortByIn: number;
  /** What is wrong, after the parcel's name: "is 2.7 in too long to turn into a 30 in corridor". */
  readonly message: string;
};

export type PassageVerdict = { readonly ok: true } | PassageRefusal;

/** A parcel's sides, longest first. */
export function parcelSidesIn(parcel: PackageDimensionsIn): [number, number, number] {
  const [length = 0, width = 0, height = 0] = [
    parcel.lengthIn,
    parcel.widthIn,
    parcel.heightIn,
  ].sort((a, b) => b - a);
  return [length, width, height];
}

/** Inches as the shop writes them: at most one decimal, rounded up, since it is how much is missing. */
function shortByText(inches: number): string {
  return `${Math.ceil(inches * 10 - 1e-9) / 10}`;
}

function inchesText(inches: number): string {
  return `${Math.round(inches * 10) / 10}`;
}

/**
 * Carver's condition (W. Wetzel, "Rectangles in rectangles", Mathematics Magazine 73 (2000)
 * 204–211): a p × q rectangle (p ≥ q) fits in an a × b one (a ≥ b) if it fits square to it, or
 * if p > a, q ≤ b and ((a + b)/(p + q))² + ((a − b)/(p − q))² ≥ 2, tilted across the diagonal.
 */
export function rectangleFits(p: number, q: number, a: number, b: number): boolean {
  const [long, short] = p >= q ? [p, q] : [q, p];
  const [wide, narrow] = a >= b ? [a, b] : [b, a];
  if (short > narrow + TOLERANCE_IN) return false;
  if (long <= wide + TOLERANCE_IN) return true;
  const sum = (wide + narrow) / (long + short);
  const difference = (wide - narrow) / (long - short);
  return sum * sum + difference * difference >= 2 - TOLERANCE_IN;
}

/**
 * The longest rectangle `thicknessIn` across that turns a right angle from a corridor `fromIn`
 * wide into one `intoIn` wide. Held at angle θ with its inner side on the inside corner, it may
 * be at most (from − t·cos θ)/sin θ + (into − t·sin θ)/cos θ long; it passes if it is no longer
 * than the least of that over the turn. With no thickness that least is the ladder's
 * (from^(2/3) + into^(2/3))^(3/2); with equal corridors it is at 45°: 2√2·from − 2t.
 */
export function longestThroughTurnIn(fromIn: number, intoIn: number, thicknessIn: number): number {
  if (thicknessIn >= Math.min(fromIn, intoIn)) return 0;
  const lengthAt = (theta: number) =>
    (fromIn - thicknessIn * Math.cos(theta)) / Math.sin(theta) +
    (intoIn - thicknessIn * Math.sin(theta)) / Math.cos(theta);
  // Sample the quarter turn, then close in on the least sample by golden section.
  const steps = 720;
  const step = Math.PI / 2 / steps;
  let best = 0;
  let bestLength = Infinity;
  for (let index = 0; index < steps; index += 1) {
    const length = lengthAt((index + 0.5) * step);
    if (length < bestLength) {
      bestLength = length;
      best = index;
    }
  }
  let low = Math.max(best - 0.5, 0.001) * step;
  let high = Math.min(best + 1.5, steps - 0.001) * step;
  const ratio = (Math.sqrt(5) - 1) / 2;
  for (let round = 0; round < 80; round += 1) {
    const left = high - ratio * (high - low);
    const right = low + ratio * (high - low);
    if (lengthAt(left) <= lengthAt(right)) high = right;
    else low = left;
  }
  return Math.min(bestLength, lengthAt((low + high) / 2));
}

/**
 * Whether one parcel gets through: carried on its long edge, its thickness across the door and its
 * middle side upright, tilted across the opening if it must be; then, in the same pose, round the
 * turn into the corridor, the door's width standing for the way it comes from.
 */
export function checkParcelPassage(parcel: PackageDimensionsIn, passage: Passage): PassageVerdict {
  const [length, width, thickness] = parcelSidesIn(parcel).map(
    (side) => side + HANDLING_MARGIN_IN,
  ) as [number, number, number];
  const { doorWidthIn, doorHeightIn, turnWidthIn } = passage;
  const door = `${inchesText(doorWidthIn)} × ${inchesText(doorHeightIn)} in door`;
  const narrow = Math.min(doorWidthIn, doorHeightIn);
  if (thickness > narrow + TOLERANCE_IN) {
    const shortByIn = thickness - narrow;
    return {
      ok: false,
      reason: 'too-thick-for-door',
      shortByIn,
      message: `is ${shortByText(shortByIn)} in too thick to pass a ${door}`,
    };
  }
  if (!rectangleFits(width, thickness, doorWidthIn, doorHeightIn)) {
    // The widest side that would still tilt through: fitting only gets easier as it shrinks.
    let fits = Math.max(doorWidthIn, doorHeightIn);
    let fails = width;
    for (let round = 0; round < 60; round += 1) {
      const middle = (fits + fails) / 2;
      if (rectangleFits(middle, thickness, doorWidthIn, doorHeightIn)) fits = middle;
      else fails = middle;
    }
    const shortByIn = width - fits;
    return {
      ok: false,
      reason: 'too-wide-for-door',
      shortByIn,
      message: `is ${shortByText(shortByIn)} in too wide to pass a ${door}, even tilted`,
    };
  }
  if (turnWidthIn === undefined) return { ok: true };
  const corridor = `${inchesText(turnWidthIn)} in corridor`;
  // A parcel as thick as the corridor is stuck too: it has no room to swing at all.
  if (thickness > turnWidthIn - TOLERANCE_IN) {
    const shortByIn = Math.max(thickness - turnWidthIn, 0.1);
    return {
      ok: false,
      reason: 'too-thick-to-turn',
      shortByIn,
      message: `is ${shortByText(shortByIn)} in too thick to turn into a ${corridor}`,
    };
  }
  const longest = longestThroughTurnIn(doorWidthIn, turnWidthIn, thickness);
  if (length > longest + TOLERANCE_IN) {
    const shortByIn = length - longest;
    return {
      ok: false,
      reason: 'too-long-to-turn',
      shortByIn,
      message: `is ${shortByText(shortByIn)} in too long to turn into a ${corridor}`,
    };
  }
  return { ok: true };
}

export type ParcelRefusal = PassageRefusal & {
  /** The parcel's place in the shipment, from 1. */
  readonly parcelNumber: number;
  /** The whole sentence: "Parcel 2 (58 × 15 × 4 in) is 2.7 in too long to turn into a 30 in corridor". */
  readonly sentence: string;
};

/** A parcel as the shop names it: "Parcel 2 (58 × 15 × 4 in)", sides longest first. */
export function parcelName(parcelNumber: number, parcel: PackageDimensionsIn): string {
  return `Parcel ${parcelNumber} (${parcelSidesIn(parcel).map(inchesText).join(' × ')} in)`;
}

/** Every parcel of a shipment that will not get through, in shipment order; none when all do. */
export function parcelsThatWillNotPass(
  parcels: readonly { readonly dimensionsIn: PackageDimensionsIn }[],
  passage: Passage,
): ParcelRefusal[] {
  return parcels.flatMap((parcel, index) => {
    const verdict = checkParcelPassage(parcel.dimensionsIn, passage);
    if (verdict.ok) return [];
    const parcelNumber = index + 1;
    return [
      {
        ...verdict,
        parcelNumber,
        sentence: `${parcelName(parcelNumber, parcel.dimensionsIn)} ${verdict.message}`,
      },
    ];
  });
}

/** The customer's figures, as typed; the turn may be left empty. */
export type PassageFields = {
  readonly doorWidth: string;
  readonly doorHeight: string;
  readonly turnWidth: string;
};

export type PassageReading =
  | { readonly ok: true; readonly passage: Passage }
  | { readonly ok: false; readonly errors: Partial<Record<keyof PassageFields, string>> };

/** The sizes a door or corridor can have, in inches: anything else is a slip of the keyboard. */
export const PASSAGE_LIMITS_IN = { least: 6, most: 240 } as const;

function readInches(text: string, what: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return `Enter the ${what} in inches`;
  const inches = Number(trimmed);
  if (!Number.isFinite(inches)) return `The ${what} must be a number of inches, like 30 or 29.5`;
  if (inches < PASSAGE_LIMITS_IN.least || inches > PASSAGE_LIMITS_IN.most) {
    return `The ${what} must be between ${PASSAGE_LIMITS_IN.least} and ${PASSAGE_LIMITS_IN.most} in`;
  }
  return inches;
}

/** Reads the doorway form: a message for each field that is not a usable size. */
export function readPassage(fields: PassageFields): PassageReading {
  const doorWidth = readInches(fields.doorWidth, 'door width');
  const doorHeight = readInches(fields.doorHeight, 'door height');
  const turnWidth =
    fields.turnWidth.trim() === '' ? undefined : readInches(fields.turnWidth, 'corridor width');
  const errors: Partial<Record<keyof PassageFields, string>> = {};
  if (typeof doorWidth === 'string') errors.doorWidth = doorWidth;
  if (typeof doorHeight === 'string') errors.doorHeight = doorHeight;
  if (typeof turnWidth === 'string') errors.turnWidth = turnWidth;
  if (
    typeof doorWidth === 'string' ||
    typeof doorHeight === 'string' ||
    typeof turnWidth === 'string'
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    passage: { doorWidthIn: doorWidth, doorHeightIn: doorHeight, turnWidthIn: turnWidth },
  };
}
