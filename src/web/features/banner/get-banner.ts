import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { BANNER_DATA_ID, BANNER_DEFAULTS, type BannerSet } from '../../../contract/storefront.ts';
import { getJson } from '../../lib/api-client.ts';
import { FIRST_SCREEN_READ } from '../../lib/first-screen-data.ts';
import { dataInPage } from '../../lib/data-in-page.ts';
import type { Holds, Same } from '../../lib/type-checks.ts';

// zod/mini: the banner's code loads on every page, so the small build of zod reads its answer.
const bannerSetSchema = z.object({
  rotationIntervalMs: z.number(),
  banners: z.array(
    z.object({
      id: z.string(),
      segments: z.array(
        z.object({
          text: z.string(),
          href: z.optional(z.string()),
          bold: z._default(z.boolean(), false),
          underline: z._default(z.boolean(), false),
        }),
      ),
      color: z.string(),
      countdown: z.nullable(z.object({ durationSeconds: z.number(), startAt: z.string() })),
    }),
  ),
});

// The schema reads exactly the contract's answer (src/contract/storefront.ts): a field renamed or
// added on one side only fails to compile here.
export type BannerSchemaMatchesContract = Holds<Same<z.infer<typeof bannerSetSchema>, BannerSet>>;

const NO_BANNER: BannerSet = {
  rotationIntervalMs: BANNER_DEFAULTS.rotationIntervalMs,
  banners: [],
};

/**
 * `GET /api/banner`: the running banners in their order. A failure at any step (network, an error
 * answer, an answer that cannot be read) is logged and means no banner (docs/rules/storefront.md).
 */
export async function fetchBanner(signal?: AbortSignal): Promise<BannerSet> {
  try {
    return await getJson('/api/banner', bannerSetSchema, signal);
  } catch (error) {
    // A cancelled read is the query's own doing, not a failure to report.
    if (signal?.aborted) throw error;
    console.warn('The promotional banner could not be loaded; none is shown.', error);
    return NO_BANNER;
  }
}

/**
 * The banner the page arrived with: the server writes the running banners into every page, so the
 * first paint has the banner in place and nothing below it moves when it arrives.
 */
const inPage = dataInPage(BANNER_DATA_ID, bannerSetSchema);

export const bannerQueryOptions = queryOptions({
  queryKey: ['banner'],
  meta: FIRST_SCREEN_READ,
  queryFn: ({ signal }) => fetchBanner(signal),
  initialData: inPage?.data,
  initialDataUpdatedAt: inPage?.at,
  staleTime: BANNER_DEFAULTS.refreshMs,
  refetchInterval: BANNER_DEFAULTS.refreshMs,
  // A failure is already an answer (no banner); the next refresh tries again.
  retry: false,
});

export function useBanner() {
  return useQuery(bannerQueryOptions);
}
