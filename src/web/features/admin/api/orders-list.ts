import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderList } from '../../../../contract/admin.ts';
import { getJson } from '../../../lib/api-client.ts';
import { listRequestQuery, type OrderListState } from '../orders/list-state.ts';

/** `GET /api/admin/orders?…`: one page of the orders list, filtered and sorted by the server. */
export function adminOrdersQuery(state: OrderListState) {
  const query = listRequestQuery(state);
  return queryOptions({
    queryKey: ['admin', 'orders', query],
    queryFn: ({ signal }) =>
      getJson(`/api/admin/orders${query ? `?${query}` : ''}`, adminOrderList, signal),
    // The page being left stays on screen while the next one is read, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(state: OrderListState) {
  return useQuery(adminOrdersQuery(state));
}

/** `GET /api/admin/orders.csv?…`: every order the list's filters find, in its sort, as CSV. */
export function ordersCsvUrl(state: OrderListState): string {
  const query = listRequestQuery({ ...state, page: 1, pageSize: null });
  return `/api/admin/orders.csv${query ? `?${query}` : ''}`;
}
