import { BOX_PRESETS, BOX_TYPES } from '../../../../domain/box/model.ts';
import { Button } from '../../../ui/button.tsx';
import { useConfigurator, useConfiguratorStore } from '../store-context.tsx';
import { focusSoon } from '../../../lib/focus-soon.ts';
import { BOX_SIZES } from './labels.ts';
import { SELECTED_BOX_ADD_RIGHT_ID } from './selected-box.tsx';

/** Shown when the scene has no boxes (docs/rules/configurators.md). */
export function FirstBoxMenu() {
  const store = useConfiguratorStore();
  const offered = useConfigurator((s) => s.rules.designSets[s.designType].allowedBoxTypes);
  return (
    <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center p-4">
      <section
        aria-labelledby="first-box-title"
        className="pointer-events-auto w-full max-w-md rounded-md border border-line bg-paper p-5"
      >
        <h2 id="first-box-title" className="text-lg font-semibold">
          Start with a box
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Pick the first cell; add more to its right and on top of it.
        </p>
        <div className="mt-4 grid gap-2">
          {BOX_TYPES.filter((type) => offered.includes(type)).map((type) => (
            <Button
              key={type}
              variant="secondary"
              justify="between"
              onClick={() => {
                // The menu goes away with the first box: focus moves on to that box's actions.
                if (store.getState().addFirstBox(type)) focusSoon(SELECTED_BOX_ADD_RIGHT_ID);
              }}
            >
              <span>{BOX_PRESETS[type].label}</span>
              <span className="text-ink-muted tabular-nums">{BOX_SIZES[type]}</span>
            </Button>
          ))}
        </div>
      </section>
    </div>
  );
}
