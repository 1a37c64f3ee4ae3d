import { Link } from 'react-router';
import { categoryPath } from '../../lib/categories.ts';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useCategories, type ShopCategory } from './get-categories.ts';

function CategoryCard({ category }: { category: ShopCategory }) {
  return (
    <li>
      <Link
        to={categoryPath(category.slug)}
        className="group block overflow-hidden rounded-md border border-line bg-paper hover:border-ink/40"
      >
        <div className="aspect-[4/3] bg-paper-deep">
          {category.imageUrl && (
            <img
              src={category.imageUrl}
              alt=""
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
          )}
        </div>
        <span className="flex min-h-11 items-center px-4 py-3 font-medium group-hover:underline">
          {category.name}
        </span>
      </Link>
    </li>
  );
}

function CategoryList() {
  const categories = useCategories();
  if (categories.isPending) return <Spinner label="Loading categories..." />;
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
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {categories.data.map((category) => (
        <CategoryCard key={category.id} category={category} />
      ))}
    </ul>
  );
}

export function ShopPage() {
  return (
    <Page
      title="Shop All Furniture"
      intro={
        <p>
          Everything we make is built to order from Baltic birch in California. Choose a category to
          see its designs.
        </p>
      }
    >
      <h2 className="sr-only">Categories</h2>
      <CategoryList />
    </Page>
  );
}
