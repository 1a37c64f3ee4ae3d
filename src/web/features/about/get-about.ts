import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { AboutContent, AboutSection } from '../../../contract/storefront.ts';
import { getJson } from '../../lib/api-client.ts';
import { storefrontContentQuery } from '../../lib/first-screen-data.ts';
import type { Holds, Same } from '../../lib/type-checks.ts';

const aboutSchema = z.object({
  sections: z.array(
    z.object({
      sectionKey: z.string(),
      title: z.string(),
      content: z.string(),
      imageUrl: z.nullable(z.string()),
    }),
  ),
});

// The schema reads exactly the contract's answer (src/contract/storefront.ts): a field renamed or
// added on one side only fails to compile here.
export type AboutSchemaMatchesContract = Holds<Same<z.infer<typeof aboutSchema>, AboutContent>>;

/** `GET /api/about`: the active About sections in their sort order. */
export async function fetchAbout(signal?: AbortSignal): Promise<AboutContent> {
  return getJson('/api/about', aboutSchema, signal);
}

/** A visit that starts on /about arrives with the sections, in the page's first screen (decision 020). */
export const aboutQueryOptions = storefrontContentQuery('about', fetchAbout);

export function useAboutContent() {
  return useQuery(aboutQueryOptions);
}

/** The fetched sections by their key; the first of a repeated key wins, as the first in order. */
export function sectionsByKey(
  sections: readonly AboutSection[],
): ReadonlyMap<string, AboutSection> {
  const byKey = new Map<string, AboutSection>();
  for (const section of sections)
    if (!byKey.has(section.sectionKey)) byKey.set(section.sectionKey, section);
  return byKey;
}
