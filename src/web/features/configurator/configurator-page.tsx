import { NotYetAvailable, Page } from '../../ui/page.tsx';

export function ConfiguratorPage() {
  return (
    <Page
      title="Cell Configurator"
      intro={
        <p>
          Build a piece from standard 13 × 14 × 14 in cells, tall and wide cells, then add doors,
          dividers and cable openings and see the price and size as you go.
        </p>
      }
    >
      <NotYetAvailable>The 3D configurator is not online yet.</NotYetAvailable>
    </Page>
  );
}
