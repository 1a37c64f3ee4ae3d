import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  adminAboutList,
  adminAboutSection,
  type AboutSectionEdit,
  type AboutSectionInput,
  type AboutSectionMove,
} from '../../../../contract/admin.ts';
import { ApiError, getJson, sendJson } from '../../../lib/api-client.ts';

const SECTIONS_PATH = '/api/admin/about-sections';
const sectionPath = (id: string) => `${SECTIONS_PATH}/${encodeURIComponent(id)}`;

/** `GET /api/admin/about-sections`: the sections in the page's order and the pictures on offer. */
export const aboutSectionsQuery = queryOptions({
  queryKey: ['admin', 'about-sections'],
  queryFn: ({ signal }) => getJson(SECTIONS_PATH, adminAboutList, signal),
});

export function useAboutSections() {
  return useQuery(aboutSectionsQuery);
}

/**
 * A change to the sections, after which the list is read again, and the About page too, should
 * the owner look at it in this tab. A refusal because a section changed meanwhile (409) reads the
 * list again as well, so the next try sends the version the owner now sees.
 */
function useSectionChange<I, T>(send: (input: I) => Promise<T>) {
  const client = useQueryClient();
  const settle = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin'] }),
      client.invalidateQueries({ queryKey: ['about'] }),
    ]);
  return useMutation({
    mutationFn: send,
    onSuccess: settle,
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) await settle();
    },
  });
}

export function useCreateAboutSection() {
  return useSectionChange((input: AboutSectionInput) =>
    sendJson('POST', SECTIONS_PATH, input, adminAboutSection),
  );
}

export function useEditAboutSection() {
  return useSectionChange(({ id, ...input }: AboutSectionEdit & { id: string }) =>
    sendJson('PATCH', sectionPath(id), input, adminAboutSection),
  );
}

export function useMoveAboutSection() {
  return useSectionChange(({ id, ...input }: AboutSectionMove & { id: string }) =>
    sendJson('POST', `${sectionPath(id)}/move`, input, adminAboutList),
  );
}

export function useDeleteAboutSection() {
  return useSectionChange(({ id }: { id: string }) =>
    sendJson('DELETE', sectionPath(id), undefined, z.object({ ok: z.literal(true) })),
  );
}
