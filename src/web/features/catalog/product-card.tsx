import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { assemblyPlan } from '../../../domain/assembly/instructions.ts';
import { parseDesign } from '../../../domain/design/parse.ts';
import { cents, formatCents, formatWholeDollars } from '../../../domain/pricing/money.ts';
import {
  productPath,
  type ListedProduct,
  type Product,
} from '../../entities/product/product-api.ts';
import { finishBackground, finishTone } from '../../scene/woods.ts';
import { Button } from '../../ui/button.tsx';
import { DesignDrawing } from '../../ui/design-drawing.tsx';
import { DimensionsText } from '../../ui/dimensions-text.tsx';
import { Picture } from '../../ui/picture.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** The front view of a product's design in its colour, when the answer brought its preset. */
export function ProductDrawing({
  product,
  className,
}: {
  product: Product | ListedProduct;
  className?: string;
}) {
  // Read and planned once per design, not on every render of a long grid.
  const drawing = useMemo(() => {
    const design = product.preset ? parseDesign(product.preset) : null;
    return design?.ok ? assemblyPlan(design.value).drawing : null;
  }, [product.preset]);
  if (!drawing) return null;
  const color = finishTone(product.finish.color, product.finish.texture);
  return (
    <DesignDrawing
      drawing={drawing}
      color={color}
      label={`Front view of the ${product.name}`}
      className={className}
    />
  );
}

/**
 * A design's price as its configurator shows it (and the cart charges it): an inch design's in
 * whole dollars, a cell design's to the cent.
 */
export function ProductPrice({
  product,
  lead,
}: {
  product: Pick<Product, 'kind' | 'saleCents' | 'listCents' | 'discountPercent'>;
  /** Words before the price, saying whose price it is. */
  lead?: string;
}) {
  const format = product.kind === 'inch' ? formatWholeDollars : formatCents;
  return (
    <p className="tabular-nums">
      {lead && <span className="text-ink-muted">{lead} </span>}
      <span className="font-semibold">{format(cents(product.saleCents))}</span>{' '}
      <span className="text-sm text-ink-muted line-through">
        <span className="sr-only">was </span>
        {format(cents(product.listCents))}
      </span>{' '}
      <span className="text-sm text-ink-muted">({product.discountPercent}% off)</span>
    </p>
  );
}

/** Pictures are rendered at about this size (npm run images); the box keeps their shape. */
const PICTURE = { width: 954, height: 728 } as const;

/**
 * The design's picture, as wide as a grid column, or its front-view drawing while it has none.
 * The first row is on screen at once (`eager`); the first picture is likely the page's largest.
 */
export function ProductPicture({
  product,
  loading,
}: {
  product: ListedProduct;
  loading: 'first' | 'eager' | 'lazy';
}) {
  if (!product.imageUrl) {
    return (
      <div className="flex aspect-[4/3] items-end justify-center bg-paper-deep p-6">
        <ProductDrawing product={product} className="max-h-full max-w-full" />
      </div>
    );
  }
  return (
    <Picture
      src={product.imageUrl}
      width={PICTURE.width}
      height={PICTURE.height}
      sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
      alt={`The ${product.name}: ${product.dimensions}, ${product.finish.name}`}
      priority={loading}
      className="aspect-[4/3] w-full bg-paper-deep object-cover"
    />
  );
}

/** A design in a grid: its picture, name, price, size and finish, opening its product page. */
export function ProductCard({
  product,
  loading = 'lazy',
}: {
  product: ListedProduct;
  loading?: 'first' | 'eager' | 'lazy';
}) {
  const { finish } = product;
  return (
    <li>
      <Link
        to={productPath(product)}
        className="group flex h-full flex-col overflow-hidden rounded-md border border-line bg-paper hover:border-ink/40"
      >
        <ProductPicture product={product} loading={loading} />
        <div className="flex flex-1 flex-col gap-1 px-4 py-3">
          <span className="font-medium group-hover:underline">{product.name}</span>
          <ProductPrice product={product} />
          <span className="text-sm text-ink-muted tabular-nums">
            <DimensionsText text={product.dimensions} />
          </span>
          <span className="flex items-center gap-2 text-sm text-ink-muted">
            <span
              aria-hidden="true"
              className="inline-block size-4 rounded-full border border-ink-muted"
              style={{ background: finishBackground(finish.color, finish.texture) }}
            />
            {finish.name}
          </span>
        </div>
      </Link>
    </li>
  );
}

/** A list of designs that could not be read, with a way to try again. */
export function DesignsFailed({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="space-y-3">
      <p className="text-danger">
        The designs could not be loaded. Check your connection and try again.
      </p>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/** A list of designs as it loads: a spinner, a retry on failure, a note when there are none. */
export function ProductList({
  query,
  loading,
  empty,
}: {
  query: UseQueryResult<ListedProduct[]>;
  loading: string;
  empty: ReactNode;
}) {
  // The designs' room is kept while they load, so what follows the list does not jump down in view.
  if (query.isPending) return <Spinner label={loading} align="top" className="min-h-svh" />;
  if (query.isError) return <DesignsFailed retry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="text-ink-muted">{empty}</p>;
  return <ProductGrid products={query.data} />;
}

/** A grid of designs; `firstOnScreen` when it starts on the page's first screen. */
export function ProductGrid({
  products,
  firstOnScreen = true,
}: {
  products: readonly ListedProduct[];
  firstOnScreen?: boolean;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          // The first row (up to three) is on the first screen; the rest load as they near it.
          loading={!firstOnScreen ? 'lazy' : index === 0 ? 'first' : index < 3 ? 'eager' : 'lazy'}
        />
      ))}
    </ul>
  );
}
