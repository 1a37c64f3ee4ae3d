import { Link, useParams } from 'react-router';
import { categoryPath, findCategory } from '../../lib/categories.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { NotYetAvailable, Page } from '../../ui/page.tsx';

export function ProductPage() {
  const { category: slug = '' } = useParams();
  const category = findCategory(slug);
  const name = category?.name ?? 'Furniture';
  return (
    <Page
      title={`${name} Design`}
      intro={
        <p>
          A product page shows one design in 3D with its dimensions in inches and centimeters, its
          finishes and its price, ready to change and order.
        </p>
      }
    >
      <NotYetAvailable>Product pages are not online yet.</NotYetAvailable>
      <Link
        to={categoryPath(slug)}
        className={buttonVariants({ variant: 'link', className: 'mt-6' })}
      >
        See all {category?.plural ?? 'designs'}
      </Link>
    </Page>
  );
}
