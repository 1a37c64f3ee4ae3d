import { designSummary } from '../design-facts.ts';
import { useConfigurator } from '../store-context.tsx';

/** The design in one sentence, announced as it changes. */
export function LiveSummary() {
  const summary = useConfigurator((s) => designSummary(s));
  return (
    <p
      role="status"
      aria-live="polite"
      className="mt-1 text-sm text-ink-muted tabular-nums"
      data-testid="design-summary"
    >
      {summary}
    </p>
  );
}
