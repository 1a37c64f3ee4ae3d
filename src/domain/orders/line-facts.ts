/** What an order line says of its piece beside its name: size, finish and weight. */
export function lineFactsText(facts: {
  readonly dimensions: string;
  readonly weightLb: number;
  readonly finish?: string | undefined;
}): string {
  return [facts.dimensions, facts.finish, `${facts.weightLb} lb`]
    .filter((part) => part !== undefined && part !== '')
    .join(' · ');
}
