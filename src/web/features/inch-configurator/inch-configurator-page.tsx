import { NotYetAvailable, Page } from '../../ui/page.tsx';

export function InchConfiguratorPage() {
  return (
    <Page
      title="Inch Configurator"
      intro={
        <p>
          Set the width, height and depth of a sideboard or TV stand to the inch, choose its color,
          texture and fronts, and see the price as you change it.
        </p>
      }
    >
      <NotYetAvailable>The inch configurator is not online yet.</NotYetAvailable>
    </Page>
  );
}
