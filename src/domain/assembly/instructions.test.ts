import { describe, expect, it } from 'vitest';
import { designOf } from '../box/fixtures.test-helpers.ts';
import { withModification } from '../box/modification.ts';
import { DEFAULT_MODIFICATION } from '../box/model.ts';
import type { BoxDesign } from '../box/model.ts';
import type { CellDesign, InchDesign } from '../design/model.ts';
import { segmentConfig } from '../inch/model.ts';
import { cellDesign, inchDesign } from '../design/fixtures.test-helpers.ts';
import { assemblyPlan } from './instructions.ts';
import type { AssemblyPlan } from './instructions.ts';

const cell = (boxes: BoxDesign, showBackPanel = true, backPanelDoubleSided = false) =>
  cellDesign('bookcase', boxes, { showBackPanel, backPanelDoubleSided });

const titles = (design: CellDesign | InchDesign) =>
  assemblyPlan(design).steps.map((step) => step.title);

/** The parts list as one line: count and label of each, in order. */
const partList = (plan: AssemblyPlan) =>
  plan.parts.map(({ count, label }) => `${count} ${label}`).join(', ');

describe('assembly instructions for a cell design', () => {
  it('builds the bottom row, stacks upwards, then fronts, backs and levelling', () => {
    const [a, b, c] = designOf(['standard', 1, 0], ['standard', 2, 0], ['standard', 1, 1]);
    const boxes = [
      withModification(a!, { ...DEFAULT_MODIFICATION, type: 'door' }),
      withModification(b!, { ...DEFAULT_MODIFICATION, type: 'single-divider' }),
      withModification(c!, { ...DEFAULT_MODIFICATION, type: 'drawer' }),
    ];
    const plan = assemblyPlan(cell(boxes, true, true));

    expect(plan.steps.map((step) => step.title)).toEqual([
      'Build the bottom row',
      'Stack row 2',
      'Fit the dividers',
      'Hang the doors and drawers',
      'Fit the back panels',
      'Level and secure',
    ]);
    expect(plan.steps[0]!.adds).toEqual([boxes[0]!.id, boxes[1]!.id]);
    expect(plan.steps[1]!.adds).toEqual([boxes[2]!.id]);
    expect(plan.steps[1]!.text).toMatch(/^Assemble 1 cell \(standard cell /);
    expect(plan.steps[3]!.text).toContain(`${boxes[0]!.gridPosition}: a door`);
    expect(plan.steps[3]!.text).toContain(`${boxes[2]!.gridPosition}: a drawer`);
    expect(plan.steps[4]!.text).toContain('finished face outwards on both sides');
    expect(plan.steps[5]!.text).toMatch(/adjust the feet/);
    expect(partList(plan)).toBe(
      '3 Standard cells, 1 Single door, 1 Drawer, 1 Single divider, 3 Back panels',
    );
  });

  it('draws each cell from the lower left of the piece with its front', () => {
    const boxes = designOf(['standard', 2, 0], ['wide', 3, 0], ['standard', 2, 1]);
    const { drawing } = assemblyPlan(cell(boxes));
    expect(Math.min(...drawing.parts.map((part) => part.x))).toBe(0);
    expect(Math.min(...drawing.parts.map((part) => part.y))).toBe(0);
    // Each cell stands 14 in with its panels: two levels make 28 in.
    expect(drawing.heightIn).toBe(28);
    expect(drawing.widthIn).toBe(Math.max(...drawing.parts.map((part) => part.x + part.width)));
    expect(drawing.parts.every((part) => part.front === 'open')).toBe(true);
  });

  it('leaves out the dividers, fronts and back panels a design does not have', () => {
    expect(titles(cell(designOf(['standard', 1, 0]), false))).toEqual([
      'Build the bottom row',
      'Level and secure',
    ]);
    expect(assemblyPlan(cell(designOf(['standard', 1, 0]), false)).parts).toEqual([
      { label: 'Standard cell', count: 1 },
    ]);
  });

  it('asks for the anti-tip bracket on a piece taller than 30 inches', () => {
    const tall = designOf(['standard', 1, 0], ['standard', 1, 1], ['standard', 1, 2]);
    const plan = assemblyPlan(cell(tall));
    expect(titles(cell(tall))).toContain('Stack row 3');
    expect(plan.steps.at(-1)!.text).toMatch(/anti-tip bracket/);
  });
});

describe('assembly instructions for an inch unit', () => {
  it('builds the frame, partitions, fronts and back of the default unit, standing on the floor', () => {
    const plan = assemblyPlan(
      inchDesign({
        segmentConfigs: [segmentConfig(0, 0, 'drawer'), segmentConfig(1, 2, 'double-door')],
      }),
    );
    expect(plan.steps.map((step) => step.title)).toEqual([
      'Build the frame',
      'Fit the partitions',
      'Hang the fronts',
      'Fit the back panel',
      'Stand it up',
    ]);
    // 48 in wide in style 1: three openings a row, two rows.
    expect(plan.steps[0]!.text).toContain('48" wide, 15" deep');
    expect(plan.steps[0]!.text).toContain('then the shelf between the rows and the top.');
    expect(plan.steps[1]!.text).toBe(
      'Slide 4 partitions into the grooves, 2 partitions a row, so each row has 3 openings.',
    );
    expect(plan.steps[1]!.adds).toHaveLength(6);
    expect(plan.steps[2]!.text).toMatch(/^Fit 2 fronts:/);
    expect(partList(plan)).toBe(
      '2 Side panels, 3 Horizontal panels, 4 Partitions, 2 Fronts, 1 Back panel',
    );
    expect(plan.drawing.widthIn).toBe(48);
    expect(plan.drawing.parts.map((part) => part.front)).toEqual([
      'drawer',
      'open',
      'open',
      'open',
      'open',
      'double-door',
    ]);
    expect(plan.drawing.parts[3]).toMatchObject({ x: 0, y: 15, width: 16, height: 15 });
  });

  it('names the shelves between three or more rows', () => {
    expect(
      assemblyPlan(inchDesign({ rows: 4, rowHeights: [15, 15, 12, 9] })).steps[0]!.text,
    ).toContain('then the 3 shelves between the rows and the top.');
  });

  it('fits legs under a raised modern unit and leaves out the fronts and back it does not have', () => {
    const plan = assemblyPlan(
      inchDesign({
        style: 'modern',
        widthIn: 24,
        rows: 1,
        rowHeights: [9],
        backPanelEnabled: false,
        verticalOffsetIn: 4,
      }),
    );
    expect(plan.steps.map((step) => step.title)).toEqual([
      'Build the frame',
      'Fit the partitions',
      'Fit the legs',
    ]);
    expect(plan.steps[0]!.text).toContain('fit both sides, then the top.');
    expect(plan.steps[2]!.text).toBe(
      'Screw the 4 legs (4" tall) into the plates under the bottom panel, stand the unit up and check it is level.',
    );
    expect(plan.parts).toEqual([
      { label: 'Side panels', count: 2 },
      { label: 'Horizontal panels', count: 2 },
      { label: 'Legs', count: 4 },
    ]);
    expect(plan.drawing.parts).toEqual([
      { id: 'r0s0', x: 0, y: 0, width: 24, height: 9, front: 'open' },
    ]);
  });

  it('puts a middle pair of legs under a modern unit wider than 48 in', () => {
    const plan = assemblyPlan(inchDesign({ style: 'modern', widthIn: 60, verticalOffsetIn: 6 }));
    expect(plan.steps.at(-1)!.text).toMatch(/^Screw the 6 legs \(6" tall\)/);
    expect(plan.parts).toContainEqual({ label: 'Legs', count: 6 });
  });

  it('fixes a plinth under a raised classic unit, never legs', () => {
    const plan = assemblyPlan(inchDesign({ style: 'classic', verticalOffsetIn: 3 }));
    expect(plan.steps.at(-1)).toMatchObject({
      title: 'Fit the plinth',
      text: 'Fix the plinth (3" tall) under the bottom panel, stand the unit up and check it is level.',
    });
    expect(plan.parts).toContainEqual({ label: 'Plinth', count: 1 });
    expect(plan.parts.map((part) => part.label)).not.toContain('Legs');
  });
});
