import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  OrderLineFacts,
  OrderShipping,
  StoredOrderAddress,
} from '../../../contract/checkout.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';
import type { Carrier } from '../../../domain/orders/tracking.ts';
import type { StoredDesign } from '../../../domain/design/parse.ts';
import { users } from './accounts.ts';
import { createdAtColumn, idColumn, momentColumn, timestampColumns } from './columns.ts';

/**
 * Orders: placed from a checkout (one per checkout id, so a double submit finds the first), priced
 * by the server from each line's design, paid through the payment gateway. Money is integer cents;
 * statuses move only along the order status graph (src/domain/orders/status.ts), each step kept in
 * order_status_history. A guest opens their order with an access token whose hash is kept in
 * order_access_tokens.
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    /** BC-YYMMDD-XXXXXX (src/domain/orders/order-number.ts). */
    number: text('number').notNull().unique(),
    /** The browser's id for the checkout that placed the order. */
    checkoutId: text('checkout_id').notNull().unique(),
    /** The hash of the checkout's secret key: placing the checkout again needs the key. */
    checkoutKeyHash: text('checkout_key_hash'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending_payment'),
    shippingAddress: jsonb('shipping_address').$type<StoredOrderAddress>().notNull(),
    shipping: jsonb('shipping').$type<OrderShipping>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    discountCode: text('discount_code'),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** The state's rate the tax was worked from, in percent. */
    taxRatePercent: text('tax_rate_percent'),
    totalCents: integer('total_cents').notNull(),
    /** `stripe` or `test`: the gateway holding the order's payment. */
    paymentMode: text('payment_mode').notNull(),
    paymentId: text('payment_id'),
    /** The card's message from the last declined attempt, while the order waits for another. */
    paymentMessage: text('payment_message'),
    /** Set when money arrived that the order cannot take: the owner must look. */
    reviewReason: text('review_reason'),
    paidAt: momentColumn('paid_at'),
    /**
     * Goes up by one with every change the owner or the shop makes: a change sent with the
     * version it was made from is refused once another has landed (two owners at once).
     */
    version: integer('version').notNull().default(1),
    /** Pieces ordered (the lines' quantities added up), kept for the owner's list. */
    itemCount: integer('item_count').notNull().default(0),
    /** Money given back so far, in cents: never more than the total. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Why a cancelled order was called off: `expired` (left unpaid) or `shop`. */
    cancelledBecause: text('cancelled_because').$type<'expired' | 'shop'>(),
    ...timestampColumns(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_email_idx').on(table.email),
    // The owner's list: newest first, or by status newest first; and the unpaid orders to expire.
    index('orders_created_idx').on(table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    uniqueIndex('orders_payment_idx').on(table.paymentId),
    check(
      'orders_money',
      sql`${table.subtotalCents} >= 0 and ${table.discountCents} >= 0 and ${table.shippingCents} >= 0 and ${table.taxCents} >= 0 and ${table.totalCents} > 0`,
    ),
    check(
      'orders_refunded',
      sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.totalCents}`,
    ),
  ],
);

/** The order a row belongs to; deleting the order removes the row. */
const orderIdColumn = () =>
  uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });

/** An order's lines: the design as it was ordered, and its price as the server worked it out. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: idColumn(),
    orderId: orderIdColumn(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    design: jsonb('design').$type<StoredDesign>().notNull(),
    facts: jsonb('facts').$type<OrderLineFacts>().notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    lineCents: integer('line_cents').notNull(),
  },
  (table) => [
    uniqueIndex('order_lines_position_idx').on(table.orderId, table.position),
    check('order_lines_quantity', sql`${table.quantity} between 1 and 99`),
  ],
);

/** Every status an order has been in, oldest first. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: idColumn(),
    orderId: orderIdColumn(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    note: text('note'),
    /** The owner's account that made the move; null when the shop did (a payment, expiry). */
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account's e-mail when it moved the order, kept if the account goes. */
    actorEmail: text('actor_email'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * The tokens that open an order without an account (the guest's link): SHA-256 of each, hex. A
 * checkout placed twice (a lost answer, a double click) gets a second token for the same order.
 */
export const orderAccessTokens = pgTable(
  'order_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: orderIdColumn(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('order_access_tokens_order_idx').on(table.orderId)],
);

/** The owner's internal notes on an order: never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: idColumn(),
    orderId: orderIdColumn(),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * What left the workshop: a consignment is handed to one carrier, with a tracking number for each
 * parcel. Furniture leaves in several boxes, and an order may leave in more than one consignment.
 */
export const orderConsignments = pgTable(
  'order_consignments',
  {
    id: idColumn(),
    orderId: orderIdColumn(),
    /** 1 for the order's first consignment, 2 for the next… */
    number: integer('number').notNull(),
    carrier: text('carrier').$type<Carrier>().notNull(),
    trackingNumbers: jsonb('tracking_numbers').$type<string[]>().notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('order_consignments_number_idx').on(table.orderId, table.number)],
);

/**
 * Money given back through the payment provider. The owner's page makes one key per refund it
 * asks for; the same key asked again (a double click, a retried request) finds this row and
 * refunds nothing more. `pending` until the provider has answered.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: idColumn(),
    orderId: orderIdColumn(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    /** The provider's id for the refund (Stripe's `re_…`, the test gateway's `tre_…`). */
    providerRefundId: text('provider_refund_id'),
    failureMessage: text('failure_message'),
    createdByUserId: text('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdByEmail: text('created_by_email'),
    ...timestampColumns(),
  },
  (table) => [
    index('order_refunds_order_idx').on(table.orderId, table.createdAt),
    check('order_refunds_amount', sql`${table.amountCents} > 0`),
  ],
);
