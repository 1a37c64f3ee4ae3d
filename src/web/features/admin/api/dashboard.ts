import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { dashboardOutput } from '../../../../contract/admin.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';

/** `GET /api/admin/dashboard`: this week's work, late orders, revenue by week and failed mail. */
export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => getJson('/api/admin/dashboard', dashboardOutput, signal),
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}

/** `POST /api/admin/mail/:id/retry`: a mail that failed goes back to the outbox to be sent again. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) =>
      sendJson('POST', `/api/admin/mail/${encodeURIComponent(mailId)}/retry`, {}, z.unknown()),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardQuery.queryKey }),
  });
}
