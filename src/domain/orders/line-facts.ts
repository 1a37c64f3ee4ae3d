import { shownDimensionsText } from '../design/dimensions-text.ts';

interface LineFacts {
  readonly dimensions: string;
  readonly weightLb: number;
  readonly finish?: string | undefined;
}

/** What an order line says after its size: its finish (when the order kept it) and weight. */
export function lineFactsAfterSize(facts: LineFacts): string[] {
  return [facts.finish, `${facts.weightLb} lb`].filter(
    (part): part is string => part !== undefined && part !== '',
  );
}

/**
 * What an order line says of its piece beside its name: its size as the order kept it, centimetres
 * beside the inches, its finish and weight.
 */
export function lineFactsText(facts: LineFacts): string {
  return [shownDimensionsText(facts.dimensions), ...lineFactsAfterSize(facts)]
    .filter((part) => part !== '')
    .join(' · ');
}
