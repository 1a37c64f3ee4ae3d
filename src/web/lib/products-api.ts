import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getJson } from './api-client.ts';
import type { ProductSummary } from './product-match.ts';

const productListSchema = z.object({
  products: z.array(
    z.object({
      id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
      name: z.string(),
      slug: z.optional(z.string()),
    }),
  ),
});

/** `GET /api/products?category=…` (the spec's get_tv_stand_products / get_sideboard_products). */
export async function fetchProducts(
  category: string,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  const query = new URLSearchParams({ category });
  return (await getJson(`/api/products?${query.toString()}`, productListSchema, signal)).products;
}

export function productsQueryOptions(category: string) {
  return queryOptions({
    queryKey: ['products', { category }],
    queryFn: ({ signal }) => fetchProducts(category, signal),
    staleTime: 5 * 60_000,
  });
}
