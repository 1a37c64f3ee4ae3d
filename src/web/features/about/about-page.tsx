import { NotYetAvailable, Page } from '../../ui/page.tsx';
import { getPublicConfig } from '../../lib/public-config.ts';

export function AboutPage() {
  const { brandName } = getPublicConfig();
  return (
    <Page
      title={`About ${brandName}`}
      intro={
        <p>
          We design modular storage you can shape yourself, and build every piece to order from
          Baltic birch in California.
        </p>
      }
    >
      <NotYetAvailable>
        Our full story, with the people behind it, is not published yet.
      </NotYetAvailable>
    </Page>
  );
}
