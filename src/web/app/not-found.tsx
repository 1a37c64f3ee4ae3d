import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../ui/button.tsx';
import { Page } from '../ui/page.tsx';
import { usePageMeta } from './page-meta.ts';

/**
 * The not-found screen's title and description, for any path the route table does not hold (and for
 * params a page cannot show).
 */
export const notFoundMeta = {
  title: 'Page Not Found',
  description:
    'The page you were looking for does not exist or has moved. Go back to the home page to keep browsing our furniture.',
} as const;

/** The screen for any unknown path (docs/rules/storefront.md): logged as a warning, not an error. */
export function NotFound() {
  const { pathname } = useLocation();
  usePageMeta(notFoundMeta);
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <Page
      title="Oops! Page not found"
      intro={<p>The page you were looking for does not exist or has moved.</p>}
    >
      <Link to="/" className={buttonVariants()}>
        Return to Home
      </Link>
    </Page>
  );
}
