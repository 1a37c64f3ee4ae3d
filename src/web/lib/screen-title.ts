import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { formatPageTitle } from '../../contract/site-pages.ts';
import { getPublicConfig } from './public-config.ts';

/**
 * The document's title for a screen whose heading changes while the page stays (the sign-in page
 * turned into account creation): it replaces the route's title, which was set with the page view.
 * No page view is recorded for the change. A module of its own: only such screens load it.
 */
export function useScreenTitle(title: string): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = formatPageTitle(title, getPublicConfig().brandName);
  }, [title, pathname, search]);
}
