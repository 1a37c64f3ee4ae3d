import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPage } from '../../../../contract/admin.ts';
import { getJson } from '../../../lib/api-client.ts';

/** `GET /api/admin/audit?…`: a page of the audit log, newest first, filtered by the server. */
export function auditQuery(search: string) {
  return queryOptions({
    queryKey: ['admin', 'audit', search],
    queryFn: ({ signal }) =>
      getJson(`/api/admin/audit${search ? `?${search}` : ''}`, auditPage, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(search: string) {
  return useQuery(auditQuery(search));
}
