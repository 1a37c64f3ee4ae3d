import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { cents } from '../../../domain/pricing/money.ts';
import type { Database } from '../../db/client.ts';
import { testPayments, testRefunds } from '../../db/schema.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { PaymentError, paymentIdempotencyKey } from './gateway.ts';
import type { CreatePayment, CreateRefund, Payment, PaymentGateway, Refund } from './gateway.ts';
import { checkCard } from '../../../domain/payments/card-check.ts';
import type { CardField, CardInput } from '../../../domain/payments/card-check.ts';
import { testCardOutcome } from './test-cards.ts';

/** What the checkout page says while the shop takes test payments. */
export const TEST_MODE_NOTICE =
  'Test mode: no real payment is taken and no card is charged. Pay with the test card 4242 4242 4242 4242, any future expiry date and any three-digit security code.';

export type TestConfirmation =
  | { readonly ok: true; readonly payment: Payment }
  | { readonly ok: false; readonly fields: Partial<Record<CardField, string>> };

type Row = typeof testPayments.$inferSelect;

function paymentOf(row: Row): Payment {
  return {
    id: row.id,
    status: row.status,
    amountCents: cents(row.amountCents),
    currency: 'usd',
    clientSecret: null,
    lastError: row.lastError ?? null,
    orderId: row.metadata.orderId ?? null,
  };
}

/**
 * The built-in test gateway: PaymentIntent-like payments kept in the database, confirmed with
 * Stripe's public test card numbers, never touching real money. Used when no Stripe keys are set
 * (never in production: the configuration requires Stripe keys there).
 */
export class TestGateway implements PaymentGateway {
  readonly mode = 'test' as const;
  readonly clientInfo = { mode: 'test' as const, notice: TEST_MODE_NOTICE };
  private readonly now: Clock;

  constructor(
    private readonly db: Database,
    /** The shop's clock: card expiry and the payments' times; the machine's if not given. */
    options: { now?: Clock } = {},
  ) {
    this.now = options.now ?? systemClock;
  }

  async createPayment(input: CreatePayment): Promise<Payment> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentError('invalid', 'A payment must be for a positive amount of cents.');
    }
    const idempotencyKey = paymentIdempotencyKey(input);
    const now = this.now();
    const [created] = await this.db
      .insert(testPayments)
      .values({
        id: `tpi_${randomBytes(12).toString('hex')}`,
        idempotencyKey,
        amountCents: input.amountCents,
        currency: 'usd',
        status: 'requires_payment_method',
        description: `Order ${input.orderNumber}`,
        metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: testPayments.idempotencyKey })
      .returning();
    if (created) return paymentOf(created);
    const [existing] = await this.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.idempotencyKey, idempotencyKey));
    if (!existing) throw new Error(`The test payment for ${idempotencyKey} vanished`);
    return paymentOf(existing);
  }

  async retrievePayment(paymentId: string): Promise<Payment> {
    const [row] = await this.db.select().from(testPayments).where(eq(testPayments.id, paymentId));
    if (!row) throw new PaymentError('invalid', `No such payment: ${paymentId}`);
    return paymentOf(row);
  }

  /**
   * Pays with a card. A card the form refuses changes nothing; a test card succeeds or is
   * declined with its message (and the payment waits for another card). A payment that has
   * succeeded stays as it is, whatever card comes next: one order, one charge.
   */
  async confirmCard(paymentId: string, card: CardInput): Promise<TestConfirmation> {
    const checked = checkCard(card, this.now());
    if (!checked.ok) return checked;
    const outcome = testCardOutcome(checked.card);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(testPayments)
        .where(eq(testPayments.id, paymentId))
        .for('update');
      if (!row) throw new PaymentError('invalid', `No such payment: ${paymentId}`);
      if (row.status === 'succeeded') return { ok: true, payment: paymentOf(row) };
      if (row.status === 'canceled') {
        throw new PaymentError('invalid', 'This payment was cancelled and cannot be paid.');
      }
      const [updated] = await tx
        .update(testPayments)
        .set({
          status: outcome === 'succeeds' ? 'succeeded' : 'requires_payment_method',
          lastError: outcome === 'succeeds' ? null : outcome,
          cardBrand: checked.card.brand,
          cardLast4: checked.card.last4,
          attempts: sql`${testPayments.attempts} + 1`,
          updatedAt: this.now(),
        })
        .where(eq(testPayments.id, paymentId))
        .returning();
      return { ok: true, payment: paymentOf(updated!) };
    });
  }

  /**
   * Gives back part or all of a succeeded payment, as Stripe does: once per idempotency key (the
   * same key answers its first refund), never more in all than the payment took.
   */
  async refund(input: CreateRefund): Promise<Refund> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentError('invalid', 'A refund must be for a positive amount of cents.');
    }
    return this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(testPayments)
        .where(eq(testPayments.id, input.paymentId))
        .for('update');
      if (!payment) throw new PaymentError('invalid', `No such payment: ${input.paymentId}`);
      const [earlier] = await tx
        .select()
        .from(testRefunds)
        .where(eq(testRefunds.idempotencyKey, input.idempotencyKey));
      if (earlier) {
        if (earlier.paymentId !== input.paymentId || earlier.amountCents !== input.amountCents) {
          throw new PaymentError(
            'invalid',
            'This refund key was used for another refund: ask again with a new key.',
          );
        }
        return { id: earlier.id, amountCents: cents(earlier.amountCents), status: 'succeeded' };
      }
      if (payment.status !== 'succeeded') {
        throw new PaymentError('invalid', 'This payment took no money, so none can be given back.');
      }
      const [given] = await tx
        .select({ cents: sql<number>`coalesce(sum(${testRefunds.amountCents}), 0)::int` })
        .from(testRefunds)
        .where(and(eq(testRefunds.paymentId, input.paymentId)));
      const left = payment.amountCents - Number(given?.cents ?? 0);
      if (input.amountCents > left) {
        throw new PaymentError(
          'invalid',
          `Only ${left} cents of this payment are left to refund; ${input.amountCents} were asked.`,
        );
      }
      const [refund] = await tx
        .insert(testRefunds)
        .values({
          id: `tre_${randomBytes(12).toString('hex')}`,
          paymentId: input.paymentId,
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          createdAt: this.now(),
          updatedAt: this.now(),
        })
        .returning();
      return { id: refund!.id, amountCents: cents(refund!.amountCents), status: 'succeeded' };
    });
  }

  async cancelPayment(paymentId: string): Promise<Payment> {
    const [row] = await this.db
      .update(testPayments)
      .set({ status: 'canceled', updatedAt: this.now() })
      .where(and(eq(testPayments.id, paymentId), sql`${testPayments.status} <> 'succeeded'`))
      .returning();
    return row ? paymentOf(row) : this.retrievePayment(paymentId);
  }
}
