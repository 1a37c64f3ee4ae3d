import { Link, useParams } from 'react-router';
import { useCategoryProducts } from '../../entities/product/product-api.ts';
import { findCategory } from '../../lib/categories.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import { ProductList } from './product-card.tsx';

function CategoryProducts({ slug, plural }: { slug: string; plural: string }) {
  return (
    <ProductList
      query={useCategoryProducts(slug)}
      loading={`Loading ${plural.toLowerCase()}...`}
      empty={
        <>
          No {plural.toLowerCase()} are listed right now. Start from an empty design in the{' '}
          <Link to="/configurator" className="underline">
            configurator
          </Link>
          .
        </>
      }
    />
  );
}

export function CategoryPage() {
  const { category: slug = '' } = useParams();
  // The route only renders this page for a known category.
  const category = findCategory(slug);
  const plural = category?.plural ?? 'Designs';
  return (
    <Page
      title={plural}
      intro={
        <p>
          {plural} made to order from Baltic birch in California. Start from a design below and
          change it to fit your space: size, color and fronts.
        </p>
      }
    >
      <h2 className="sr-only">Designs</h2>
      <CategoryProducts slug={slug} plural={plural} />
      <Link to="/shop" className={buttonVariants({ variant: 'link', className: 'mt-6' })}>
        See all categories
      </Link>
    </Page>
  );
}
