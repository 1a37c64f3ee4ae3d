import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getJson } from '../../lib/api-client.ts';
import { storefrontContentQuery } from '../../lib/first-screen-data.ts';

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

export const categoriesQueryOptions = storefrontContentQuery('categories', fetchCategories);

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
