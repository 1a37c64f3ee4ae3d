import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { HomeContent } from '../../../contract/storefront.ts';
import { getJson } from '../../lib/api-client.ts';
import { storefrontContentQuery } from '../../lib/first-screen-data.ts';
import type { Same } from '../../lib/type-checks.ts';

// Read with zod/mini, not the contract's full-zod schema, so the home page's first load does not
// carry a second zod build (docs/decisions/018-first-load.md). The check below keeps the two equal.
const homeSchema = z.object({
  heroSlides: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      imageUrl: z.nullable(z.string()),
      altText: z.nullable(z.string()),
    }),
  ),
  sections: z.array(
    z.object({
      id: z.string(),
      sectionKey: z.string(),
      title: z.string(),
      description: z.string(),
      imageUrl: z.nullable(z.string()),
    }),
  ),
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      imageUrl: z.nullable(z.string()),
    }),
  ),
});

/** Fails to compile when this schema and the contract (src/contract/storefront.ts) part ways. */
export const HOME_SCHEMA_MATCHES_CONTRACT: Same<z.infer<typeof homeSchema>, HomeContent> = true;

export type { HomeContent };
export type HeroSlide = HomeContent['heroSlides'][number];
export type HomeSection = HomeContent['sections'][number];
export type HomeCategory = HomeContent['categories'][number];

/** `GET /api/home`: the hero's slides, the page's sections and the active categories. */
export function fetchHome(signal?: AbortSignal): Promise<HomeContent> {
  return getJson('/api/home', homeSchema, signal);
}

// Home content, categories included, is cached for 5 minutes (docs/rules/storefront.md).
export const homeQueryOptions = storefrontContentQuery('home', fetchHome);

/** The home content; the page shows its fallback copy until (and unless) this answers. */
export function useHomeContent() {
  return useQuery(homeQueryOptions);
}
