import { HomePage } from '../features/home/home-page.tsx';
import { lazyPart } from '../lib/lazy-part.tsx';

// The home page with the configurator's live 3D preview handed in: the 3D code is its own chunk,
// requested only when the home page renders the preview, as it scrolls near
// (docs/decisions/018-first-load.md).
const ShowcasePreview = lazyPart(
  async () => (await import('../features/configurator/design-preview.tsx')).ShowcasePreview,
  'The 3D preview',
);

export function HomeRoute() {
  return <HomePage preview={<ShowcasePreview />} />;
}
