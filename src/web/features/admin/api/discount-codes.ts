import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  discountCodeList,
  discountCodeRow,
  type DiscountCodeEdit,
  type DiscountCodeInput,
} from '../../../../contract/admin.ts';
import { ApiError, getJson, sendJson } from '../../../lib/api-client.ts';

const CODES_PATH = '/api/admin/discount-codes';
const codePath = (id: string) => `${CODES_PATH}/${encodeURIComponent(id)}`;

/** `GET /api/admin/discount-codes`: every code, active first, with its uses. */
export const discountCodesQuery = queryOptions({
  queryKey: ['admin', 'discount-codes'],
  queryFn: ({ signal }) => getJson(CODES_PATH, discountCodeList, signal),
});

export function useDiscountCodes() {
  return useQuery(discountCodesQuery);
}

/**
 * A change to the codes, after which the list is read again. A refusal because the code changed
 * meanwhile (409 without a field) reads the list again too, so the form's next try sends the
 * version the owner now sees.
 */
function useCodeChange<I, T>(send: (input: I) => Promise<T>) {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: ['admin'] });
  return useMutation({
    mutationFn: send,
    onSuccess: settle,
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) await settle();
    },
  });
}

export function useCreateDiscountCode() {
  return useCodeChange((input: DiscountCodeInput) =>
    sendJson('POST', CODES_PATH, input, discountCodeRow),
  );
}

export function useEditDiscountCode() {
  return useCodeChange(({ id, ...input }: DiscountCodeEdit & { id: string }) =>
    sendJson('PATCH', codePath(id), input, discountCodeRow),
  );
}

export function useSwitchDiscountCode() {
  return useCodeChange(
    ({ id, version, active }: { id: string; version: number; active: boolean }) =>
      sendJson(
        'POST',
        `${codePath(id)}/${active ? 'activate' : 'deactivate'}`,
        { version },
        discountCodeRow,
      ),
  );
}

export function useDeleteDiscountCode() {
  return useCodeChange(({ id }: { id: string }) =>
    sendJson('DELETE', codePath(id), undefined, z.object({ ok: z.literal(true) })),
  );
}
