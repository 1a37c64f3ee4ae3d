import { useFeaturedProducts } from '../../entities/product/product-api.ts';
import { Page } from '../../ui/page.tsx';
import { ProductList } from './product-card.tsx';

function FeaturedProducts() {
  return (
    <ProductList
      query={useFeaturedProducts()}
      loading="Loading designs..."
      empty="No designs are featured right now."
    />
  );
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
