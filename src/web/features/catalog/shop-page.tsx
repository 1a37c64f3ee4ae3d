import { Link } from 'react-router';
import { useCategoryProducts } from '../../entities/product/product-api.ts';
import { categoryPath, findCategory } from '../../lib/categories.ts';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { DesignsFailed, ProductGrid } from './product-card.tsx';
import { useCategories, type ShopCategory } from './get-categories.ts';
import { inRunningText } from '../../lib/piece-name.ts';

/** One category with its designs; only the first category's first row loads its pictures at once. */
function CategorySection({ category, first }: { category: ShopCategory; first: boolean }) {
  const products = useCategoryProducts(category.slug);
  const headingId = `category-${category.slug}`;
  const plural = findCategory(category.slug)?.plural ?? category.name;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
          {category.name}
        </h2>
        <Link to={categoryPath(category.slug)} className="text-sm underline underline-offset-4">
          See all {plural}
        </Link>
      </div>
      {products.isPending ? (
        // About a row of cards, so the sections below do not jump as the designs arrive.
        <Spinner label={`Loading ${inRunningText(plural)}...`} align="top" className="min-h-80" />
      ) : products.isError ? (
        <DesignsFailed retry={() => void products.refetch()} />
      ) : products.data.length === 0 ? (
        <p className="text-ink-muted">No designs are listed in this category yet.</p>
      ) : (
        <ProductGrid products={products.data} firstOnScreen={first} />
      )}
    </section>
  );
}

function CategorySections() {
  const categories = useCategories();
  if (categories.isPending) {
    return <Spinner label="Loading categories..." align="top" className="min-h-svh" />;
  }
  if (categories.isError) {
    return (
      <p role="alert" className="text-danger">
        Error loading categories: {categories.error.message}
      </p>
    );
  }
  if (categories.data.length === 0) {
    return <p className="text-ink-muted">No categories are listed yet.</p>;
  }
  return (
    <div className="space-y-14">
      {categories.data.map((category, index) => (
        <CategorySection key={category.id} category={category} first={index === 0} />
      ))}
    </div>
  );
}

export function ShopPage() {
  return (
    <Page
      title="Shop All Furniture"
      intro={
        <p>
          Everything we make is built to order from Baltic birch in California. Start from one of
          these designs and change anything in the configurator, or open a category to see more.
        </p>
      }
    >
      <CategorySections />
    </Page>
  );
}
