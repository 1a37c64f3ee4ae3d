import { shownDimensionsText } from '../design/dimensions-text.ts';

/**
 * What an order line says of its piece beside its name: its size as the order kept it, centimetres
 * beside the inches, its finish and weight.
 */
export function lineFactsText(facts: {
  readonly dimensions: string;
  readonly weightLb: number;
  readonly finish?: string | undefined;
}): string {
  return [shownDimensionsText(facts.dimensions), facts.finish, `${facts.weightLb} lb`]
    .filter((part) => part !== undefined && part !== '')
    .join(' · ');
}
