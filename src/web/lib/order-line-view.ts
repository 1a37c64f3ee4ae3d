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
