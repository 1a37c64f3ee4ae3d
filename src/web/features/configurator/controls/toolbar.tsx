import { useMemo } from 'react';
import { DesignToolbar, type ToolbarView } from '../../../ui/design-controls.tsx';
import { redoAvailable, undoAvailable } from '../configurator-store.ts';
import { overallDimensions } from '../design-facts.ts';
import { useConfigurator, useConfiguratorStore } from '../store-context.tsx';

/** Undo, redo, doors and dimensions over the 3D view, with the undo shortcuts. */
export function ConfiguratorToolbar() {
  const store = useConfiguratorStore();
  const configurations = useConfigurator((s) => s.configurations);
  const view: ToolbarView = {
    canUndo: useConfigurator(undoAvailable),
    canRedo: useConfigurator(redoAvailable),
    doorsOpen: useConfigurator((s) => s.scene.doorsOpen),
    showDimensions: useConfigurator((s) => s.scene.showDimensions),
    empty: configurations.length === 0,
  };
  const dims = useMemo(
    () => (configurations.length === 0 ? null : overallDimensions(configurations)),
    [configurations],
  );
  return (
    <>
      <DesignToolbar store={store} view={view} />
      {view.showDimensions && dims !== null && (
        <p
          className="absolute bottom-2 left-2 z-10 rounded-md border border-line bg-paper/95 px-3 py-2 text-sm tabular-nums"
          data-testid="dimensions"
        >
          {dims.inchesText} <span className="text-ink-muted">({dims.centimetresText})</span>
        </p>
      )}
    </>
  );
}
