import { DoorClosed, DoorOpen, Redo2, Ruler, Undo2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { redoAvailable, undoAvailable } from '../configurator-store.ts';
import { overallDimensions } from '../design-facts.ts';
import { useConfigurator, useConfiguratorStore } from '../store-context.tsx';

const iconButton =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-paper/95 px-3 text-sm font-medium hover:bg-paper disabled:cursor-not-allowed disabled:opacity-50';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Undo, redo, doors and dimensions over the 3D view, with Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z. */
export function ConfiguratorToolbar() {
  const store = useConfiguratorStore();
  const canUndo = useConfigurator(undoAvailable);
  const canRedo = useConfigurator(redoAvailable);
  const doorsOpen = useConfigurator((s) => s.scene.doorsOpen);
  const showDimensions = useConfigurator((s) => s.scene.showDimensions);
  const configurations = useConfigurator((s) => s.configurations);
  const dims = useMemo(
    () => (configurations.length === 0 ? null : overallDimensions(configurations)),
    [configurations],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      if (event.shiftKey) store.getState().redo();
      else store.getState().undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);

  return (
    <>
      <div
        className="absolute top-2 left-2 z-10 flex flex-wrap gap-2"
        role="toolbar"
        aria-label="View and history"
      >
        <button
          type="button"
          className={iconButton}
          disabled={!canUndo}
          onClick={() => store.getState().undo()}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          <Undo2 aria-hidden className="size-4" />
          Undo
        </button>
        <button
          type="button"
          className={iconButton}
          disabled={!canRedo}
          onClick={() => store.getState().redo()}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          <Redo2 aria-hidden className="size-4" />
          Redo
        </button>
        <button
          type="button"
          className={iconButton}
          aria-pressed={doorsOpen}
          onClick={() => store.getState().setDoorsOpen(!doorsOpen)}
        >
          {doorsOpen ? (
            <DoorOpen aria-hidden className="size-4" />
          ) : (
            <DoorClosed aria-hidden className="size-4" />
          )}
          {doorsOpen ? 'Close doors' : 'Open doors'}
        </button>
        <button
          type="button"
          className={iconButton}
          aria-pressed={showDimensions}
          onClick={() => store.getState().toggleDimensions()}
        >
          <Ruler aria-hidden className="size-4" />
          Dimensions
        </button>
      </div>
      {showDimensions && dims !== null && (
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
