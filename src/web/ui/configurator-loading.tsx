import { Suspense, type ReactNode } from 'react';

/**
 * While a configurator's code loads (every page that hosts one): the page's heading stays put, and
 * a screen's height is kept for the configurator, so what follows it does not jump down in view.
 */
export function ConfiguratorLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingLine />}>{children}</Suspense>;
}

function LoadingLine() {
  return (
    <p className="mt-4 min-h-svh text-sm text-ink-muted" role="status">
      Loading the configurator…
    </p>
  );
}

/** The line alone, for a page that draws it before the configurator's code is asked for. */
ConfiguratorLoading.Line = LoadingLine;
