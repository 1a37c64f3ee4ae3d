import { Suspense, type ReactNode } from 'react';

/** While a configurator's code loads (every page that hosts one): the page's heading stays put. */
export function ConfiguratorLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="mt-4 text-sm text-ink-muted" role="status">
          Loading the configurator…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
