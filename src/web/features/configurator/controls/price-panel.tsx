import { useMemo } from 'react';
import { designParcels } from '../../../../domain/checkout/shipment.ts';
import { boxItemDetails } from '../../../../domain/items/details.ts';
import { boxDesignFinishName, featureRows } from '../../../../domain/items/display.ts';
import { formatCents } from '../../../../domain/pricing/money.ts';
import { randomItemId } from '../../../entities/saved-item/browser-list-deps.ts';
import { systemClock } from '../../../lib/sync/clock.ts';
import { captureThumbnail } from '../../../scene/capture.ts';
import type { ConfiguratorData } from '../configurator-store.ts';
import { cellDesignOf, designItem, designQuote, designWeightText } from '../design-facts.ts';
import { useConfigurator, useConfiguratorStore } from '../store-context.tsx';
import { Section } from './section.tsx';
import { ArrivesFlat } from '../../../entities/parcel/arrives-flat.tsx';
import { DesignActions } from '../../../entities/saved-item/design-actions.tsx';
import { FeatureList, PriceList } from '../../../ui/design-controls.tsx';

function currentItem(state: ConfiguratorData) {
  return designItem(state, {
    id: randomItemId(),
    now: new Date(systemClock.now()),
    imageUrl: captureThumbnail() ?? undefined,
  });
}

/** The price, weight and parts of the design, and adding it to the cart or wishlist or sharing it. */
export function PricePanel() {
  const store = useConfiguratorStore();
  const configurations = useConfigurator((s) => s.configurations);
  const scene = useConfigurator((s) => s.scene);
  const designType = useConfigurator((s) => s.designType);
  const host = useConfigurator((s) => s.host);
  const quote = designQuote({ configurations, scene, designType, host });
  const empty = configurations.length === 0;
  const details = useMemo(() => boxItemDetails(configurations, scene), [configurations, scene]);
  const parcels = designParcels(cellDesignOf({ configurations, scene, designType, host }));

  return (
    <Section title="Price">
      {empty ? (
        <p className="text-sm text-ink-muted" data-testid="price-panel">
          Add a box to see its price.
        </p>
      ) : (
        <PriceList
          list={formatCents(quote.listCents)}
          discountPercent={quote.discountPercent}
          productPage={host.place === 'product-page'}
          sale={formatCents(quote.saleCents)}
          weight={designWeightText(configurations)}
        >
          <dt>Finish</dt>
          {/* The boxes' own finishes with the design's, as the cart and the summary name them. */}
          <dd className="text-right">
            {boxDesignFinishName(scene.selectedColor, scene.selectedTexture, configurations)}
          </dd>
        </PriceList>
      )}
      {!empty && <FeatureList rows={featureRows(details)} label="Details" className="mt-2" />}
      {!empty && <ArrivesFlat parcels={parcels} />}
      <DesignActions
        empty={empty}
        item={() => {
          const state = store.getState();
          return state.configurations.length === 0 ? null : currentItem(state);
        }}
      />
    </Section>
  );
}
