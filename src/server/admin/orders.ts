import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ORDER_COUNT_CAP } from '../../contract/admin.ts';
import { orderAddressView } from '../../contract/checkout.ts';
import type {
  AdminOrderQuery,
  AdminOrderRow,
  AdminOrderSort,
  AdminOrderView,
  BulkResult,
  ConsignmentInput,
  Dashboard,
  RefundInput,
  AdminOrderList,
  TimelineEntry,
} from '../../contract/admin.ts';
import { packLines } from '../../domain/checkout/shipment.ts';
import { csvLines } from '../../domain/csv.ts';
import { batchProductionSheet, type ProductionOrder } from '../../domain/production/sheet.ts';
import { CONFIGURATOR_PATH } from '../../domain/design/model.ts';
import { parseDesign } from '../../domain/design/parse.ts';
import type { Design } from '../../domain/design/model.ts';
import { formatLongDay } from '../../domain/orders/days.ts';
import { designOptionsText } from '../../domain/orders/line-options.ts';
import {
  isPaid,
  isPayable,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from '../../domain/orders/status.ts';
import { CARRIER_NAMES, normalTrackingNumber, trackingUrl } from '../../domain/orders/tracking.ts';
import { cents, formatCents } from '../../domain/pricing/money.ts';
import { localDate, SHOP_TIME_ZONE } from '../../domain/shipping/delivery-estimate.ts';
import { addBusinessDays, isBusinessDay } from '../../domain/shipping/ship-date.ts';
import type { Database } from '../db/client.ts';
import {
  mailOutbox,
  orderConsignments,
  orderLines,
  orderNotes,
  orderRefunds,
  orders,
  orderStatusHistory,
  users,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { PaymentError } from '../integrations/payments/gateway.ts';
import type { ShopPaymentGateway } from '../integrations/payments/setup.ts';
import type { Logger } from '../logger.ts';
import type { OrderMail } from '../mail/order-mail.ts';
import { parcelViews } from '../orders/quotes.ts';
import { addToken, consignmentsOf, orderPath } from '../orders/service.ts';
import { recordStatus, type OrderRow, type Tx } from '../orders/record-status.ts';
import { cancelUnpaidOrder } from '../orders/expiry.ts';
import { likeText, writeAudit, type Actor, type AuditChange } from '../lib/audit.ts';

export interface AdminOrderDeps {
  readonly db: Database;
  readonly payments: ShopPaymentGateway;
  readonly mail: OrderMail;
  readonly mailWaiting: () => void;
  readonly logger: Logger;
  readonly now: () => Date;
  readonly unpaidOrderHours: number;
}

/** Days in transit when the order's quote gave none: as checkout assumes. */
const TRANSIT_DAYS_UNKNOWN = 5;
const DASHBOARD_ROWS = 50;
const REVENUE_WEEKS = 12;

const changedMessage = (number: string, status: OrderStatus) =>
  `Order ${number} changed while you were looking at it: it is now ${ORDER_STATUS_LABELS[status].toLowerCase()}. Nothing was changed; the page now shows the order as it is.`;

/** The list's ordering: the column asked for, then the newest, then the id (a stable page). */
function orderingOf(sort: AdminOrderSort, dir: 'asc' | 'desc'): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  const column = {
    created: orders.createdAt,
    number: orders.number,
    total: orders.totalCents,
    status: orders.status,
    email: orders.email,
  }[sort];
  return [by(column), ...(sort === 'created' ? [] : [desc(orders.createdAt)]), by(orders.id)];
}

/** The first moment of a shop day (YYYY-MM-DD, in the workshop's time zone). */
const dayStart = (day: string) =>
  sql`((${day})::date)::timestamp at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}`;

const PAID_STATUSES = ORDER_STATUSES.filter(isPaid);

/** The WHERE of the orders list and its CSV export, from the owner's filters. */
export function orderFilter(query: AdminOrderQuery): SQL | undefined {
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const text = likeText(q.toLowerCase());
    if (/^bc-/i.test(q)) where.push(ilike(orders.number, `${text}%`));
    else if (q.includes('@')) where.push(sql`${orders.email} like ${`${text}%`}`);
    else {
      where.push(
        or(
          ilike(orders.number, `%${text}%`),
          sql`${orders.email} like ${`%${text}%`}`,
          sql`lower(${orders.shippingAddress}->>'fullName') like ${`%${text}%`}`,
        )!,
      );
    }
  }
  const statuses = query.status ? (query.status.split(',') as OrderStatus[]) : [];
  if (statuses.length) where.push(inArray(orders.status, statuses));
  if (query.from) where.push(gte(orders.createdAt, dayStart(query.from)));
  if (query.to) where.push(sql`${orders.createdAt} < ${dayStart(query.to)} + interval '1 day'`);
  if (query.paid === 'yes') where.push(inArray(orders.status, PAID_STATUSES));
  if (query.paid === 'no') {
    where.push(
      sql`${orders.status} not in (${sql.join(
        PAID_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );
  }
  return where.length ? and(...where) : undefined;
}

const rowColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  email: orders.email,
  address: orders.shippingAddress,
  shipping: orders.shipping,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  totalCents: orders.totalCents,
  refundedCents: orders.refundedCents,
  reviewReason: orders.reviewReason,
  itemCount: orders.itemCount,
};

type ListedRow = {
  id: string;
  number: string;
  status: OrderStatus;
  email: string;
  address: { fullName: string };
  shipping: { shipsOn: string; arrivesBy: string };
  createdAt: Date;
  paidAt: Date | null;
  totalCents: number;
  refundedCents: number;
  reviewReason: string | null;
  itemCount: number;
};

/** Whether an order should have reached its customer by now and has not. */
function isLate(status: OrderStatus, arrivesBy: string, today: string): boolean {
  return (
    (status === 'paid' || status === 'in_production' || status === 'shipped') && arrivesBy < today
  );
}

function rowView(row: ListedRow, today: string): AdminOrderRow {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    email: row.email,
    name: row.address.fullName,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    totalCents: row.totalCents,
    refundedCents: row.refundedCents,
    itemCount: Number(row.itemCount),
    arrivesBy: row.shipping.arrivesBy,
    shipsOn: row.shipping.shipsOn,
    late: isLate(row.status, row.shipping.arrivesBy, today),
    needsReview: row.reviewReason !== null,
  };
}

const CSV_HEADER = [
  'Order',
  'Placed',
  'Status',
  'Customer',
  'E-mail',
  'Pieces',
  'Subtotal',
  'Discount',
  'Shipping',
  'Tax',
  'Total',
  'Refunded',
  'Ships on',
  'Arrives by',
  'City',
  'State',
];

const dollars = (amount: number) => (amount / 100).toFixed(2);

export function adminOrders(deps: AdminOrderDeps) {
  const { db } = deps;
  const today = () => localDate(deps.now());

  /** A link that opens the order (or its instructions) for whoever holds it, with a new token. */
  async function customerLink(tx: Tx, orderId: string, path = orderPath): Promise<string> {
    const publicUrl = deps.mail.brand.publicUrl;
    return `${publicUrl}${path(orderId, await addToken(tx, orderId))}`;
  }

  /**
   * Runs an owner's change on one order: the order locked, the version they saw checked (a
   * change made meanwhile by another owner, a payment or the shop refuses it), the change made,
   * the version counted up and one audit entry written, all in one transaction. A change that
   * finds nothing left to do (a refund another request settled) answers null and writes nothing.
   */
  async function change<T>(
    orderId: string,
    version: number | null,
    actor: Actor,
    make: (tx: Tx, row: OrderRow) => Promise<{ audit: AuditChange; result?: T } | null>,
  ): Promise<T | undefined> {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!row) throw new AppError('not_found', 'There is no such order.');
      if (version !== null && row.version !== version) {
        throw new AppError('conflict', changedMessage(row.number, row.status));
      }
      const made = await make(tx, row);
      if (made === null) return undefined;
      await tx
        .update(orders)
        .set({ version: sql`${orders.version} + 1`, updatedAt: deps.now() })
        .where(eq(orders.id, orderId));
      await writeAudit(tx, actor, made.audit, deps.now());
      return made.result;
    });
    deps.mailWaiting();
    return outcome;
  }

  const statusActor = (actor: Actor) =>
    actor.kind === 'account' ? { userId: actor.userId, email: actor.email } : null;

  async function linesOf(reader: Pick<Database, 'select'>, orderId: string) {
    return reader
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));
  }

  function designOf(stored: unknown, number: string, position: number): Design {
    const read = parseDesign(stored as Parameters<typeof parseDesign>[0]);
    if (!read.ok) {
      throw new Error(`order ${number} line ${position} keeps a design the shop cannot read`);
    }
    return read.value;
  }

  async function view(orderId: string): Promise<AdminOrderView> {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new AppError('not_found', 'There is no such order.');
    const [lines, history, notes, consignments, refunds, customer] = await Promise.all([
      linesOf(db, row.id),
      db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, row.id))
        .orderBy(asc(orderStatusHistory.createdAt)),
      db
        .select()
        .from(orderNotes)
        .where(eq(orderNotes.orderId, row.id))
        .orderBy(asc(orderNotes.createdAt)),
      consignmentsOf(db, row.id),
      db
        .select()
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, row.id))
        .orderBy(asc(orderRefunds.createdAt)),
      row.userId
        ? db
            .select({ id: users.id, name: users.name, email: users.email })
            .from(users)
            .where(eq(users.id, row.userId))
        : Promise.resolve([]),
    ]);
    const timeline: TimelineEntry[] = [
      ...history.map((step): TimelineEntry => ({
        type: 'status',
        at: step.createdAt.toISOString(),
        from: step.fromStatus,
        to: step.toStatus,
        by: step.actorEmail,
        note: step.note,
      })),
      ...notes.map((note): TimelineEntry => ({
        type: 'note',
        at: note.createdAt.toISOString(),
        by: note.authorEmail,
        body: note.body,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    const account = customer[0];
    return {
      id: row.id,
      number: row.number,
      version: row.version,
      status: row.status,
      statusLabel: ORDER_STATUS_LABELS[row.status],
      nextStatuses: [...ORDER_TRANSITIONS[row.status]],
      email: row.email,
      customer: account ? { id: account.id, name: account.name || account.email } : null,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      expiresAt: isPayable(row.status)
        ? new Date(row.createdAt.getTime() + deps.unpaidOrderHours * 3_600_000).toISOString()
        : null,
      address: orderAddressView(row.shippingAddress),
      shipping: row.shipping,
      lines: lines.map((line) => {
        const design = designOf(line.design, row.number, line.position);
        const packed = packLines([
          { itemId: String(line.position), design, quantity: line.quantity },
        ]);
        return {
          position: line.position,
          name: line.name,
          quantity: line.quantity,
          unitCents: line.unitCents,
          lineCents: line.lineCents,
          facts: line.facts,
          options: designOptionsText(design),
          design: line.design as unknown as Record<string, unknown>,
          configuratorPath: CONFIGURATOR_PATH[design.kind],
          parcels: packed.ok ? parcelViews(packed.packages) : [],
        };
      }),
      discountCode: row.discountCode,
      totals: {
        subtotalCents: row.subtotalCents,
        discountCents: row.discountCents,
        shippingCents: row.shippingCents,
        taxCents: row.taxCents,
        taxRatePercent: row.taxRatePercent,
        totalCents: row.totalCents,
        refundedCents: row.refundedCents,
      },
      payment: {
        mode: row.paymentMode === 'stripe' ? 'stripe' : 'test',
        reference: row.paymentId,
        message: isPayable(row.status) ? row.paymentMessage : null,
        reviewReason: row.reviewReason,
      },
      consignments,
      refunds: refunds.map((refund) => ({
        id: refund.id,
        amountCents: refund.amountCents,
        reason: refund.reason,
        status: refund.status,
        createdAt: refund.createdAt.toISOString(),
        reference: refund.providerRefundId,
        by: refund.createdByEmail,
      })),
      timeline,
    };
  }

  /** The first consignment of an order, or the next one: its parcels' tracking, mailed. */
  async function addConsignmentIn(
    tx: Tx,
    row: OrderRow,
    input: ConsignmentInput,
    actor: Actor,
    arrivesBy: string,
  ) {
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${orderConsignments.number}), 0)::int` })
      .from(orderConsignments)
      .where(eq(orderConsignments.orderId, row.id));
    const number = Number(last?.number ?? 0) + 1;
    const trackingNumbers = input.trackingNumbers.map(normalTrackingNumber);
    if (new Set(trackingNumbers).size !== trackingNumbers.length) {
      throw new AppError('invalid', 'Each parcel has a tracking number of its own.', {
        trackingNumbers: 'Each parcel has a tracking number of its own.',
      });
    }
    await tx.insert(orderConsignments).values({
      orderId: row.id,
      number,
      carrier: input.carrier,
      trackingNumbers,
      createdByUserId: actor.kind === 'account' ? actor.userId : null,
      createdAt: deps.now(),
    });
    const carrierName = CARRIER_NAMES[input.carrier];
    await deps.mail.shipped(tx, {
      to: row.email,
      userId: row.userId,
      number: row.number,
      consignmentNumber: number,
      carrierName,
      parcels: trackingNumbers.map((trackingNumber) => ({
        trackingNumber,
        trackingUrl: trackingUrl(input.carrier, trackingNumber),
      })),
      arrivesBy: formatLongDay(arrivesBy),
      orderUrl: await customerLink(tx, row.id),
    });
    return { number, carrier: input.carrier, trackingNumbers };
  }

  /** Moves one order; the caller holds the version the owner saw. */
  async function move(
    orderId: string,
    input: {
      to: 'in_production' | 'shipped' | 'delivered';
      version: number | null;
      expectedShipDate?: string | null | undefined;
      consignment?: ConsignmentInput | null | undefined;
    },
    actor: Actor,
  ): Promise<void> {
    await change(orderId, input.version, actor, async (tx, row) => {
      const from = row.status;
      const before = { status: from, shipping: row.shipping };
      const day = today();
      if (input.to === 'in_production') {
        const shipDate = input.expectedShipDate ?? null;
        if (shipDate !== null && shipDate < day) {
          throw new AppError('invalid', 'The expected ship date cannot be in the past.', {
            expectedShipDate: 'The expected ship date cannot be in the past.',
          });
        }
        if (shipDate !== null && !isBusinessDay(shipDate)) {
          throw new AppError('invalid', 'Choose a working day: parcels leave Monday to Friday.', {
            expectedShipDate: 'Choose a working day: parcels leave Monday to Friday.',
          });
        }
        const shipping =
          shipDate === null
            ? row.shipping
            : {
                ...row.shipping,
                shipsOn: shipDate,
                arrivesBy: addBusinessDays(
                  shipDate,
                  row.shipping.transitDays ?? TRANSIT_DAYS_UNKNOWN,
                ),
              };
        await recordStatus(
          tx,
          row,
          'in_production',
          deps.now(),
          { shipping },
          null,
          statusActor(actor),
        );
        await deps.mail.inProduction(tx, {
          to: row.email,
          userId: row.userId,
          number: row.number,
          shipsOn: formatLongDay(shipping.shipsOn),
          arrivesBy: formatLongDay(shipping.arrivesBy),
          orderUrl: await customerLink(tx, row.id),
        });
        return {
          audit: {
            action: 'order.move',
            entityType: 'order',
            entityId: row.id,
            summary: `Order ${row.number} moved from ${ORDER_STATUS_LABELS[from]} to In production${shipDate ? `, to ship by ${shipDate}` : ''}`,
            before,
            after: { status: 'in_production', shipping },
          },
        };
      }
      if (input.to === 'shipped') {
        if (!input.consignment) {
          throw new AppError(
            'invalid',
            'Enter the carrier and a tracking number for each parcel.',
            {
              consignment: 'Enter the carrier and a tracking number for each parcel.',
            },
          );
        }
        const shipping = {
          ...row.shipping,
          shipsOn: day,
          arrivesBy: addBusinessDays(day, row.shipping.transitDays ?? TRANSIT_DAYS_UNKNOWN),
        };
        await recordStatus(tx, row, 'shipped', deps.now(), { shipping }, null, statusActor(actor));
        const consignment = await addConsignmentIn(
          tx,
          row,
          input.consignment,
          actor,
          shipping.arrivesBy,
        );
        return {
          audit: {
            action: 'order.move',
            entityType: 'order',
            entityId: row.id,
            summary: `Order ${row.number} moved from ${ORDER_STATUS_LABELS[from]} to Shipped with ${CARRIER_NAMES[consignment.carrier]} (${consignment.trackingNumbers.join(', ')})`,
            before,
            after: { status: 'shipped', shipping, consignment },
          },
        };
      }
      await recordStatus(tx, row, 'delivered', deps.now(), {}, null, statusActor(actor));
      await deps.mail.delivered(tx, {
        to: row.email,
        userId: row.userId,
        number: row.number,
        instructionsUrl: await customerLink(
          tx,
          row.id,
          (id, token) => `/assembly-instructions/${id}?token=${encodeURIComponent(token)}`,
        ),
      });
      return {
        audit: {
          action: 'order.move',
          entityType: 'order',
          entityId: row.id,
          summary: `Order ${row.number} moved from ${ORDER_STATUS_LABELS[from]} to Delivered`,
          before,
          after: { status: 'delivered' },
        },
      };
    });
  }

  return {
    view,
    move,

    async list(query: AdminOrderQuery): Promise<AdminOrderList> {
      const page = Number(query.page ?? 1);
      const pageSize = Number(query.pageSize ?? 25);
      const where = orderFilter(query);
      const [rows, [total]] = await db.transaction(async (tx) => {
        // The shop plans its statements once for every value (decision 017), which suits its
        // lookups by key; a list filtered by dates and statuses needs its values to be planned
        // with: a plan made without them reads the whole table for a quarter's orders. A search
        // for part of a name can use no index either way, and the plan made without its words
        // (the newest first, until a page is found) serves it best.
        if (!query.q?.trim()) await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
        return Promise.all([
          tx
            .select(rowColumns)
            .from(orders)
            .where(where)
            .orderBy(...orderingOf(query.sort ?? 'created', query.dir ?? 'desc'))
            .limit(pageSize)
            .offset((page - 1) * pageSize),
          // Counted up to the cap: a count of every one of 100,000 orders on each page costs more
          // than the page; past the cap the list says "10,000 or more".
          tx.select({ total: count() }).from(
            tx
              .select({ one: sql`1` })
              .from(orders)
              .where(where)
              .limit(ORDER_COUNT_CAP + 1)
              .as('matching'),
          ),
        ]);
      });
      const day = today();
      const matching = total?.total ?? 0;
      return {
        orders: rows.map((row) => rowView(row as ListedRow, day)),
        total: Math.min(matching, ORDER_COUNT_CAP),
        totalCapped: matching > ORDER_COUNT_CAP,
        page,
        pageSize,
      };
    },

    /**
     * The filtered list as CSV lines, a batch of rows at a time in the list's order (newest
     * first), read by keyset so a long export costs the same per row at its end as at its start.
     */
    async *csv(query: AdminOrderQuery): AsyncGenerator<string> {
      yield csvLines([CSV_HEADER]);
      const where = orderFilter(query);
      let after: { createdAt: Date; id: string } | null = null;
      for (let sent = 0; sent < 100_000;) {
        const batch: Awaited<ReturnType<typeof readBatch>> = await readBatch(after);
        if (batch.length === 0) return;
        yield csvLines(
          batch.map((row) => [
            row.number,
            localDate(row.createdAt),
            ORDER_STATUS_LABELS[row.status],
            row.shippingAddress.fullName,
            row.email,
            Number(row.itemCount),
            dollars(row.subtotalCents),
            dollars(row.discountCents),
            dollars(row.shippingCents),
            dollars(row.taxCents),
            dollars(row.totalCents),
            dollars(row.refundedCents),
            row.shipping.shipsOn,
            row.shipping.arrivesBy,
            row.shippingAddress.city,
            row.shippingAddress.state,
          ]),
        );
        sent += batch.length;
        const last = batch[batch.length - 1]!;
        after = { createdAt: last.createdAt, id: last.id };
      }

      function readBatch(cursor: { createdAt: Date; id: string } | null) {
        return db
          .select({
            id: orders.id,
            number: orders.number,
            createdAt: orders.createdAt,
            status: orders.status,
            email: orders.email,
            shippingAddress: orders.shippingAddress,
            shipping: orders.shipping,
            subtotalCents: orders.subtotalCents,
            discountCents: orders.discountCents,
            shippingCents: orders.shippingCents,
            taxCents: orders.taxCents,
            totalCents: orders.totalCents,
            refundedCents: orders.refundedCents,
            itemCount: rowColumns.itemCount,
          })
          .from(orders)
          .where(
            and(
              where,
              cursor
                ? or(
                    lt(orders.createdAt, cursor.createdAt),
                    and(eq(orders.createdAt, cursor.createdAt), lt(orders.id, cursor.id)),
                  )
                : undefined,
            ),
          )
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(1000);
      }
    },

    /** Another consignment of an order that has started to ship. */
    async addConsignment(
      orderId: string,
      input: ConsignmentInput & { version: number },
      actor: Actor,
    ): Promise<void> {
      await change(orderId, input.version, actor, async (tx, row) => {
        if (row.status !== 'shipped') {
          throw new AppError(
            'conflict',
            `A further consignment is added to a shipped order; order ${row.number} is ${ORDER_STATUS_LABELS[row.status].toLowerCase()}.`,
          );
        }
        const consignment = await addConsignmentIn(tx, row, input, actor, row.shipping.arrivesBy);
        return {
          audit: {
            action: 'order.consignment',
            entityType: 'order',
            entityId: row.id,
            summary: `Order ${row.number}: consignment ${consignment.number} left with ${CARRIER_NAMES[consignment.carrier]} (${consignment.trackingNumbers.join(', ')})`,
            before: null,
            after: { consignment },
          },
        };
      });
    },

    /** An internal note: on the order's timeline, never shown to the customer. */
    async note(orderId: string, body: string, actor: Actor & { kind: 'account' }): Promise<void> {
      await change(orderId, null, actor, async (tx, row) => {
        await tx.insert(orderNotes).values({
          orderId: row.id,
          authorUserId: actor.userId,
          authorEmail: actor.email,
          body,
          createdAt: deps.now(),
        });
        return {
          audit: {
            action: 'order.note',
            entityType: 'order',
            entityId: row.id,
            summary: `Note on order ${row.number}`,
            before: null,
            after: { body },
          },
        };
      });
    },

    /** Calls off an unpaid order: its discount-code use is released and its payment ended. */
    async cancel(orderId: string, version: number, reason: string | null, actor: Actor) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!row) throw new AppError('not_found', 'There is no such order.');
      if (row.version !== version)
        throw new AppError('conflict', changedMessage(row.number, row.status));
      const cancelled = await cancelUnpaidOrder(deps, row.id, {
        because: 'shop',
        actor,
        note: reason,
        version,
      }).catch((error: unknown) => {
        if (error instanceof PaymentError) throw new AppError('unavailable', error.message);
        throw error;
      });
      if (!cancelled.ok) throw new AppError('conflict', cancelled.message);
    },

    /**
     * Gives money back through the payment provider, once per key: the refund is recorded as
     * pending before the provider is asked (with the same key, so a retry after a lost answer
     * refunds once), then settled on the order with one audit entry and the customer's mail.
     */
    async refund(orderId: string, input: RefundInput, actor: Actor & { kind: 'account' }) {
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!row) throw new AppError('not_found', 'There is no such order.');
        const [earlier] = await tx
          .select()
          .from(orderRefunds)
          .where(eq(orderRefunds.idempotencyKey, input.idempotencyKey));
        if (earlier) {
          if (earlier.orderId !== row.id) {
            throw new AppError('invalid', 'This refund key belongs to another order.');
          }
          return { row, refund: earlier };
        }
        if (row.version !== input.version) {
          throw new AppError('conflict', changedMessage(row.number, row.status));
        }
        if (!isPaid(row.status) || row.paymentId === null) {
          throw new AppError(
            'conflict',
            `Order ${row.number} is ${ORDER_STATUS_LABELS[row.status].toLowerCase()}: only a paid order can be refunded.`,
          );
        }
        const left = row.totalCents - row.refundedCents;
        const amount = input.amountCents ?? left;
        if (amount > left) {
          const message = `At most ${formatCents(cents(left))} of this order can be refunded.`;
          throw new AppError('invalid', message, { amountCents: message });
        }
        const [refund] = await tx
          .insert(orderRefunds)
          .values({
            orderId: row.id,
            idempotencyKey: input.idempotencyKey,
            amountCents: amount,
            reason: input.reason?.trim() || null,
            status: 'pending',
            createdByUserId: actor.userId,
            createdByEmail: actor.email,
            createdAt: deps.now(),
            updatedAt: deps.now(),
          })
          .returning();
        return { row, refund: refund! };
      });
      const { row, refund } = claimed;
      if (refund.status === 'succeeded') return;
      if (refund.status === 'failed') {
        throw new AppError(
          'invalid',
          refund.failureMessage ?? 'The payment provider refused this refund.',
        );
      }
      let answer;
      try {
        answer = await deps.payments.refund({
          paymentId: row.paymentId!,
          amountCents: cents(refund.amountCents),
          idempotencyKey: refund.idempotencyKey,
        });
      } catch (error) {
        if (error instanceof PaymentError && error.kind === 'invalid') {
          await db
            .update(orderRefunds)
            .set({ status: 'failed', failureMessage: error.message, updatedAt: deps.now() })
            .where(eq(orderRefunds.id, refund.id));
          throw new AppError(
            'invalid',
            `The payment provider refused the refund: ${error.message}`,
          );
        }
        if (error instanceof PaymentError) {
          throw new AppError(
            'unavailable',
            'The payment provider did not answer. Nothing is refunded twice: press Refund again in a minute to finish this one.',
          );
        }
        throw error;
      }
      await change(orderId, null, actor, async (tx, current) => {
        const [settled] = await tx
          .update(orderRefunds)
          .set({
            status: answer.status === 'failed' ? 'failed' : 'succeeded',
            providerRefundId: answer.id,
            updatedAt: deps.now(),
          })
          .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'pending')))
          .returning();
        // The same refund sent again at the same moment: settled by the other request.
        if (!settled) return null;
        const refundedCents = current.refundedCents + refund.amountCents;
        const whole = refundedCents >= current.totalCents;
        if (whole) {
          await recordStatus(
            tx,
            current,
            'refunded',
            deps.now(),
            { refundedCents },
            input.reason?.trim() || null,
            statusActor(actor),
          );
        } else {
          await tx.update(orders).set({ refundedCents }).where(eq(orders.id, current.id));
        }
        const amountText = formatCents(cents(refund.amountCents));
        await deps.mail.refunded(tx, {
          to: current.email,
          userId: current.userId,
          number: current.number,
          amountText,
          whole: whole && current.refundedCents === 0,
          orderUrl: await customerLink(tx, current.id),
        });
        return {
          audit: {
            action: 'order.refund',
            entityType: 'order',
            entityId: current.id,
            summary: `Refunded ${amountText} of order ${current.number}${whole ? ' (all of it)' : ''}`,
            before: { status: current.status, refundedCents: current.refundedCents },
            after: {
              status: whole ? 'refunded' : current.status,
              refundedCents,
              refund: { amountCents: refund.amountCents, reference: answer.id },
            },
          },
        };
      });
    },

    async bulkProduction(
      orderIds: readonly string[],
      expectedShipDate: string | null,
      actor: Actor,
    ): Promise<BulkResult> {
      const results: BulkResult['results'] = [];
      for (const id of new Set(orderIds)) {
        const [row] = await db
          .select({ number: orders.number, version: orders.version })
          .from(orders)
          .where(eq(orders.id, id));
        if (!row) {
          results.push({ id, number: null, ok: false, message: 'There is no such order.' });
          continue;
        }
        try {
          await move(id, { to: 'in_production', version: row.version, expectedShipDate }, actor);
          results.push({ id, number: row.number, ok: true, message: null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id, number: row.number, ok: false, message: error.message });
        }
      }
      return { results };
    },

    /**
     * The workshop's cut list for the selected orders, from the same boards that priced them:
     * each order's own sheet (its lines and parcels) and equal pieces grouped across the batch.
     */
    async productionSheets(orderIds: readonly string[]) {
      const rows = await db
        .select({ id: orders.id, number: orders.number })
        .from(orders)
        .where(inArray(orders.id, [...orderIds]));
      if (rows.length !== new Set(orderIds).size) {
        throw new AppError('not_found', 'One of the selected orders does not exist.');
      }
      const byId = new Map(rows.map((row) => [row.id, row.number]));
      const batch: ProductionOrder[] = [];
      for (const id of new Set(orderIds)) {
        const number = byId.get(id)!;
        const lines = await linesOf(db, id);
        batch.push({
          orderNumber: number,
          lines: lines.map((line) => ({
            label: `${number}/${line.position + 1}`,
            design: designOf(line.design, number, line.position),
            quantity: line.quantity,
          })),
        });
      }
      return batchProductionSheet(batch);
    },

    /** The orders of the given ids (the owner's selection) with their lines' designs. */
    async documents(orderIds: readonly string[]) {
      return Promise.all(orderIds.map((id) => view(id)));
    },

    async dashboard(): Promise<Dashboard> {
      const day = today();
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const sunday = addDays(day, (7 - weekday) % 7);
      const listed = (where: SQL | undefined, order: SQL) =>
        db.select(rowColumns).from(orders).where(where).orderBy(order).limit(DASHBOARD_ROWS);
      const shipsOn = sql`${orders.shipping}->>'shipsOn'`;
      const arrivesBy = sql`${orders.shipping}->>'arrivesBy'`;
      const firstWeek = addDays(day, -((weekday + 6) % 7) - 7 * (REVENUE_WEEKS - 1));
      const [toMake, toShip, late, weeks, failed] = await Promise.all([
        listed(
          and(inArray(orders.status, ['paid', 'in_production']), sql`${shipsOn} <= ${sunday}`),
          asc(shipsOn),
        ),
        listed(eq(orders.status, 'in_production'), asc(shipsOn)),
        listed(
          and(
            inArray(orders.status, ['paid', 'in_production', 'shipped']),
            sql`${arrivesBy} < ${day}`,
          ),
          asc(arrivesBy),
        ),
        db
          .select({
            week: sql<string>`to_char(date_trunc('week', ${orders.paidAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}), 'YYYY-MM-DD')`,
            orders: sql<number>`count(*)::int`,
            revenue: sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)::bigint`,
          })
          .from(orders)
          .where(and(gte(orders.paidAt, dayStart(firstWeek)), gt(orders.totalCents, 0)))
          .groupBy(sql`1`),
        db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.status, 'failed'))
          .orderBy(desc(mailOutbox.createdAt))
          .limit(DASHBOARD_ROWS),
      ]);
      const byWeek = new Map(weeks.map((week) => [week.week, week]));
      return {
        today: day,
        toMake: toMake.map((row) => rowView(row as ListedRow, day)),
        toShip: toShip.map((row) => rowView(row as ListedRow, day)),
        late: late.map((row) => rowView(row as ListedRow, day)),
        revenueByWeek: Array.from({ length: REVENUE_WEEKS }, (_, index) => {
          const weekStart = addDays(firstWeek, 7 * index);
          const found = byWeek.get(weekStart);
          return {
            weekStart,
            orders: Number(found?.orders ?? 0),
            revenueCents: Number(found?.revenue ?? 0),
          };
        }),
        failedMail: failed.map((mail) => ({
          id: mail.id,
          kind: mail.kind,
          to: mail.toAddress,
          subject: mail.subject,
          attempts: mail.attempts,
          lastError: mail.lastError,
          createdAt: mail.createdAt.toISOString(),
        })),
      };
    },

    /** Sends a mail that failed every attempt once more, from now. */
    async retryMail(mailId: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [mail] = await tx
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.id, mailId))
          .for('update');
        if (!mail) throw new AppError('not_found', 'There is no such mail.');
        if (mail.status !== 'failed') {
          throw new AppError(
            'conflict',
            `This mail is ${mail.status === 'sent' ? 'sent already' : 'waiting to be sent already'}.`,
          );
        }
        if (mail.textBody === '') {
          throw new AppError(
            'conflict',
            'This mail is too old to send again: its text was removed after the retention period.',
          );
        }
        await tx
          .update(mailOutbox)
          .set({ status: 'pending', attempts: 0, nextAttemptAt: deps.now(), lastError: null })
          .where(eq(mailOutbox.id, mailId));
        await writeAudit(
          tx,
          actor,
          {
            action: 'mail.retry',
            entityType: 'mail',
            entityId: mail.id,
            summary: `Mail "${mail.subject}" to ${mail.toAddress} sent again`,
            before: { status: mail.status, attempts: mail.attempts, lastError: mail.lastError },
            after: { status: 'pending', attempts: 0 },
          },
          deps.now(),
        );
      });
      deps.mailWaiting();
    },
  };
}

export type AdminOrders = ReturnType<typeof adminOrders>;

/** A calendar day `days` after (or before) another, YYYY-MM-DD. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
