import { eq, sql } from 'drizzle-orm';
import { checkTransition } from '../../domain/orders/status.ts';
import type { OrderStatus } from '../../domain/orders/status.ts';
import type { Database } from '../db/client.ts';
import { orders, orderStatusHistory } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export type OrderRow = typeof orders.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who moved an order: an owner's account, or the shop itself (a payment, expiry) when null. */
export type StatusActor = { readonly userId: string; readonly email: string } | null;

/**
 * Moves an order along the status graph (src/domain/orders/status.ts) and keeps the step in its
 * history at `at` (the shop's clock); a move the graph does not allow is refused naming both
 * statuses. Every change counts up the order's version, so an owner's change made from an older
 * view is refused.
 */
export async function recordStatus(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'status'>,
  to: OrderStatus,
  at: Date,
  set: Partial<typeof orders.$inferInsert> = {},
  note: string | null = null,
  actor: StatusActor = null,
): Promise<void> {
  const check = checkTransition(order.status, to);
  if (!check.ok) throw new AppError('conflict', check.message);
  await tx
    .update(orders)
    .set({ ...set, status: to, updatedAt: at, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    note,
    actorUserId: actor?.userId ?? null,
    actorEmail: actor?.email ?? null,
    createdAt: at,
  });
}
