import { lazy } from 'react';
import { parseDesign } from '../../domain/design/parse.ts';
import type { Product } from '../entities/product/product-api.ts';
import { productPath } from '../entities/product/product-api.ts';
import { pieceName } from '../lib/piece-name.ts';
import { ProductPage } from '../features/catalog/product-page.tsx';
import { ConfiguratorLoading } from '../ui/configurator-loading.tsx';
import { useInBrowser } from '../lib/use-in-browser.ts';
import { PageMeta } from './page-meta.ts';

// A product page hosts the configurator of its design's kind, loaded in parallel with the page:
// the cell one for cell designs, the inch one for inch designs, each at the product page's
// discount and naming the product on the cart line.

const ConfiguratorWorkspace = lazy(async () => ({
  default: (await import('../features/configurator/configurator-workspace.tsx'))
    .ConfiguratorWorkspace,
}));
const InchConfigurator = lazy(async () => ({
  default: (await import('../features/inch-configurator/inch-configurator.tsx')).InchConfigurator,
}));

function HostedConfigurator({ product }: { product: Product }) {
  const pageUrl = productPath(product);
  if (product.kind === 'cell') {
    return (
      <ConfiguratorWorkspace
        key={product.id}
        host={{ place: 'product-page', product: { name: product.name, pageUrl } }}
        preset={product.preset}
      />
    );
  }
  const design = parseDesign(product.preset);
  if (!design.ok || design.value.kind !== 'inch') {
    return (
      <p role="alert">This design cannot be opened here. {design.ok ? '' : design.error.message}</p>
    );
  }
  const piece = design.value.designType.replace(/^inch-/, '');
  return (
    <InchConfigurator
      key={product.id}
      preset={design.value.config}
      host={{
        place: 'product-page',
        product: {
          kind: piece,
          kindLabel: pieceName(piece),
          id: product.id,
          name: product.name,
          pageUrl,
        },
      }}
    />
  );
}

/**
 * The configurator is drawn in the browser only: the server writes the page around it with the
 * loading line in its place (the page's first screen, docs/decisions/020-first-screen.md).
 */
function BrowserConfigurator({ product }: { product: Product }) {
  const inBrowser = useInBrowser();
  return (
    <ConfiguratorLoading>
      {inBrowser ? <HostedConfigurator product={product} /> : <ConfiguratorLoading.Line />}
    </ConfiguratorLoading>
  );
}

export function ProductRoute() {
  return (
    <ProductPage
      configurator={(product) => <BrowserConfigurator product={product} />}
      meta={(meta) => <PageMeta title={meta.title} description={meta.description} />}
    />
  );
}
