import { BUILT_IN_RULES } from '../../domain/box/rule-config.ts';
import type { RuleSets } from '../../domain/box/rule-config.ts';
import type { Design } from '../../domain/design/model.ts';
import { parseDesign } from '../../domain/design/parse.ts';
import type { StoredDesign } from '../../domain/design/parse.ts';
import { designViolations, isEmptyDesign } from '../../domain/design/validate.ts';
import { AppError } from '../errors.ts';

/**
 * The placement rules the server holds designs to: the shipped rule files (public/rules/), which
 * are also what the browser loads, so a design the configurator allows is one the server keeps.
 */
export const SERVER_RULES: RuleSets = BUILT_IN_RULES;

/**
 * A design the shop can build, read from what a browser sent, or an `invalid` answer naming the
 * field and the rule it breaks, in the rule's own words. `emptyMessage` is what a design with no
 * box is told where it is refused.
 */
export function acceptDesign(
  stored: StoredDesign,
  emptyMessage: string,
  rules: RuleSets = SERVER_RULES,
): Design {
  const parsed = parseDesign(stored);
  if (!parsed.ok) {
    throw new AppError('invalid', parsed.error.message, {
      [parsed.error.field]: parsed.error.message,
    });
  }
  const design = parsed.value;
  if (isEmptyDesign(design)) {
    throw new AppError('invalid', emptyMessage, { configurations: emptyMessage });
  }
  const [violation] = designViolations(design, rules);
  if (violation) {
    const field = violation.field ?? (design.kind === 'inch' ? 'inchConfig' : 'configurations');
    throw new AppError('invalid', violation.message, { [field]: violation.message });
  }
  return design;
}
