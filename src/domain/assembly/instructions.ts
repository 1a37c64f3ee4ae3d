import { boxTypeOf } from '../box/model.ts';
import type { BoxConfiguration, ModificationType } from '../box/model.ts';
import { boxComponentCounts } from '../box/weight.ts';
import type { Design } from '../design/model.ts';
import { inchSupport } from '../inch/model.ts';
import type { InchSupport } from '../inch/model.ts';
import { displayedHeightIn, inchRows, rowHeightsOf, segmentsPerRow } from '../inch/segments.ts';

/**
 * Assembly instructions made from one design: the parts in the box, then numbered steps in the
 * order the piece goes together, each with the parts it adds drawn in a front view. Cell designs
 * are built bottom row first, then each stack upwards, then dividers, fronts and back panels; inch
 * units frame first, then partitions, fronts, back and legs or plinth.
 */

/** A rectangle of the front view, in inches from the piece's lower left. */
export type DrawnPart = {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** What the front shows: open, a divider, a door, two doors or a drawer. */
  readonly front: ModificationType | 'shelf' | 'drawer' | 'door' | 'open';
};

export type AssemblyStep = {
  readonly title: string;
  readonly text: string;
  /** Ids of the drawn parts this step adds. */
  readonly adds: readonly string[];
};

export type AssemblyPlan = {
  readonly parts: readonly { readonly label: string; readonly count: number }[];
  readonly drawing: {
    readonly widthIn: number;
    readonly heightIn: number;
    readonly parts: readonly DrawnPart[];
  };
  readonly steps: readonly AssemblyStep[];
};

const BOX_NAMES = { standard: 'standard cell', wide: 'wide cell', 'double-stack': 'tall cell' };

const FRONT_WORDS: Partial<Record<ModificationType, string>> = {
  door: 'a door',
  'double-door': 'a pair of doors',
  drawer: 'a drawer',
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The shelves between an inch unit's rows, as the frame step names them. */
function shelvesBetween(rows: number): string {
  if (rows < 2) return '';
  return rows === 2
    ? 'the shelf between the rows and '
    : `the ${rows - 1} shelves between the rows and `;
}

function cellPlan(
  boxes: readonly BoxConfiguration[],
  showBackPanel: boolean,
  backPanelDoubleSided: boolean,
): AssemblyPlan {
  const drawn: DrawnPart[] = boxes.map((box) => {
    const component = box.components[0];
    return {
      id: box.id,
      x: box.position.x,
      y: box.position.y,
      width: component?.dimensions.widthIn ?? 13,
      height: component?.dimensions.heightIn ?? 13,
      front: component?.modification.type ?? 'open',
    };
  });
  const minX = Math.min(...drawn.map((part) => part.x));
  const minY = Math.min(...drawn.map((part) => part.y));
  const parts = drawn.map((part) => ({ ...part, x: part.x - minX, y: part.y - minY }));
  const widthIn = Math.max(...parts.map((part) => part.x + part.width));
  const heightIn = Math.max(...parts.map((part) => part.y + part.height));

  const levels = [...new Set(boxes.map((box) => box.verticalLevel))].sort((a, b) => a - b);
  const byLevel = (level: number) =>
    boxes.filter((box) => box.verticalLevel === level).sort((a, b) => a.position.x - b.position.x);
  const describe = (row: readonly BoxConfiguration[]) =>
    row.map((box) => `${BOX_NAMES[boxTypeOf(box)]} ${box.gridPosition}`).join(', ');

  const steps: AssemblyStep[] = [];
  const [first, ...upper] = levels;
  if (first !== undefined) {
    const row = byLevel(first);
    steps.push({
      title: 'Build the bottom row',
      text: `Assemble each cell of the bottom row (${describe(row)}): fit the two side panels into the bottom panel, then the top panel, and tighten the cam locks. Stand the cells side by side on a level floor, left to right, and join neighbours with the connector bolts through their side panels.`,
      adds: row.map((box) => box.id),
    });
  }
  for (const level of upper) {
    const row = byLevel(level);
    steps.push({
      title: `Stack row ${level + 1}`,
      text: `Assemble ${plural(row.length, 'cell')} (${describe(row)}) and set each on the cells below so its dowels sit in their holes. Join it to its neighbours and to the cell beneath with the connector bolts.`,
      adds: row.map((box) => box.id),
    });
  }
  const divided = boxes.filter((box) => box.components[0]?.hasDivider);
  if (divided.length > 0) {
    steps.push({
      title: 'Fit the dividers',
      text: `Slide the dividers into ${divided.map((box) => box.gridPosition).join(', ')} until they click into the shelf pins.`,
      adds: [],
    });
  }
  const fronted = boxes.filter(
    (box) => FRONT_WORDS[box.components[0]?.modification.type ?? 'open'],
  );
  if (fronted.length > 0) {
    steps.push({
      title: 'Hang the doors and drawers',
      text: `${fronted
        .map((box) => `${box.gridPosition}: ${FRONT_WORDS[box.components[0]!.modification.type]}`)
        .join(
          '; ',
        )}. Clip each hinge onto its mounting plate, then adjust the screws until the gaps are even. Drawers slide onto their runners until they lock.`,
      adds: [],
    });
  }
  if (showBackPanel) {
    steps.push({
      title: 'Fit the back panels',
      text: `Press a back panel into the groove at the back of each cell${backPanelDoubleSided ? ', finished face outwards on both sides' : ''}, then fix it with the small screws provided.`,
      adds: [],
    });
  }
  steps.push({
    title: 'Level and secure',
    text:
      heightIn > 30
        ? 'Check the piece is level and fix it to the wall with the anti-tip bracket before filling it.'
        : 'Check the piece is level and adjust the feet until it does not rock.',
    adds: [],
  });

  const counts = boxComponentCounts(boxes);
  const partList = partsInTheBox([
    ['Standard cell', 'Standard cells', counts.standardBox],
    ['Tall cell', 'Tall cells', counts.tallBox],
    ['Wide cell', 'Wide cells', counts.wideBox],
    ['Single door', 'Single doors', counts.singleDoor],
    ['Pair of doors', 'Pairs of doors', counts.doubleDoor],
    ['Drawer', 'Drawers', counts.drawer],
    ['Single divider', 'Single dividers', counts.singleDivider],
    ['Double divider', 'Double dividers', counts.doubleDivider],
    ['Back panel', 'Back panels', showBackPanel ? boxes.length : 0],
  ]);
  return { parts: partList, drawing: { widthIn, heightIn, parts }, steps };
}

/** What the box holds, each part named for its count ("1 back panel", "2 side panels"). */
function partsInTheBox(
  entries: readonly (readonly [one: string, many: string, count: number])[],
): AssemblyPlan['parts'] {
  return entries
    .filter(([, , count]) => count > 0)
    .map(([one, many, count]) => ({ label: count === 1 ? one : many, count }));
}

/** The last step: the unit stood where it goes, on what it stands on. */
function standingStep(support: InchSupport): AssemblyStep {
  switch (support.kind) {
    case 'legs':
      return {
        title: 'Fit the legs',
        text: `Screw the ${support.count} legs (${support.heightIn}" tall) into the plates under the bottom panel, stand the unit up and check it is level.`,
        adds: [],
      };
    case 'plinth':
      return {
        title: 'Fit the plinth',
        text: `Fix the plinth (${support.heightIn}" tall) under the bottom panel, stand the unit up and check it is level.`,
        adds: [],
      };
    case 'floor':
      return {
        title: 'Stand it up',
        text: 'Stand the unit up where it goes, on its bottom panel, and check it is level.',
        adds: [],
      };
  }
}

function inchPlan(design: Extract<Design, { kind: 'inch' }>): AssemblyPlan {
  const { config } = design;
  const rows = inchRows(config);
  const support = inchSupport(config);
  const heights = rowHeightsOf(config);
  const perRow = segmentsPerRow(config.widthIn, config.segmentStyle);
  const segmentWidth = config.widthIn / perRow;
  const parts: DrawnPart[] = [];
  let y = 0;
  rows.forEach((row, rowIndex) => {
    const height = heights[rowIndex] ?? 15;
    row.segments.forEach((segment, segmentIndex) => {
      parts.push({
        id: `r${rowIndex}s${segmentIndex}`,
        x: segmentIndex * segmentWidth,
        y,
        width: segmentWidth,
        height,
        front: segment.type,
      });
    });
    y += height;
  });
  const fronts = rows.flatMap((row) => row.segments).filter((segment) => segment.type !== 'open');
  const steps: AssemblyStep[] = [
    {
      title: 'Build the frame',
      text: `Lay the bottom panel (${config.widthIn}" wide, ${config.depthIn}" deep) on a soft surface, fit both sides, then ${shelvesBetween(rows.length)}the top. Tighten every cam lock.`,
      adds: [],
    },
    {
      title: 'Fit the partitions',
      text: `Slide ${plural((perRow - 1) * rows.length, 'partition')} into the grooves, ${plural(perRow - 1, 'partition')} a row, so each row has ${plural(perRow, 'opening')}.`,
      adds: parts.map((part) => part.id),
    },
  ];
  if (fronts.length > 0) {
    steps.push({
      title: 'Hang the fronts',
      text: `Fit ${plural(fronts.length, 'front')}: doors clip onto their hinge plates, drawers slide onto their runners until they lock. Adjust until the gaps are even.`,
      adds: [],
    });
  }
  if (config.backPanelEnabled) {
    steps.push({
      title: 'Fit the back panel',
      text: 'Slide the back panel into its groove from the top and fix it with the small screws provided.',
      adds: [],
    });
  }
  steps.push(standingStep(support));
  return {
    parts: partsInTheBox([
      ['Side panel', 'Side panels', 2],
      ['Horizontal panel', 'Horizontal panels', rows.length + 1],
      ['Partition', 'Partitions', (perRow - 1) * rows.length],
      ['Front', 'Fronts', fronts.length],
      ['Back panel', 'Back panels', config.backPanelEnabled ? 1 : 0],
      ['Leg', 'Legs', support.kind === 'legs' ? support.count : 0],
      ['Plinth', 'Plinths', support.kind === 'plinth' ? 1 : 0],
    ]),
    drawing: { widthIn: config.widthIn, heightIn: displayedHeightIn(config), parts },
    steps,
  };
}

export function assemblyPlan(design: Design): AssemblyPlan {
  return design.kind === 'inch'
    ? inchPlan(design)
    : cellPlan(design.boxes, design.showBackPanel, design.backPanelDoubleSided);
}
