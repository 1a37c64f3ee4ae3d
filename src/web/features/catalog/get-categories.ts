import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getJson } from '../../lib/api-client.ts';
import { FIRST_SCREEN_READ } from '../../lib/first-screen-data.ts';

const categoriesSchema = z.object({
  categories: z.array(
    z.object({
      id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
      name: z.string(),
      slug: z.string(),
      imageUrl: z.optional(z.nullable(z.string())),
    }),
  ),
});

export type ShopCategory = z.infer<typeof categoriesSchema>['categories'][number];

/** `GET /api/categories`: the active shop categories in their sort order. */
export async function fetchCategories(signal?: AbortSignal): Promise<ShopCategory[]> {
  return (await getJson('/api/categories', categoriesSchema, signal)).categories;
}

export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'],
  meta: FIRST_SCREEN_READ,
  queryFn: ({ signal }) => fetchCategories(signal),
  // Home content, categories included, is cached for 5 minutes (docs/rules/storefront.md).
  staleTime: 5 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
