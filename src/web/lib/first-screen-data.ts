import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { FIRST_SCREEN_DATA_ID } from '../../contract/first-screen.ts';

/**
 * The `meta` of a query of public content that the server answers when it writes a page's first
 * screen (src/web/first-screen.tsx): the same for everyone, so it can be written into the page.
 * A query that reads anything of the customer's must never carry it.
 */
export const FIRST_SCREEN_READ = { firstScreen: true } as const;

export function isFirstScreenQuery(query: Query): boolean {
  return query.meta?.firstScreen === true;
}

/** The part of TanStack Query's dehydrated form (`dehydrate`, on the server) the browser reads. */
interface WrittenQueries {
  queries: { queryKey: QueryKey; state: { data: unknown; dataUpdatedAt: number } }[];
}

function writtenQueries(): WrittenQueries | undefined {
  const text = globalThis.document?.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<WrittenQueries> | null;
    return Array.isArray(data?.queries) ? (data as WrittenQueries) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the content the server wrote this page's first screen from into the app's cache, as of when
 * it was read, so the app's first render is the same screen. False for a page the server did not
 * write. (Each answer is the server's own, read through the same fetchers.)
 */
export function startFromFirstScreen(queryClient: QueryClient): boolean {
  const written = writtenQueries();
  if (!written) return false;
  for (const { queryKey, state } of written.queries) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
  return true;
}
