import { Link, useParams } from 'react-router';
import { findCategory } from '../../lib/categories.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { NotYetAvailable, Page } from '../../ui/page.tsx';

export function CategoryPage() {
  const { category: slug } = useParams();
  // The route only renders this page for a known category.
  const category = findCategory(slug);
  const plural = category?.plural ?? 'Designs';
  return (
    <Page
      title={plural}
      intro={
        <p>
          {plural} made to order from Baltic birch in California. Each design can be changed to fit
          your space: size, color and fronts.
        </p>
      }
    >
      <NotYetAvailable>The designs in this category are not listed online yet.</NotYetAvailable>
      <Link to="/shop" className={buttonVariants({ variant: 'link', className: 'mt-6' })}>
        See all categories
      </Link>
    </Page>
  );
}
