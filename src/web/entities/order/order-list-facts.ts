import type { OrderSummary } from '../../../contract/checkout.ts';
import { cents, formatCents } from '../../../domain/pricing/money.ts';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An order in a list, after its number: "Nov 29, 2026 · 2 pieces · $1,234.00". */
export function orderListFacts(order: OrderSummary): string {
  const pieces = `${order.itemCount} ${order.itemCount === 1 ? 'piece' : 'pieces'}`;
  return `${DAY.format(new Date(order.createdAt))} · ${pieces} · ${formatCents(cents(order.totalCents))}`;
}
