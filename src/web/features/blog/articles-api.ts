import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ArticleDetail, ArticleList } from '../../../contract/content.ts';
import { ApiError, getJson } from '../../lib/api-client.ts';
import { FIRST_SCREEN_READ } from '../../lib/first-screen-data.ts';
import type { Same } from '../../lib/type-checks.ts';

// zod/mini mirrors of src/contract/content.ts, kept in step by the type checks below.
const summaryFields = {
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  author: z.string(),
  readingMinutes: z.number(),
  image: z.nullable(z.object({ src: z.string(), alt: z.string() })),
};
const articleListSchema = z.object({ articles: z.array(z.object(summaryFields)) });
const articleDetailSchema = z.object({
  article: z.object({ ...summaryFields, html: z.string() }),
});

export type ArticleSummary = ArticleList['articles'][number];
export type Article = ArticleDetail['article'];
const listMatches: Same<z.infer<typeof articleListSchema>, ArticleList> = true;
const detailMatches: Same<z.infer<typeof articleDetailSchema>, ArticleDetail> = true;
void listMatches;
void detailMatches;

/** Articles change only with a release; a visit reads them once. */
const ARTICLES_STALE_MS = 10 * 60_000;

/** `GET /api/articles`: every article, newest first. */
export const articlesQueryOptions = queryOptions({
  queryKey: ['articles'],
  meta: FIRST_SCREEN_READ,
  queryFn: async ({ signal }) =>
    (await getJson('/api/articles', articleListSchema, signal)).articles,
  staleTime: ARTICLES_STALE_MS,
});

/** `GET /api/articles/:slug`: one article with its HTML; 404 for an unknown slug. */
export const articleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['articles', slug],
    meta: FIRST_SCREEN_READ,
    queryFn: async ({ signal }) =>
      (await getJson(`/api/articles/${encodeURIComponent(slug)}`, articleDetailSchema, signal))
        .article,
    staleTime: ARTICLES_STALE_MS,
    // A missing article stays missing: asking again only delays the not-found screen.
    retry: (failures, error) => !isMissing(error) && failures < 2,
  });

export function useArticles() {
  return useQuery(articlesQueryOptions);
}

export function useArticle(slug: string) {
  return useQuery(articleQueryOptions(slug));
}

export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
