import { queryOptions, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { FIRST_SCREEN_DATA_ID } from '../../contract/first-screen.ts';
import { jsonInPage } from './data-in-page.ts';

/**
 * The `meta` of a query of public content that the server answers when it writes a page's first
 * screen (src/web/first-screen.tsx): the same for everyone, so it can be written into the page.
 * A query that reads anything of the customer's must never carry it.
 */
export const FIRST_SCREEN_READ = { firstScreen: true } as const;

/** Owner-managed storefront content changes rarely: a visit reads it every 5 minutes at most (docs/rules/storefront.md). */
const STOREFRONT_CONTENT_STALE_MS = 5 * 60_000;

/**
 * The query of one piece of owner-managed storefront content (the home page's, the categories, the
 * About page's sections): public, so it is read into the first screen of the page that shows it.
 */
export function storefrontContentQuery<T>(
  name: string,
  fetchContent: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey: [name],
    meta: FIRST_SCREEN_READ,
    queryFn: ({ signal }) => fetchContent(signal),
    staleTime: STOREFRONT_CONTENT_STALE_MS,
  });
}

export function isFirstScreenQuery(query: Query): boolean {
  return query.meta?.firstScreen === true;
}

/** What the browser reads of the page's first-screen data (src/contract/first-screen.ts). */
interface Written {
  /** The part of TanStack Query's dehydrated form (`dehydrate`, on the server) the app needs. */
  state: { queries: { queryKey: QueryKey; state: { data: unknown; dataUpdatedAt: number } }[] };
  styles: string[];
}

function written(): Written | undefined {
  const data = jsonInPage(FIRST_SCREEN_DATA_ID) as Partial<Written> | null | undefined;
  return Array.isArray(data?.state?.queries) && Array.isArray(data.styles)
    ? (data as Written)
    : undefined;
}

/**
 * Readies a page the server wrote for the app to take over: the content it was written from goes
 * into the app's cache, as of when it was read, and each element gets back its inline style (the
 * page carried them as rules, for its Content-Security-Policy; set through the DOM they are
 * allowed), so the markup is exactly what the app renders. False for a page the server did not
 * write.
 */
export function takeOverFirstScreen(queryClient: QueryClient, root: HTMLElement): boolean {
  const page = written();
  if (!page) return false;
  for (const { queryKey, state } of page.state.queries) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-first-style]')) {
    element.style.cssText = page.styles[Number(element.dataset['firstStyle'])] ?? '';
    element.removeAttribute('data-first-style');
  }
  return true;
}
