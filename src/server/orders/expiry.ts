import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { isPayable, ORDER_STATUS_LABELS } from '../../domain/orders/status.ts';
import type { Database } from '../db/client.ts';
import { discountCodes, orders } from '../db/schema.ts';
import { PaymentError } from '../integrations/payments/gateway.ts';
import type { PaymentGateway } from '../integrations/payments/gateway.ts';
import { THE_SHOP, writeAudit, type Actor } from '../lib/audit.ts';
import type { Logger } from '../logger.ts';
import { recordStatus } from './record-status.ts';

/**
 * Unpaid orders do not wait for ever: an order left unpaid for UNPAID_ORDER_HOURS is cancelled by
 * the shop itself, and the use of a limited discount code it held goes back to the code (a
 * visitor cannot drain "the first 100 customers" by placing orders and never paying). The
 * customer's order page then says it expired and offers to check out again.
 */

export interface ExpiryDeps {
  readonly db: Database;
  readonly payments: Pick<PaymentGateway, 'cancelPayment'>;
  readonly now: () => Date;
  readonly unpaidOrderHours: number;
}

export type CancelOutcome =
  { readonly ok: true } | { readonly ok: false; readonly message: string };

const HOUR_MS = 3_600_000;

/**
 * Cancels an unpaid order: its payment is ended with the gateway first (so no card can pay it
 * once it is cancelled; a payment that succeeded meanwhile leaves the order to be paid), then,
 * with the order locked, the order is cancelled, its code's use released and the change audited.
 * Safe to run from several processes at once: only one of them finds the order still unpaid.
 */
export async function cancelUnpaidOrder(
  deps: ExpiryDeps,
  orderId: string,
  {
    because,
    actor,
    note,
    version = null,
  }: { because: 'expired' | 'shop'; actor: Actor; note: string | null; version?: number | null },
): Promise<CancelOutcome> {
  const { db } = deps;
  const [first] = await db
    .select({ paymentId: orders.paymentId, status: orders.status, number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!first) return { ok: false, message: 'There is no such order.' };
  if (!isPayable(first.status)) return notUnpaid(first.number, first.status);
  if (first.paymentId) {
    const payment = await deps.payments.cancelPayment(first.paymentId).catch((error: unknown) => {
      if (error instanceof PaymentError && error.kind === 'unavailable') {
        throw new PaymentError(
          'unavailable',
          'The payment provider did not answer, so the order was left as it is. Try again in a minute.',
        );
      }
      throw error;
    });
    if (payment.status === 'succeeded') {
      return {
        ok: false,
        message: `Order ${first.number} has just been paid, so it was not cancelled.`,
      };
    }
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) return { ok: false, message: 'There is no such order.' };
    if (!isPayable(row.status)) return notUnpaid(row.number, row.status);
    if (version !== null && row.version !== version) {
      return {
        ok: false,
        message: `Order ${row.number} changed while you were looking at it: it is now ${ORDER_STATUS_LABELS[row.status].toLowerCase()}. Nothing was changed; the page now shows the order as it is.`,
      };
    }
    await recordStatus(
      tx,
      row,
      'cancelled',
      deps.now(),
      { cancelledBecause: because },
      note,
      actor.kind === 'account' ? { userId: actor.userId, email: actor.email } : null,
    );
    if (row.discountCode !== null) {
      await tx
        .update(discountCodes)
        .set({ timesUsed: sql`${discountCodes.timesUsed} - 1`, updatedAt: deps.now() })
        .where(and(eq(discountCodes.code, row.discountCode), sql`${discountCodes.timesUsed} > 0`));
    }
    await writeAudit(
      tx,
      actor,
      {
        action: because === 'expired' ? 'order.expire' : 'order.cancel',
        entityType: 'order',
        entityId: row.id,
        summary:
          because === 'expired'
            ? `Order ${row.number} expired unpaid after ${deps.unpaidOrderHours} hours`
            : `Order ${row.number} cancelled before payment${note ? `: ${note}` : ''}`,
        before: { status: row.status, discountCode: row.discountCode },
        after: { status: 'cancelled', cancelledBecause: because },
      },
      deps.now(),
    );
    return { ok: true };
  });
}

function notUnpaid(number: string, status: Parameters<typeof isPayable>[0]): CancelOutcome {
  return {
    ok: false,
    message: `Order ${number} is ${ORDER_STATUS_LABELS[status].toLowerCase()}: only an unpaid order can be cancelled.`,
  };
}

/**
 * Cancels the orders left unpaid past their time, oldest first, up to `limit` of them (all of a
 * code's when `code` is given: checkout frees a limited code's lapsed uses before saying it is used
 * up). Answers how many this call cancelled.
 */
export async function expireUnpaidOrders(
  deps: ExpiryDeps,
  { limit = 100, code }: { limit?: number; code?: string } = {},
): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - deps.unpaidOrderHours * HOUR_MS);
  const overdue = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['pending_payment', 'payment_failed']),
        lt(orders.createdAt, cutoff),
        ...(code === undefined ? [] : [eq(orders.discountCode, code)]),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  let expired = 0;
  for (const { id } of overdue) {
    try {
      const outcome = await cancelUnpaidOrder(deps, id, {
        because: 'expired',
        actor: THE_SHOP,
        note: `Left unpaid for ${deps.unpaidOrderHours} hours`,
      });
      if (outcome.ok) expired += 1;
    } catch (error) {
      // The payment provider is down: this order waits for the next run, the others go on.
      if (!(error instanceof PaymentError)) throw error;
    }
  }
  return expired;
}

/** Runs the expiry every few minutes in the background (main.ts starts it once per process). */
export class OrderExpiryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly deps: ExpiryDeps & { readonly logger: Logger },
    private readonly intervalMs = 5 * 60_000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.run(), this.intervalMs);
    this.timer.unref();
    this.run();
  }

  private run(): void {
    if (this.running) return;
    this.running = expireUnpaidOrders(this.deps)
      .then((expired) => {
        if (expired > 0) this.deps.logger.info({ expired }, 'cancelled orders left unpaid');
      })
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'order expiry failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
