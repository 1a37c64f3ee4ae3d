import { useConfigurator, useConfiguratorStore } from '../store-context.tsx';
import { Section } from './section.tsx';
import { Swatches } from './swatches.tsx';

/** The design's colour or texture and its back panel. */
export function FinishSection() {
  const store = useConfiguratorStore();
  const scene = useConfigurator((s) => s.scene);
  return (
    <Section title="Finish">
      <Swatches
        legend="Design"
        color={scene.selectedColor}
        texture={scene.selectedTexture}
        onColor={(hex) => store.getState().setGlobalColor(hex)}
        onTexture={(wood) => store.getState().setGlobalTexture(wood)}
        noTexture={() => store.getState().setGlobalTexture(null)}
      />
      <div className="mt-3 flex flex-col">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={scene.showBackPanel}
            onChange={() => store.getState().toggleBackPanel()}
          />
          Back panel
        </label>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={scene.backPanelDoubleSided}
            onChange={() => store.getState().toggleBackPanelDoubleSided()}
          />
          Double-sided back panel
        </label>
      </div>
    </Section>
  );
}
