import type { DesignProblem, StoredDesign } from '../../../domain/design/parse.ts';
import { parseDesign } from '../../../domain/design/parse.ts';
import { err, ok } from '../../../domain/result.ts';
import type { Result } from '../../../domain/result.ts';
import type { LoadableDesign } from './configurator-store.ts';

/**
 * A stored item or shared record as the store loads it, read by the domain's design parser: a
 * design it cannot read, or an inch design, is a problem to tell the customer, never a guess.
 */
export function loadableDesign(fields: StoredDesign): Result<LoadableDesign, DesignProblem> {
  const parsed = parseDesign(fields);
  if (!parsed.ok) return parsed;
  const design = parsed.value;
  if (design.kind !== 'cell') {
    return err({
      field: 'inchConfig',
      message: 'This is an inch design: it opens in the inch configurator.',
    });
  }
  return ok({
    configurations: design.boxes,
    designType: design.designType,
    showBackPanel: design.showBackPanel,
    backPanelDoubleSided: design.backPanelDoubleSided,
    selectedColor: design.selectedColor,
    selectedTexture: design.selectedTexture,
  });
}
