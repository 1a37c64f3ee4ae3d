import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  productDetailOutput,
  productListOutput,
  type ListedProduct,
} from '../../../contract/catalog.ts';
import { getJson } from '../../lib/api-client.ts';
import { FIRST_SCREEN_READ } from '../../lib/first-screen-data.ts';

export type { ListedProduct, Product } from '../../../contract/catalog.ts';

/** A product page's path: `/shop/{category}/product/{slug}`. */
export function productPath(product: Pick<ListedProduct, 'categorySlug' | 'slug'>): string {
  return `/shop/${product.categorySlug}/product/${product.slug}`;
}

const CATALOGUE_STALE_MS = 5 * 60_000;

export const categoryProductsQuery = (category: string) =>
  queryOptions({
    queryKey: ['products', 'category', category],
    meta: FIRST_SCREEN_READ,
    queryFn: async ({ signal }) =>
      (
        await getJson(
          `/api/products?category=${encodeURIComponent(category)}`,
          productListOutput,
          signal,
        )
      ).products,
    staleTime: CATALOGUE_STALE_MS,
  });

export const featuredProductsQuery = queryOptions({
  queryKey: ['products', 'featured'],
  meta: FIRST_SCREEN_READ,
  queryFn: async ({ signal }) =>
    (await getJson('/api/products/featured', productListOutput, signal)).products,
  staleTime: CATALOGUE_STALE_MS,
});

export const productQuery = (category: string, slug: string) =>
  queryOptions({
    queryKey: ['products', 'one', category, slug],
    meta: FIRST_SCREEN_READ,
    queryFn: async ({ signal }) =>
      (
        await getJson(
          `/api/products/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`,
          productDetailOutput,
          signal,
        )
      ).product,
    staleTime: CATALOGUE_STALE_MS,
    retry: (failures, error) => failures < 2 && !('status' in error && error.status === 404),
  });

export function useCategoryProducts(category: string) {
  return useQuery(categoryProductsQuery(category));
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery);
}

export function useProduct(category: string, slug: string) {
  return useQuery(productQuery(category, slug));
}
