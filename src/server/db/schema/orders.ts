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
import type { OrderAddress, OrderLineFacts, OrderShipping } from '../../../contract/checkout.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';
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
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
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
    ...timestampColumns(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_email_idx').on(table.email),
    uniqueIndex('orders_payment_idx').on(table.paymentId),
    check(
      'orders_money',
      sql`${table.subtotalCents} >= 0 and ${table.discountCents} >= 0 and ${table.shippingCents} >= 0 and ${table.taxCents} >= 0 and ${table.totalCents} > 0`,
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
