import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  customerList,
  customerView,
  messageList,
  messageView,
  subscriberList,
  type MessageState,
} from '../../../../contract/admin-people.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';

/** A list's query string as the server reads it, without the empty parameters. */
export function listSearch(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const customersQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'customers', search],
    queryFn: ({ signal }) => getJson(`/api/admin/customers${search}`, customerList, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomers(search: string) {
  return useQuery(customersQuery(search));
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: ['admin', 'customer', id],
    queryFn: ({ signal }) =>
      getJson(`/api/admin/customers/${encodeURIComponent(id)}`, customerView, signal),
  });
}

export function useSubscribers(search: string) {
  return useQuery({
    queryKey: ['admin', 'subscribers', search],
    queryFn: ({ signal }) => getJson(`/api/admin/subscribers${search}`, subscriberList, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMessages(search: string) {
  return useQuery({
    queryKey: ['admin', 'messages', search],
    queryFn: ({ signal }) => getJson(`/api/admin/messages${search}`, messageList, signal),
    placeholderData: keepPreviousData,
  });
}

const messagePath = (id: string) => `/api/admin/messages/${encodeURIComponent(id)}`;

export function useMessage(id: string) {
  return useQuery({
    queryKey: ['admin', 'message', id],
    queryFn: ({ signal }) => getJson(messagePath(id), messageView, signal),
  });
}

/** Marks a message; the lists and the audit log are read again after. */
export function useSetMessageState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: string; state: MessageState }) =>
      sendJson('POST', `${messagePath(id)}/state`, { state }, messageView),
    onSuccess: async (message) => {
      client.setQueryData(['admin', 'message', message.id], message);
      await client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
