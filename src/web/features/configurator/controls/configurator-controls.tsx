import { ControlsPanel } from '../../../ui/design-controls.tsx';
import { CellsGrid } from './cells-grid.tsx';
import { DesignTypePicker } from './design-type-picker.tsx';
import { FinishSection } from './finish-section.tsx';
import { PricePanel } from './price-panel.tsx';
import { Section } from './section.tsx';
import { SelectedBox } from './selected-box.tsx';

/** The side panel on wide screens; under the 3D view on phones. */
export function ConfiguratorControls() {
  return (
    <ControlsPanel>
      <DesignTypePicker />
      <Section title="Boxes">
        <CellsGrid />
      </Section>
      <SelectedBox />
      <FinishSection />
      <PricePanel />
    </ControlsPanel>
  );
}
