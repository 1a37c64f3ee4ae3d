import { Armchair } from 'lucide-react';
import {
  backPanelLabel,
  boxBackPanelFinishes,
  featureRows,
  boxDesignFinishName,
  inchSummary,
  isInchDetails,
  itemWeightText,
} from '../../domain/items/display.ts';
import type { WishlistItem } from '../../domain/items/model.ts';
import { itemDiscountPercent } from '../../domain/items/convert.ts';
import { originalPrice } from '../../domain/pricing/discounts.ts';
import { formatCents, multiplyCents, type Cents } from '../../domain/pricing/money.ts';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { DimensionsText } from './dimensions-text.tsx';

// How a saved design reads in the cart and wishlist panels (docs/rules/storefront.md's display rules, all
// from the domain): thumbnail, price with the original struck through, and the detail sections.

/** A saved design's picture: panel-sized, or `large` for the preview on hover. */
export function ItemThumbnail({
  item,
  large = false,
}: {
  item: Pick<WishlistItem, 'imageUrl' | 'name'>;
  large?: boolean;
}) {
  const size = large ? 'size-56' : 'size-20';
  if (item.imageUrl) {
    return (
      <img
        src={item.imageUrl}
        alt={item.name}
        loading="lazy"
        className={cn('shrink-0 rounded-md border border-line bg-paper-deep object-cover', size)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={item.name}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-md border border-line bg-paper-deep text-ink-muted',
        size,
      )}
    >
      <Armchair aria-hidden className="size-8" strokeWidth={1.5} />
    </div>
  );
}

/** The price paid and, when there is a discount, the price before it. */
export function itemPrices(
  item: Pick<
    WishlistItem,
    'priceCents' | 'originalPriceCents' | 'customDiscountPercentage' | 'discountPercentage'
  >,
  quantity = 1,
): { price: Cents; original: Cents | null; discountPercent: number | undefined } {
  const discount = itemDiscountPercent(item);
  const before = originalPrice(item.priceCents, discount, item.originalPriceCents);
  return {
    price: multiplyCents(item.priceCents, quantity),
    original: before > item.priceCents ? multiplyCents(before, quantity) : null,
    discountPercent: discount,
  };
}

export function PriceWithDiscount({
  item,
  quantity = 1,
  showPercent = false,
  className,
}: {
  item: Parameters<typeof itemPrices>[0];
  quantity?: number;
  showPercent?: boolean;
  className?: string;
}) {
  const { price, original, discountPercent } = itemPrices(item, quantity);
  return (
    <p className={cn('tabular flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="font-semibold" data-testid="price">
        {formatCents(price)}
      </span>
      {original !== null && (
        <>
          <span className="text-sm text-ink-muted line-through" data-testid="original-price">
            <span className="sr-only">was </span>
            {formatCents(original)}
          </span>
          {showPercent && discountPercent !== undefined && discountPercent > 0 && (
            <span className="text-xs font-medium text-ink-muted">
              {Math.round(discountPercent)}% off
            </span>
          )}
        </>
      )}
    </p>
  );
}

function Section({
  title,
  level,
  children,
}: {
  title: string;
  level: 3 | 4;
  children: React.ReactNode;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className="grid gap-1">
      <Heading className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {title}
      </Heading>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="tabular">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Modifications, Finish Options, Features and Weight. */
export function ItemDetailSections({
  item,
  headingLevel = 4,
}: {
  item: WishlistItem;
  /** The sections' heading level, one below the item's name. */
  headingLevel?: 3 | 4;
}) {
  const inch = isInchDetails(item.details) || item.inchConfig !== undefined;
  const summary = inch
    ? inchSummary(item.details, {
        texture: item.selectedTexture ?? item.inchConfig?.selectedTexture,
        rows: item.inchConfig?.rows,
      })
    : null;
  const modifications: [string, ReactNode][] = summary
    ? [
        ['Dimensions', <DimensionsText text={summary.dimensions} />],
        ...(summary.style ? ([['Style', summary.style]] as [string, string][]) : []),
        ...(summary.segmentStyle
          ? ([['Segments', summary.segmentStyle]] as [string, string][])
          : []),
        ['Back panel', summary.backPanel],
      ]
    : [
        ...(item.dimensions
          ? ([['Dimensions', <DimensionsText text={item.dimensions} />]] as [string, ReactNode][])
          : []),
        [
          'Back panel',
          item.showBackPanel
            ? `${backPanelLabel(boxBackPanelFinishes(item.configurations))}${item.backPanelDoubleSided ? ', double-sided' : ''}`
            : 'None',
        ],
      ];
  const features = featureRows(item.details);
  return (
    <div className="grid gap-3 rounded-md bg-paper-deep p-3">
      <Section title="Modifications" level={headingLevel}>
        <Rows rows={modifications} />
      </Section>
      <Section title="Finish Options" level={headingLevel}>
        <Rows
          rows={[
            [
              'Finish',
              summary
                ? summary.finish
                : boxDesignFinishName(
                    item.selectedColor,
                    item.selectedTexture,
                    item.configurations,
                  ),
            ],
          ]}
        />
      </Section>
      <Section title="Features" level={headingLevel}>
        {features.length > 0 ? (
          <Rows rows={features.map((row) => [row.label, String(row.count)] as const)} />
        ) : (
          <p className="text-sm text-ink-muted">None</p>
        )}
      </Section>
      <Section title="Weight" level={headingLevel}>
        <p className="tabular text-sm">{itemWeightText(item.details)}</p>
      </Section>
    </div>
  );
}
