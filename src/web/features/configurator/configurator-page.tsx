import { lazy } from 'react';
import { useInBrowser } from '../../lib/use-in-browser.ts';
import { ConfiguratorLoading } from '../../ui/configurator-loading.tsx';

const ConfiguratorWorkspace = lazy(async () => ({
  default: (await import('./configurator-workspace.tsx')).ConfiguratorWorkspace,
}));

/**
 * The cell configurator (docs/rules/configurators.md); the heading first, the tool as soon as it
 * loads. The server writes the heading and the loading line (the tool starts from what only the
 * browser knows: the design in progress, a shared link).
 */
export function ConfiguratorPage({ heading = 'Cell Configurator' }: { heading?: string }) {
  const inBrowser = useInBrowser();
  return (
    <div className="mx-auto w-full max-w-7xl px-3 pt-6 pb-[52vh] sm:px-6 md:pb-12 lg:px-8">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{heading}</h1>
      <ConfiguratorLoading>
        {inBrowser ? <ConfiguratorWorkspace /> : <ConfiguratorLoading.Line />}
      </ConfiguratorLoading>
    </div>
  );
}

/** The free-form product (/shop/free-form/product/free-form): the same tool, named as its page. */
export function FreeFormPage() {
  return <ConfiguratorPage heading="Free-Form Cell Configurator" />;
}
