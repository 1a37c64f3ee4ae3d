import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { imageAt } from '../../../contract/images.ts';
import { checkoutConfigQuery } from '../../entities/order/checkout-config.ts';
import { ArrivesFlat } from '../../entities/parcel/arrives-flat.tsx';
import { useProduct, type Product } from '../../entities/product/product-api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { absoluteUrl, getPublicConfig } from '../../lib/public-config.ts';
import { categoryPath, findCategory, productPageMeta } from '../../lib/categories.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { DimensionsText } from '../../ui/dimensions-text.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ProductDrawing, ProductPrice } from './product-card.tsx';

/** Product and Offer structured data for search engines; a data block, never executed. */
function ProductJsonLd({ product }: { product: Product }) {
  const config = getPublicConfig();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    brand: { '@type': 'Brand', name: config.brandName },
    material: 'Baltic birch plywood',
    ...(product.imageUrl ? { image: absoluteUrl(imageAt(product.imageUrl, 'large'), config) } : {}),
    offers: {
      '@type': 'Offer',
      price: (product.saleCents / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/MadeToOrder',
      url: absoluteUrl(`/shop/${product.categorySlug}/product/${product.slug}`, config),
    },
  };
  return (
    <script
      type="application/ld+json"
      // JSON with every '<' escaped cannot close the element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

function ProductFacts({ product }: { product: Product }) {
  const config = useQuery(checkoutConfigQuery);
  const leadDays = config.data?.productionLeadBusinessDays;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {/* The design the page starts from, as its price above; the configurator's own summary
          follows every change. */}
      <dt className="font-medium">Starting size</dt>
      <dd className="tabular-nums">
        <DimensionsText text={product.dimensions} />
      </dd>
      <dt className="font-medium">Starting finish</dt>
      <dd>{product.finish.name}</dd>
      <dt className="font-medium">Materials</dt>
      <dd>{product.materials}</dd>
      <dt className="font-medium">Made to order</dt>
      <dd>
        {leadDays === undefined
          ? 'Built for you after you order'
          : `Leaves our workshop ${leadDays} working days after you order`}
        ; the cart and checkout show the delivery date for your ZIP code.
      </dd>
      <dt className="font-medium">Shipping weight</dt>
      <dd>{product.weightLb} lb, flat-packed</dd>
    </dl>
  );
}

/**
 * A product page: the design's name, price and facts, then the configurator that hosts its preset
 * at the product page's discount. Which configurator is the app's choice (`configurator`), so this
 * page knows none of them.
 */
/** A part of the product page under its own heading, named by it for assistive technology. */
function ProductSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ProductPage({
  configurator,
  meta,
}: {
  configurator: (product: Product) => ReactNode;
  /** The page's title and description: the design's own once it is known. */
  meta: (meta: { title: string; description: string }) => ReactNode;
}) {
  const { category: slug = '', productId = '' } = useParams();
  const category = findCategory(slug);
  const product = useProduct(slug, productId);
  const back = (
    <Link
      to={categoryPath(slug)}
      className={buttonVariants({ variant: 'link', className: 'mt-6' })}
    >
      See all {category?.plural ?? 'designs'}
    </Link>
  );

  if (product.isPending) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-semibold tracking-tight">{category?.name ?? 'Design'}</h1>
        <Spinner label="Loading the design..." />
      </div>
    );
  }
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    const general = productPageMeta(slug);
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {meta(missing ? { ...general, title: 'Design not found' } : general)}
        <h1 className="text-3xl font-semibold tracking-tight">
          {missing ? 'Design not found' : (category?.name ?? 'Design')}
        </h1>
        <div role="alert" className="mt-4 space-y-3">
          <p className={missing ? 'text-ink-muted' : 'text-danger'}>
            {missing
              ? 'We could not find that design. It may have been retired: see the others in this category.'
              : 'The design could not be loaded. Check your connection and try again.'}
          </p>
          {!missing && (
            <Button variant="secondary" onClick={() => void product.refetch()}>
              Try again
            </Button>
          )}
        </div>
        {back}
      </div>
    );
  }

  const shown = product.data;
  return (
    <div className="mx-auto w-full max-w-7xl px-3 pt-6 pb-12 sm:px-6 lg:px-8">
      {meta({ title: shown.name, description: shown.description })}
      <ProductJsonLd product={shown} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_22rem] md:items-end">
        <div className="space-y-3">
          <p className="text-sm text-ink-muted">
            <Link to={categoryPath(slug)} className="underline">
              {category?.plural ?? 'Designs'}
            </Link>
          </p>
          <h1 className="text-3xl font-semibold tracking-tight text-balance">{shown.name}</h1>
          {/* The configurator below prices the design as it changes; this is where it starts. */}
          <ProductPrice product={shown} lead="Starting design:" />
          <p className="max-w-2xl text-ink-muted">{shown.description}</p>
          <ArrivesFlat parcels={shown.parcels} />
        </div>
        <div className="hidden md:block">
          <ProductDrawing product={shown} className="max-h-40" />
        </div>
      </div>
      <ProductSection id="configure-heading" title="Make it yours" className="mt-8">
        <p className="mt-1 text-sm text-ink-muted">
          Change the size, color and fronts below; the price follows every change, at this page’s{' '}
          {shown.discountPercent}% discount.
        </p>
        {configurator(shown)}
      </ProductSection>
      <ProductSection id="facts-heading" title="About this design" className="mt-10 max-w-2xl">
        <div className="mt-3">
          <ProductFacts product={shown} />
        </div>
      </ProductSection>
      {back}
    </div>
  );
}
