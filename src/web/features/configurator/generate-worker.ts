import { generateDesign } from '../../../domain/box/generate.ts';
import type { GenerateDesignInput } from '../../../domain/box/generate.ts';
import type { RuleSets } from '../../../domain/box/rule-config.ts';

/** The design worker (docs/rules/configurators.md): receives the grid request, replies with the grid. */
const scope = self as unknown as {
  onmessage:
    ((event: MessageEvent<{ input: GenerateDesignInput; rules: RuleSets }>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  scope.postMessage(generateDesign(event.data.input, event.data.rules));
};
