import { LoaderCircle } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';

/** Shows its children only after a short wait, so quick changes do not flash them. */
function AfterDelay({ ms, children }: { ms: number; children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return visible ? children : null;
}

/**
 * The full-screen `Loading... / Please wait` overlay over a route change that waits for data
 * (docs/rules/storefront.md): Inch Config and Start Designing look their product up before they
 * open it. It shows once the wait passes 300 ms, so a quick change does not flash it.
 */
export function LoadingOverlay({ waiting }: { waiting: boolean }) {
  if (!waiting) return null;
  return (
    <AfterDelay ms={300}>
      <div
        role="status"
        aria-live="polite"
        className="fixed inset-0 z-[60] flex items-center justify-center bg-paper/80 motion-safe:animate-fade-in"
      >
        <div className="flex flex-col items-center gap-3 rounded-lg border border-line bg-paper px-10 py-8">
          <LoaderCircle aria-hidden className="size-8 motion-safe:animate-spin" />
          <p className="text-base font-medium">Loading...</p>
          <p className="text-sm text-ink-muted">Please wait</p>
        </div>
      </div>
    </AfterDelay>
  );
}
