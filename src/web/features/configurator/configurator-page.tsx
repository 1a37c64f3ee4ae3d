import { lazy } from 'react';
import { ConfiguratorLoading } from '../../ui/configurator-loading.tsx';

const ConfiguratorWorkspace = lazy(async () => ({
  default: (await import('./configurator-workspace.tsx')).ConfiguratorWorkspace,
}));

/** The cell configurator (docs/rules/configurators.md); the heading first, the tool as soon as it loads. */
export function ConfiguratorPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-3 pt-6 pb-[52vh] sm:px-6 md:pb-12 lg:px-8">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Cell Configurator</h1>
      <ConfiguratorLoading>
        <ConfiguratorWorkspace />
      </ConfiguratorLoading>
    </div>
  );
}
