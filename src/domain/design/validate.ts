import { validateDesign } from '../box/placement.ts';
import type { RuleSets } from '../box/rule-config.ts';
import { INCH_LIMITS } from '../inch/model.ts';
import type { InchConfig } from '../inch/model.ts';
import type { Design } from './model.ts';

/** A rule a design breaks, with the rule's own message. */
export interface DesignViolation {
  readonly rule: string;
  readonly message: string;
  /** The box at fault, for box designs. */
  readonly boxId?: string;
  /** The stored field at fault, when one field is (`inchConfig.rowHeights`). */
  readonly field?: string;
}

export const EMPTY_DESIGN_MESSAGE = 'No design to share. Please create a design first.';

/** A design with nothing in it: no box to build. Inch designs always have a carcass. */
export function isEmptyDesign(design: Design): boolean {
  return design.kind === 'cell' && design.boxes.length === 0;
}

/** The sizes the shop makes an inch unit in; each breach with a sentence for the customer. */
export function inchViolations(config: InchConfig): DesignViolation[] {
  const limits = INCH_LIMITS;
  const violations: DesignViolation[] = [];
  if (config.widthIn < limits.minWidthIn || config.widthIn > limits.maxWidthIn) {
    violations.push({
      rule: 'inch-width',
      message: `The width must be between ${limits.minWidthIn} and ${limits.maxWidthIn} inches.`,
    });
  }
  if (config.rows < limits.minRows || config.rows > limits.maxRows) {
    violations.push({
      rule: 'inch-rows',
      message: `A unit has between ${limits.minRows} and ${limits.maxRows} rows.`,
    });
  }
  // One clear height per row: a list that says more or fewer rows than the design has would be
  // guessed at by whatever reads it (shown, priced, cut), and each might guess differently.
  if (config.rowHeights.length !== config.rows) {
    violations.push({
      rule: 'inch-row-heights',
      field: 'inchConfig.rowHeights',
      message: `Give one row height for each of the ${config.rows} rows.`,
    });
  }
  if (!(limits.depthsIn as readonly number[]).includes(config.depthIn)) {
    violations.push({
      rule: 'inch-depth',
      message: `The depth must be ${limits.depthsIn.join(' or ')} inches.`,
    });
  }
  if (
    config.verticalOffsetIn < limits.minOffsetIn ||
    config.verticalOffsetIn > limits.maxOffsetIn
  ) {
    violations.push({
      rule: 'inch-offset',
      message: `The height off the floor must be between ${limits.minOffsetIn} and ${limits.maxOffsetIn} inches.`,
    });
  }
  return violations;
}

/**
 * Every rule a design breaks: the placement rules for box designs (the same rule files the
 * configurator loads), the sizes the shop makes for inch designs. Empty means the shop can build it.
 */
export function designViolations(design: Design, rules: RuleSets): DesignViolation[] {
  if (design.kind === 'inch') return inchViolations(design.config);
  return validateDesign(design.boxes, { designType: design.designType, rules });
}
