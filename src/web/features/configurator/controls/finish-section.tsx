import { CheckboxField } from '../../../ui/form-field.tsx';
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
        <CheckboxField
          label="Back panel"
          checked={scene.showBackPanel}
          onChange={() => store.getState().toggleBackPanel()}
        />
        <CheckboxField
          label="Double-sided back panel"
          checked={scene.backPanelDoubleSided}
          onChange={() => store.getState().toggleBackPanelDoubleSided()}
        />
      </div>
    </Section>
  );
}
