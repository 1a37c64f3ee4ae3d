import type { GenerateDesignInput, GeneratedDesign } from '../../../domain/box/generate.ts';
import type { RuleSets } from '../../../domain/box/rule-config.ts';

/** Runs the generator off the main thread, so the page keeps answering while it works. */
export function generateInWorker(
  input: GenerateDesignInput,
  rules: RuleSets,
): Promise<GeneratedDesign> {
  const worker = new Worker(new URL('./generate-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<GeneratedDesign>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<GeneratedDesign>) => {
      resolve(event.data);
      worker.terminate();
    };
    worker.onerror = (event) => {
      reject(new Error(event.message || 'The design generator stopped'));
      worker.terminate();
    };
    worker.postMessage({ input, rules });
  }).finally(() => worker.terminate());
}
