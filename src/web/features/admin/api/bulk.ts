import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkResult } from '../../../../contract/admin.ts';
import { sendJson } from '../../../lib/api-client.ts';

/** `POST /api/admin/orders/bulk/production`: the selected paid orders into production, each told. */
export function useBulkProduction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderIds: string[]; expectedShipDate: string | null }) =>
      sendJson('POST', '/api/admin/orders/bulk/production', input, bulkResult),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
