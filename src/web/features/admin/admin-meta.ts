import { useEffect } from 'react';
import { getPublicConfig } from '../../lib/public-config.ts';
import { formatPageTitle } from '../../lib/seo.ts';

/**
 * An admin page's title: its name, then the admin, then the brand. No page view is recorded: the
 * shop's analytics count customers' visits, not the owner's work.
 */
export function useAdminTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(`${title} · Admin`, getPublicConfig().brandName);
  }, [title]);
}

/** While the admin is open the page asks search engines not to index it or follow its links. */
export function useKeptOutOfSearch(): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const meta = existing ?? document.createElement('meta');
    const before = existing?.content ?? null;
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    if (!existing) document.head.appendChild(meta);
    return () => {
      if (before === null) meta.remove();
      else meta.content = before;
    };
  }, []);
}
