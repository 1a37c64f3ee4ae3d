import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { orderDesignsOutput, orderListOutput, orderOutput } from '../../../contract/checkout.ts';
import type { TestCardInput } from '../../../contract/checkout.ts';
import { getJson, requestJson, sendJson } from '../../lib/api-client.ts';

// An order as the browser reads it (/api/orders, typed by src/contract/checkout.ts), and the
// guest's order tokens kept in this browser (docs/rules/browser-storage.md).

const ORDER_TOKENS_KEY = 'order-access-tokens';

function readTokens(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ORDER_TOKENS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps the token that opens an order in this browser without an account. */
export function rememberOrderToken(orderId: string, token: string): void {
  localStorage.setItem(ORDER_TOKENS_KEY, JSON.stringify({ ...readTokens(), [orderId]: token }));
}

export function orderTokenFor(orderId: string): string | null {
  return readTokens()[orderId] ?? null;
}

function tokenHeaders(orderId: string, token: string | null): RequestInit {
  const known = token ?? orderTokenFor(orderId);
  return known ? { headers: { 'X-Order-Token': known } } : {};
}

export async function fetchOrder(orderId: string, token: string | null = null) {
  return (
    await requestJson(
      `/api/orders/${encodeURIComponent(orderId)}`,
      orderOutput,
      tokenHeaders(orderId, token),
    )
  ).data;
}

export async function fetchOrderDesigns(orderId: string, token: string | null = null) {
  return (
    await requestJson(
      `/api/orders/${encodeURIComponent(orderId)}/designs`,
      orderDesignsOutput,
      tokenHeaders(orderId, token),
    )
  ).data;
}

export const fetchMyOrders = () => getJson('/api/orders', orderListOutput);

/** The signed-in customer's orders, newest first: the overview's recent ones and Order status. */
export const myOrdersQuery = queryOptions({ queryKey: ['my-orders'], queryFn: fetchMyOrders });

/** After a payment the account's orders, and any order the page holds, are read again. */
export function invalidateAccountOrders(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: myOrdersQuery.queryKey }),
    client.invalidateQueries({ queryKey: ['order'] }),
  ]);
}

export const payWithTestCard = (orderId: string, card: TestCardInput) =>
  sendJson(
    'POST',
    `/api/orders/${encodeURIComponent(orderId)}/pay`,
    { ...card, token: card.token ?? orderTokenFor(orderId) },
    orderOutput,
  );
