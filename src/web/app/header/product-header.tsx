import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { categoryPath, findCategory } from '../../lib/categories.ts';
import { BrandLink } from './brand-link.tsx';
import { HeaderActions } from './header-actions.tsx';

/** The product-page header: a way back to the category, the brand, wishlist, cart and account. */
export function ProductHeader({ categorySlug }: { categorySlug: string }) {
  const category = findCategory(categorySlug);
  const backLabel = `Back to ${category?.plural ?? 'the shop'}`;
  return (
    <header className="sticky top-[var(--banner-height,0px)] z-40 border-b border-line bg-paper">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-1 px-2 sm:px-6 lg:px-8">
        <Link
          to={category ? categoryPath(category.slug) : '/shop'}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium hover:bg-ink/5 sm:px-3"
        >
          <ArrowLeft aria-hidden className="size-5" />
          <span className="max-sm:sr-only">{backLabel}</span>
        </Link>
        <BrandLink />
        <HeaderActions className="ml-auto" />
      </div>
    </header>
  );
}
