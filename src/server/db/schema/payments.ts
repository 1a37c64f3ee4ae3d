import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumns } from './columns.ts';

/**
 * Payments taken by the built-in test gateway, which serves when no Stripe keys are set: the
 * same life as a Stripe PaymentIntent (created once per idempotency key, confirmed with a card,
 * succeeded or waiting for another card), kept in the database so any server can confirm it.
 * No real money moves; only a test card's last four digits and brand are kept.
 */
export const testPayments = pgTable(
  'test_payments',
  {
    /** `tpi_…`, the gateway's id for the payment. */
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['requires_payment_method', 'succeeded', 'canceled'],
    }).notNull(),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** The last refusal: `{ code, declineCode, message }`. */
    lastError: jsonb('last_error').$type<{
      code: string;
      declineCode: string | null;
      message: string;
    } | null>(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    attempts: integer('attempts').notNull().default(0),
    ...timestampColumns(),
  },
  (table) => [check('test_payments_amount', sql`${table.amountCents} > 0`)],
);

/**
 * Refunds the test gateway has made, as Stripe keeps them: one per idempotency key (the same key
 * asked again answers the first refund), never more in all than the payment took.
 */
export const testRefunds = pgTable(
  'test_refunds',
  {
    /** `tre_…`, the gateway's id for the refund. */
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => testPayments.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    ...timestampColumns(),
  },
  (table) => [check('test_refunds_amount', sql`${table.amountCents} > 0`)],
);
