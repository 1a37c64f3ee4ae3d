import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminOrderView } from '../../../../contract/admin.ts';
import { getJson } from '../../../lib/api-client.ts';

/** `GET /api/admin/documents?ids=…`'s answer: each order asked for, as its page reads it. */
const documentsOutput = z.object({ orders: z.array(adminOrderView) });

/** The orders whose sheets, slips or invoices are printed, in the order they were selected. */
export function adminDocumentsQuery(ids: readonly string[]) {
  const list = ids.join(',');
  return queryOptions({
    queryKey: ['admin', 'documents', list],
    queryFn: ({ signal }) =>
      getJson(`/api/admin/documents?ids=${encodeURIComponent(list)}`, documentsOutput, signal),
    enabled: ids.length > 0,
  });
}

export function useAdminDocuments(ids: readonly string[]) {
  return useQuery(adminDocumentsQuery(ids));
}
