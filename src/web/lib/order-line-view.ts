import { useQuery } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * A line of a placed order opened in its configurator to look at, never to change: the admin's
 * order page links to `configuratorPath?order=<id>&line=<position>`, where the frozen design is
 * shown read only.
 */
export const VIEW_ORDER_PARAM = 'order';
export const VIEW_LINE_PARAM = 'line';

export function readOnlyDesignPath(
  configuratorPath: string,
  orderId: string,
  position: number,
): string {
  const params = new URLSearchParams({
    [VIEW_ORDER_PARAM]: orderId,
    [VIEW_LINE_PARAM]: String(position),
  });
  return `${configuratorPath}?${params.toString()}`;
}

/** The order line an address asks to view, if it asks for one. */
export function viewedOrderLine(
  search: string | URLSearchParams,
): { orderId: string; position: number } | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const orderId = params.get(VIEW_ORDER_PARAM);
  const line = params.get(VIEW_LINE_PARAM);
  const position = Number(line);
  if (!orderId || !line || !Number.isInteger(position) || position < 0) return null;
  return { orderId, position };
}

/** Where the read-only view goes back to: the order's page in the admin. */
export function adminOrderPath(orderId: string): string {
  return `/admin/orders/${encodeURIComponent(orderId)}`;
}

export type ViewedOrderLine = NonNullable<ReturnType<typeof viewedOrderLine>>;

/** What the read-only view says of itself: `Viewing order BC-261129-ABCD line 1 — read only`. */
export function readOnlyTitle(orderNumber: string, lineNumber: number): string {
  return `Viewing order ${orderNumber} line ${lineNumber} — read only`;
}

/** The order line's frozen design, read once; the reader's code loads only for such a view. */
export function useViewedLine(viewing: ViewedOrderLine) {
  return useQuery({
    queryKey: ['viewed-order-line', viewing.orderId, viewing.position],
    queryFn: async ({ signal }) =>
      (await import('./order-line-fetch.ts')).fetchViewedLine(
        viewing.orderId,
        viewing.position,
        signal,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Why an order line could not be opened, in the server's words where it said. */
export function viewedLineProblem(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return "Only the shop's admin can open an order's design. Sign in with the admin's account.";
  }
  if (error instanceof ApiError && error.kind) return error.message;
  if (error instanceof Error && !(error instanceof ApiError)) return error.message;
  return "The order's design could not be loaded. Check your connection and reload the page.";
}
