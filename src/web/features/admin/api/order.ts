import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  adminOrderView,
  type AdminOrderView,
  type ConsignmentInput,
  type OrderMoveInput,
  type RefundInput,
} from '../../../../contract/admin.ts';
import { ApiError, getJson, sendJson } from '../../../lib/api-client.ts';

const orderPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

/** `GET /api/admin/orders/:id`: the order with its version, its allowed moves and its timeline. */
export function adminOrderQuery(orderId: string) {
  return queryOptions({
    queryKey: ['admin', 'order', orderId],
    queryFn: ({ signal }) => getJson(orderPath(orderId), adminOrderView, signal),
  });
}

export function useAdminOrder(orderId: string) {
  return useQuery(adminOrderQuery(orderId));
}

/** What an order's change settles: the order as it now stands, and every list that shows it. */
async function settle(client: QueryClient, order: AdminOrderView): Promise<void> {
  client.setQueryData(adminOrderQuery(order.id).queryKey, order);
  await client.invalidateQueries({
    queryKey: ['admin'],
    predicate: (query) => query.queryKey[1] !== 'order',
  });
}

/** Told the server's words when a change is refused because the order changed meanwhile. */
export type OnChangedMeanwhile = (message: string) => void;

/**
 * One change to an order, answered by the order as it now stands. A refusal because the order
 * changed meanwhile (409) is told to `onChanged` and reads the order again, so the page shows what
 * the owner is now acting on; the forms keep what was typed. Told here, not by the form: the form
 * may be gone by then, when the order read again no longer allows its action.
 */
function useOrderChange<I>(orderId: string, path: string, onChanged?: OnChangedMeanwhile) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) =>
      sendJson('POST', `${orderPath(orderId)}${path}`, input, adminOrderView),
    onSuccess: (order) => settle(client, order),
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        onChanged?.(error.message);
        await client.invalidateQueries({ queryKey: adminOrderQuery(orderId).queryKey });
      }
    },
  });
}

/** `POST …/moves`: in production, shipped (with its first consignment) or delivered. */
export const useMoveOrder = (orderId: string, onChanged?: OnChangedMeanwhile) =>
  useOrderChange<OrderMoveInput>(orderId, '/moves', onChanged);

/** `POST …/consignments`: another consignment of a shipped order. */
export const useAddConsignment = (orderId: string, onChanged?: OnChangedMeanwhile) =>
  useOrderChange<ConsignmentInput & { version: number }>(orderId, '/consignments', onChanged);

/** `POST …/notes`: an internal note on the timeline. */
export const useAddNote = (orderId: string) => useOrderChange<{ text: string }>(orderId, '/notes');

/** `POST …/refunds`: all or part of the money back; the key makes a repeat refund once. */
export const useRefundOrder = (orderId: string, onChanged?: OnChangedMeanwhile) =>
  useOrderChange<RefundInput>(orderId, '/refunds', onChanged);

/** `POST …/cancel`: an unpaid order called off. */
export const useCancelOrder = (orderId: string, onChanged?: OnChangedMeanwhile) =>
  useOrderChange<{ version: number; reason?: string | null }>(orderId, '/cancel', onChanged);
