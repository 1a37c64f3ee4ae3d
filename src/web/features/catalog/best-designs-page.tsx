import { useFeaturedProducts } from '../../entities/product/product-api.ts';
import { Button } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ProductGrid } from './product-card.tsx';

function FeaturedProducts() {
  const products = useFeaturedProducts();
  if (products.isPending) return <Spinner label="Loading designs..." />;
  if (products.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-danger">
          The designs could not be loaded. Check your connection and try again.
        </p>
        <Button variant="secondary" onClick={() => void products.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (products.data.length === 0) {
    return <p className="text-ink-muted">No designs are featured right now.</p>;
  }
  return <ProductGrid products={products.data} />;
}

export function BestDesignsPage() {
  return (
    <Page
      title="Best Designs"
      intro={
        <p>
          Favorite designs from our customers and our workshop, ready to order as they are or to
          change in the configurator.
        </p>
      }
    >
      <h2 className="sr-only">Designs</h2>
      <FeaturedProducts />
    </Page>
  );
}
