import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageViews } from '../lib/analytics.ts';
import { absoluteUrl, getPublicConfig } from '../lib/public-config.ts';
import { formatPageTitle, setCanonicalUrl, setMetaDescription } from '../lib/seo.ts';

/** Sets the page's title, description and canonical link, and records the page view on entry. */
export function usePageMeta({
  title,
  description,
  canonicalPath,
}: {
  title: string;
  description: string;
  canonicalPath?: string | undefined;
}): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const config = getPublicConfig();
    const fullTitle = formatPageTitle(title, config.brandName);
    document.title = fullTitle;
    setMetaDescription(description);
    setCanonicalUrl(canonicalPath ? absoluteUrl(canonicalPath, config) : null);
    pageViews.track(`${window.location.origin}${pathname}${search}`, fullTitle);
  }, [title, description, canonicalPath, pathname, search]);
}

/** `usePageMeta` as an element, for a screen that knows its title only once its content arrives. */
export function PageMeta(meta: {
  title: string;
  description: string;
  canonicalPath?: string | undefined;
}): null {
  usePageMeta(meta);
  return null;
}
