import { Link } from 'react-router';
import type { OrderSummary } from '../../../contract/checkout.ts';

// An order's status in the account's lists (the overview's newest, Order status).

export function OrderStatusPill({ order }: { order: Pick<OrderSummary, 'statusLabel'> }) {
  return (
    <span className="rounded-full border border-ink/60 px-3 py-1 text-sm">{order.statusLabel}</span>
  );
}

/**
 * For an order on its way, a Track link to its page, where each parcel links to the carrier's
 * tracking; nothing for an order that is not.
 */
export function TrackOrderLink({
  order,
}: {
  order: Pick<OrderSummary, 'id' | 'number' | 'status'>;
}) {
  if (order.status !== 'shipped') return null;
  return (
    <Link
      to={`/orders/${order.id}`}
      aria-label={`Track order ${order.number}`}
      className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4"
    >
      Track
    </Link>
  );
}
