import { Share2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { boxItemDetails } from '../../../../domain/items/details.ts';
import { colorName, featureRows, textureName } from '../../../../domain/items/display.ts';
import { formatCents } from '../../../../domain/pricing/money.ts';
import { randomItemId } from '../../../entities/cart/cart-store.ts';
import { shareInputOf } from '../../../entities/shared-design/shared-designs-api.ts';
import { captureThumbnail } from '../../../scene/capture.ts';
import { Button } from '../../../ui/button.tsx';
import { ShareDesignDialog } from '../../../entities/shared-design/share-design-dialog.tsx';
import type { ConfiguratorData } from '../configurator-store.ts';
import { designItem, designQuote, designWeightText } from '../design-facts.ts';
import { saveDesignItem } from '../item-actions.ts';
import { useConfigurator, useConfiguratorStore } from '../store-context.tsx';
import { Section } from './section.tsx';

function currentItem(state: ConfiguratorData) {
  return designItem(state, {
    id: randomItemId(),
    now: new Date(),
    imageUrl: captureThumbnail() ?? undefined,
  });
}

/** The price, weight and parts of the design, and adding it to the cart or wishlist or sharing it. */
export function PricePanel() {
  const store = useConfiguratorStore();
  const configurations = useConfigurator((s) => s.configurations);
  const scene = useConfigurator((s) => s.scene);
  const designType = useConfigurator((s) => s.designType);
  const [sharing, setSharing] = useState(false);
  const quote = designQuote({ configurations, scene, designType });
  const empty = configurations.length === 0;
  const details = useMemo(() => boxItemDetails(configurations, scene), [configurations, scene]);

  const save = (kind: 'cart' | 'wishlist') => {
    const state = store.getState();
    if (state.configurations.length === 0) return;
    saveDesignItem(kind, currentItem(state));
  };

  return (
    <Section title="Price">
      <dl
        className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums"
        data-testid="price-panel"
      >
        <dt>List price</dt>
        <dd className="text-right text-ink-muted line-through" data-testid="list-price">
          {formatCents(quote.listCents)}
        </dd>
        <dt>Configurator discount</dt>
        <dd className="text-right">{quote.discountPercent} %</dd>
        <dt className="font-semibold">Your price</dt>
        <dd className="text-right text-lg font-semibold" data-testid="sale-price">
          {formatCents(quote.saleCents)}
        </dd>
        <dt>Weight</dt>
        <dd className="text-right">{designWeightText(configurations)}</dd>
        {!empty && (
          <>
            <dt>Finish</dt>
            <dd className="text-right">
              {scene.selectedTexture === null
                ? colorName(scene.selectedColor)
                : textureName(scene.selectedTexture)}
            </dd>
          </>
        )}
      </dl>
      {!empty && (
        <ul className="mt-2 text-sm text-ink-muted" aria-label="Details">
          {featureRows(details).map((row) => (
            <li key={row.label} className="flex justify-between tabular-nums">
              <span>{row.label}</span>
              <span>{row.count}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 grid gap-2">
        <Button disabled={empty} onClick={() => save('cart')}>
          Add to cart
        </Button>
        <Button variant="secondary" disabled={empty} onClick={() => save('wishlist')}>
          Add to wishlist
        </Button>
        <Button variant="secondary" onClick={() => setSharing(true)}>
          <Share2 aria-hidden />
          Share design
        </Button>
      </div>
      <ShareDesignDialog
        open={sharing}
        onOpenChange={setSharing}
        design={() => {
          const state = store.getState();
          return state.configurations.length === 0 ? null : shareInputOf(currentItem(state));
        }}
      />
    </Section>
  );
}
