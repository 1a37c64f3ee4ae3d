import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, notLike, sql } from 'drizzle-orm';
import type {
  ConsignmentView,
  OrderSummary,
  OrderView,
  PlacedOrder,
  TestCardInput,
} from '../../contract/checkout.ts';
import type { placeOrderInput } from '../../contract/checkout.ts';
import { orderAddressView } from '../../contract/checkout.ts';
import { deliveryKindText } from '../../domain/shipping/delivery-kind.ts';
import type { z } from 'zod';
import { priceOrder } from '../../domain/checkout/order-totals.ts';
import {
  designDimensionsText,
  designFinishText,
  designWeightLb,
} from '../../domain/design/facts.ts';
import { storedDesignOf } from '../../domain/design/parse.ts';
import { lineFactsText } from '../../domain/orders/line-facts.ts';
import { formatOrderNumber } from '../../domain/orders/order-number.ts';
import { paymentEffect } from '../../domain/orders/payment-outcome.ts';
import type { PaymentOutcome } from '../../domain/orders/payment-outcome.ts';
import { isPayable, ORDER_STATUS_LABELS } from '../../domain/orders/status.ts';
import { cents, formatCents } from '../../domain/pricing/money.ts';
import { CARRIER_NAMES, trackingUrl } from '../../domain/orders/tracking.ts';
import { formatLongDay } from '../../domain/orders/days.ts';
import { localDate } from '../../domain/shipping/delivery-estimate.ts';
import { quoteKey } from '../../domain/shipping/rate-quote.ts';
import type { Database } from '../db/client.ts';
import {
  discountCodes,
  orderAccessTokens,
  orderConsignments,
  orderLines,
  orderRefunds,
  orders,
  orderStatusHistory,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { outcomeOf, PaymentError } from '../integrations/payments/gateway.ts';
import type { ShopPaymentGateway } from '../integrations/payments/setup.ts';
import type { Logger } from '../logger.ts';
import type { OrderMail } from '../mail/order-mail.ts';
import {
  datesOnPayment,
  deliveryKindFor,
  fetchQuotes,
  currentDiscountCode,
  parcelsOf,
  parcelViews,
  readLines,
  taxRateFor,
} from './quotes.ts';
import type { QuoteDeps } from './quotes.ts';
import { recordStatus, type OrderRow, type Tx } from './record-status.ts';

/** Who asks for an order: its customer, or a guest holding one of its tokens. */
export type OrderAccess = { readonly userId: string | null; readonly token: string | null };

export type OrderDeps = QuoteDeps & {
  readonly payments: ShopPaymentGateway;
  readonly logger: Logger;
  /** Writes the order mails to the outbox (src/server/mail/order-mail.ts). */
  readonly mail: OrderMail;
  /** Told when a mail is waiting in the outbox. */
  readonly mailWaiting: () => void;
};

const NOT_FOUND = 'We could not find that order. Please use the link from your order e-mail.';

/** What a guest's link answers once its order was claimed into the account of its address. */
export const CLAIMED_ORDER = 'This order now belongs to an account: sign in to see it.';

/**
 * A claimed order's guest tokens are kept under this prefix: no token hashes to it, so the links
 * open nothing, yet each is still known, and answered with CLAIMED_ORDER rather than not found.
 */
const CLAIMED_PREFIX = 'claimed:';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a stored hash is the one given, compared in constant time. */
function sameHash(stored: string | null, given: string): boolean {
  return (
    stored !== null &&
    stored.length === given.length &&
    timingSafeEqual(Buffer.from(stored), Buffer.from(given))
  );
}

/** Whether the page that placed the checkout showed a total (it may not say) other than this. */
function showedAnotherTotal(
  input: { expectedTotalCents?: number | null | undefined },
  totalCents: number,
): boolean {
  const shown = input.expectedTotalCents;
  return shown !== null && shown !== undefined && shown !== totalCents;
}

/** The total the customer saw is no longer the order's: nothing is placed until they see it. */
export function totalChangedMessage(totalCents: number): string {
  return `The total is now ${formatCents(cents(totalCents))}: a price changed since you saw it. Check the new total and place the order again.`;
}

/** A guest's checkout placed again from a browser without its key. */
export const CHECKOUT_ALREADY_PLACED =
  'This checkout has already been placed as an order. Open it from the link in your order confirmation e-mail.';

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The path of an order's page, with the token that opens it for a guest. */
export function orderPath(orderId: string, token: string): string {
  return `/orders/${orderId}?token=${encodeURIComponent(token)}`;
}

export async function addToken(writer: Pick<Database, 'insert'>, orderId: string): Promise<string> {
  const token = newToken();
  await writer.insert(orderAccessTokens).values({ orderId, tokenHash: hashToken(token) });
  return token;
}

/** Which gateway holds an order's payment, and its reference there. */
function paymentTextOf(row: Pick<OrderRow, 'paymentMode' | 'paymentId'>): string {
  const gateway =
    row.paymentMode === 'stripe'
      ? 'Stripe'
      : 'the test gateway, which takes no money (the shop has no Stripe keys)';
  return `Payment ${row.paymentId ?? '(none recorded)'} through ${gateway}.`;
}

/** An order's consignments, first first, each parcel with its carrier's tracking link. */
export async function consignmentsOf(
  reader: Pick<Database, 'select'>,
  orderId: string,
): Promise<ConsignmentView[]> {
  const rows = await reader
    .select()
    .from(orderConsignments)
    .where(eq(orderConsignments.orderId, orderId))
    .orderBy(asc(orderConsignments.number));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    carrier: row.carrier,
    carrierName: CARRIER_NAMES[row.carrier],
    createdAt: row.createdAt.toISOString(),
    parcels: row.trackingNumbers.map((trackingNumber) => ({
      trackingNumber,
      trackingUrl: trackingUrl(row.carrier, trackingNumber),
    })),
  }));
}

export function orderService(deps: OrderDeps) {
  const { db } = deps;

  async function view(row: OrderRow): Promise<OrderView> {
    const [lines, history, consignments, refunds] = await Promise.all([
      db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, row.id))
        .orderBy(asc(orderLines.position)),
      db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, row.id))
        .orderBy(asc(orderStatusHistory.createdAt)),
      consignmentsOf(db, row.id),
      // Most orders are never refunded: their total says so without a query.
      row.refundedCents === 0
        ? []
        : db
            .select({ amountCents: orderRefunds.amountCents, at: orderRefunds.updatedAt })
            .from(orderRefunds)
            .where(and(eq(orderRefunds.orderId, row.id), eq(orderRefunds.status, 'succeeded')))
            .orderBy(asc(orderRefunds.updatedAt)),
    ]);
    let clientSecret: string | null = null;
    if (deps.payments.mode === 'stripe' && row.paymentId && isPayable(row.status)) {
      clientSecret = (await deps.payments.retrievePayment(row.paymentId)).clientSecret;
    }
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      statusLabel: ORDER_STATUS_LABELS[row.status],
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      address: orderAddressView(row.shippingAddress),
      shipping: row.shipping,
      lines: lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        unitCents: line.unitCents,
        lineCents: line.lineCents,
        facts: line.facts,
      })),
      discountCode: row.discountCode,
      totals: {
        subtotalCents: row.subtotalCents,
        discountCents: row.discountCents,
        shippingCents: row.shippingCents,
        taxCents: row.taxCents,
        totalCents: row.totalCents,
      },
      payment: {
        mode: row.paymentMode === 'stripe' ? 'stripe' : 'test',
        payable: isPayable(row.status),
        message: row.status === 'payment_failed' ? row.paymentMessage : null,
        clientSecret,
      },
      history: history.map((step) => ({
        status: step.toStatus,
        at: step.createdAt.toISOString(),
      })),
      consignments,
      refundedCents: row.refundedCents,
      refunds: refunds.map((refund) => ({
        amountCents: refund.amountCents,
        at: refund.at.toISOString(),
      })),
      cancelledBecause: row.status === 'cancelled' ? (row.cancelledBecause ?? 'shop') : null,
    };
  }

  /** The order, if the asker may see it; otherwise not found (never saying it exists). */
  async function find(orderId: string, access: OrderAccess): Promise<OrderRow> {
    if (!/^[0-9a-f-]{36}$/i.test(orderId)) throw new AppError('not_found', NOT_FOUND);
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new AppError('not_found', NOT_FOUND);
    if (access.userId !== null && row.userId === access.userId) return row;
    if (access.token) {
      const hash = hashToken(access.token);
      const [token] = await db
        .select({ tokenHash: orderAccessTokens.tokenHash })
        .from(orderAccessTokens)
        .where(
          and(
            inArray(orderAccessTokens.tokenHash, [hash, `${CLAIMED_PREFIX}${hash}`]),
            eq(orderAccessTokens.orderId, row.id),
          ),
        );
      if (token?.tokenHash === hash) return row;
      if (token) throw new AppError('unauthorized', CLAIMED_ORDER);
    }
    throw new AppError('not_found', NOT_FOUND);
  }

  /** Creates the order's payment with the gateway once (the same payment on every later call). */
  async function ensurePayment(row: OrderRow): Promise<OrderRow> {
    if (row.paymentId) return row;
    let payment;
    try {
      payment = await deps.payments.createPayment({
        orderId: row.id,
        orderNumber: row.number,
        amountCents: cents(row.totalCents),
        email: row.email,
      });
    } catch (error) {
      if (error instanceof PaymentError) throw new AppError('unavailable', error.message);
      throw error;
    }
    const [updated] = await db
      .update(orders)
      .set({ paymentId: payment.id, updatedAt: deps.now() })
      .where(and(eq(orders.id, row.id), isNull(orders.paymentId)))
      .returning();
    if (updated) return updated;
    const [current] = await db.select().from(orders).where(eq(orders.id, row.id));
    return current!;
  }

  /** The customer's confirmation and the shop's notice of a paid order, from one reading of it. */
  async function mailPaidOrder(tx: Tx, row: OrderRow): Promise<void> {
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.position));
    const address = orderAddressView(row.shippingAddress);
    const told = {
      number: row.number,
      lines: lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        factsText: lineFactsText(line.facts),
        lineText: formatCents(cents(line.lineCents)),
      })),
      totalsText: [
        `Subtotal: ${formatCents(cents(row.subtotalCents))}`,
        ...(row.discountCents > 0
          ? [
              `Discount${row.discountCode ? ` (${row.discountCode})` : ''}: −${formatCents(cents(row.discountCents))}`,
            ]
          : []),
        `Shipping: ${formatCents(cents(row.shippingCents))}`,
        `Sales tax: ${formatCents(cents(row.taxCents))}`,
      ],
      totalText: formatCents(cents(row.totalCents)),
    };
    const street = [address.fullName, address.company, address.line1, address.line2]
      .filter(Boolean)
      .join(', ');
    const town = `${address.city}, ${address.state} ${address.postalCode}`;
    await deps.mail.confirmation(tx, {
      ...told,
      to: row.email,
      userId: row.userId,
      shipTo: `${street}, ${town}`,
      serviceName: row.shipping.serviceName,
      arrivesBy: formatLongDay(row.shipping.arrivesBy),
      orderUrl: await orderUrl(tx, row.id),
    });
    const packages = row.shipping.parcels.length;
    await deps.mail.received(tx, {
      ...told,
      email: row.email,
      shipTo: `${street}, ${town}`,
      phone: address.phone,
      deliveryTo: deliveryKindText({
        residential: address.residential,
        basis: address.deliveryBasis,
      }),
      shippingText:
        `${row.shipping.serviceName}, ${packages} ${packages === 1 ? 'package' : 'packages'}: ` +
        `ships by ${formatLongDay(row.shipping.shipsOn)}, promised by ${formatLongDay(row.shipping.arrivesBy)}.`,
      paymentText: paymentTextOf(row),
      orderUrl: await orderUrl(tx, row.id),
    });
  }

  /** A link that opens the order for whoever holds it: a new access token of its own. */
  async function orderUrl(tx: Tx, orderId: string): Promise<string> {
    return `${deps.mail.brand.publicUrl}${orderPath(orderId, await addToken(tx, orderId))}`;
  }

  /**
   * What a payment outcome does to its order, decided by the domain from the order's state alone
   * (a replayed webhook or a double click changes the order once), in one transaction with the
   * order locked. Paying sends the confirmation mail.
   */
  async function applyOutcome(outcome: PaymentOutcome): Promise<void> {
    let mailed = false;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(eq(orders.paymentId, outcome.paymentId))
        .for('update');
      if (!row) {
        deps.logger.warn({ paymentId: outcome.paymentId }, 'a payment for no known order');
        return;
      }
      const effect = paymentEffect(
        { status: row.status, totalCents: cents(row.totalCents), paymentId: row.paymentId },
        outcome,
      );
      switch (effect.action) {
        case 'mark_paid': {
          const paidAt = deps.now();
          const shipping = datesOnPayment(
            row.shipping,
            localDate(paidAt),
            deps.productionLeadBusinessDays,
          );
          await recordStatus(tx, row, 'paid', paidAt, {
            paidAt,
            paymentMessage: null,
            shipping,
          });
          await mailPaidOrder(tx, { ...row, status: 'paid', shipping });
          mailed = true;
          return;
        }
        case 'mark_failed':
          await recordStatus(tx, row, 'payment_failed', deps.now(), {
            paymentMessage: effect.message,
          });
          return;
        case 'review':
          deps.logger.error(
            { orderId: row.id, reason: effect.reason },
            'order payment needs review',
          );
          await tx
            .update(orders)
            .set({ reviewReason: effect.reason, updatedAt: deps.now() })
            .where(eq(orders.id, row.id));
          await deps.mail.needsReview(tx, {
            number: row.number,
            email: row.email,
            reason: effect.reason,
            paymentText: paymentTextOf(row),
            orderUrl: await orderUrl(tx, row.id),
          });
          mailed = true;
          return;
        case 'none':
          if (outcome.kind === 'failed') {
            await tx
              .update(orders)
              .set({ paymentMessage: outcome.message, updatedAt: deps.now() })
              .where(eq(orders.id, row.id));
          }
          return;
      }
    });
    if (mailed) deps.mailWaiting();
  }

  return {
    applyOutcome,

    /**
     * Places the checkout as an order, priced by the server from the lines' designs with the
     * shipping quote the customer chose (quoted again now) and the discount code; the discount's
     * use is counted in the same transaction. A checkout placed again answers its first order.
     */
    async place(
      input: z.output<typeof placeOrderInput>,
      userId: string | null,
    ): Promise<PlacedOrder> {
      const existing = await db
        .select()
        .from(orders)
        .where(eq(orders.checkoutId, input.checkoutId));
      if (existing[0]) return this.repeat(existing[0], userId, input);

      const lines = readLines(input.lines);
      const packages = parcelsOf(lines);
      const delivery = await deliveryKindFor(deps, input.address);
      const [{ quotes }, taxRate] = await Promise.all([
        fetchQuotes(deps, { ...input.address, residential: delivery.residential }, packages, true),
        taxRateFor(db, input.address.state),
      ]);
      const chosen = quotes.find((quote) => quoteKey(quote) === quoteKey(input.choice));
      if (!chosen) {
        throw new AppError(
          'invalid',
          'That delivery option is no longer offered for this address. Please choose another.',
          { choice: 'Choose a delivery option' },
        );
      }
      const typed = input.discountCode?.trim() ? input.discountCode : null;
      const placedAt = deps.now();
      const priced = priceOrder({
        lines: lines.map((line) => ({ unitPriceCents: line.unitCents, quantity: line.quantity })),
        shippingCents: chosen.totalNetChargeCents,
        taxRate,
        discount: typed === null ? null : { typed, found: await currentDiscountCode(deps, typed) },
        now: placedAt,
      });
      if (!priced.ok)
        throw new AppError('invalid', priced.message, { discountCode: priced.message });
      const { totals } = priced;
      if (showedAnotherTotal(input, totals.totalCents)) {
        const message = totalChangedMessage(totals.totalCents);
        throw new AppError('conflict', message, { expectedTotalCents: message });
      }

      const placed = await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            number: formatOrderNumber(localDate(placedAt), randomBytes(6)),
            checkoutId: input.checkoutId,
            checkoutKeyHash: hashToken(input.checkoutKey),
            userId,
            email: input.email.toLowerCase(),
            status: 'pending_payment',
            shippingAddress: {
              ...input.address,
              residential: delivery.residential,
              deliveryBasis: delivery.basis,
            },
            shipping: {
              serviceType: chosen.serviceType,
              serviceName: chosen.serviceName,
              packagingType: chosen.packagingType,
              transitDays: chosen.transitDays,
              shipsOn: chosen.shipsOn,
              arrivesBy: chosen.arrivesBy,
              source: chosen.source,
              parcels: parcelViews(packages),
            },
            subtotalCents: totals.subtotalCents,
            discountCents: totals.discountCents,
            discountCode: priced.discountCode,
            shippingCents: totals.shippingCents,
            taxCents: totals.taxCents,
            taxRatePercent: taxRate ? String(taxRate.ratePercent) : null,
            totalCents: totals.totalCents,
            itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
            paymentMode: deps.payments.mode,
            createdAt: placedAt,
            updatedAt: placedAt,
          })
          .onConflictDoNothing({ target: orders.checkoutId })
          .returning();
        if (!order) return null;
        if (priced.discountCode !== null) {
          const used = await tx
            .update(discountCodes)
            .set({ timesUsed: sql`${discountCodes.timesUsed} + 1`, updatedAt: placedAt })
            .where(
              and(
                eq(discountCodes.code, priced.discountCode),
                sql`(${discountCodes.usageLimit} is null or ${discountCodes.timesUsed} < ${discountCodes.usageLimit})`,
              ),
            )
            .returning({ code: discountCodes.code });
          if (used.length === 0) {
            throw new AppError('invalid', 'This code has just been used up.', {
              discountCode: 'This code has just been used up.',
            });
          }
        }
        await tx.insert(orderLines).values(
          lines.map((line) => ({
            orderId: order.id,
            position: line.index,
            name: line.name,
            design: storedDesignOf(line.design),
            facts: {
              dimensions: designDimensionsText(line.design),
              weightLb: designWeightLb(line.design),
              kind: line.design.kind,
              finish: designFinishText(line.design),
            },
            quantity: line.quantity,
            unitCents: line.unitCents,
            lineCents: line.lineCents,
          })),
        );
        await tx.insert(orderStatusHistory).values({
          orderId: order.id,
          fromStatus: null,
          toStatus: 'pending_payment',
          createdAt: placedAt,
        });
        const accessToken = await addToken(tx, order.id);
        return { order, accessToken };
      });
      if (placed === null) {
        // The same checkout was placed at the same moment: answer that order.
        const [first] = await db
          .select()
          .from(orders)
          .where(eq(orders.checkoutId, input.checkoutId));
        return this.repeat(first!, userId, input);
      }
      const withPayment = await ensurePayment(placed.order);
      return { order: await view(withPayment), accessToken: placed.accessToken };
    },

    /**
     * A checkout placed again (a second press, an answer lost on the way): its order, and a new
     * token, for whoever placed it — the customer it belongs to, and for a guest's order the
     * browser holding the checkout's key. The checkout id alone, which is in the page's address,
     * opens nothing.
     */
    async repeat(
      row: OrderRow,
      userId: string | null,
      input: Pick<z.output<typeof placeOrderInput>, 'checkoutKey' | 'expectedTotalCents'>,
    ): Promise<PlacedOrder> {
      if (row.userId !== null && row.userId !== userId) throw new AppError('not_found', NOT_FOUND);
      if (row.userId === null && !sameHash(row.checkoutKeyHash, hashToken(input.checkoutKey))) {
        throw new AppError('conflict', CHECKOUT_ALREADY_PLACED);
      }
      // Placed again with another address or total (an old checkout page): say which order this
      // checkout is, rather than answer it as if it were the one now on the page.
      if (showedAnotherTotal(input, row.totalCents)) {
        throw new AppError(
          'conflict',
          `This checkout was placed before, as order ${row.number} for ${formatCents(cents(row.totalCents))}. To order with another address or total, go back to the cart and check out again.`,
        );
      }
      const accessToken = await addToken(db, row.id);
      return { order: await view(await ensurePayment(row)), accessToken };
    },

    async get(orderId: string, access: OrderAccess): Promise<OrderView> {
      return view(await find(orderId, access));
    },

    /** The designs of an order's lines, for its assembly instructions. */
    async designs(orderId: string, access: OrderAccess) {
      const row = await find(orderId, access);
      const lines = await db
        .select({ name: orderLines.name, quantity: orderLines.quantity, design: orderLines.design })
        .from(orderLines)
        .where(eq(orderLines.orderId, row.id))
        .orderBy(asc(orderLines.position));
      return { number: row.number, lines };
    },

    /**
     * Pays an order with a card through the test gateway: a declined card leaves the order
     * payable with the card's message; a paid order stays paid whatever comes next.
     */
    async payWithTestCard(
      orderId: string,
      access: OrderAccess,
      card: TestCardInput,
    ): Promise<OrderView> {
      if (deps.payments.mode !== 'test') {
        throw new AppError('invalid', 'This shop takes cards through Stripe.');
      }
      let row = await find(orderId, access);
      if (!isPayable(row.status)) return view(row);
      row = await ensurePayment(row);
      let confirmation;
      try {
        confirmation = await deps.payments.confirmCard(row.paymentId!, card);
      } catch (error) {
        if (error instanceof PaymentError) throw new AppError('invalid', error.message);
        throw error;
      }
      if (!confirmation.ok) {
        const fields = Object.fromEntries(
          Object.entries(confirmation.fields).map(([field, message]) => [`card.${field}`, message]),
        );
        throw new AppError(
          'invalid',
          Object.values(confirmation.fields)[0] ?? 'Check the card details.',
          fields,
        );
      }
      const outcome = outcomeOf(confirmation.payment);
      if (outcome) await applyOutcome(outcome);
      return view(await find(orderId, access));
    },

    /** A signed-in customer's orders, newest first. */
    async list(userId: string): Promise<OrderSummary[]> {
      const rows = await db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          createdAt: orders.createdAt,
          totalCents: orders.totalCents,
          itemCount: orders.itemCount,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(200);
      return rows.map((row) => ({
        id: row.id,
        number: row.number,
        status: row.status,
        statusLabel: ORDER_STATUS_LABELS[row.status],
        createdAt: row.createdAt.toISOString(),
        totalCents: row.totalCents,
        itemCount: Number(row.itemCount),
      }));
    },

    /**
     * Gives a customer with a verified address the paid guest orders placed with it. An unpaid one
     * stays with its link: anyone can order in someone else's name, and it would sit in their
     * account, payable, with a stranger's address. The links of a claimed order end: its page is the
     * customer's own now (a mail sent later carries a link of its own).
     */
    async claim(user: { id: string; email: string }): Promise<number> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(orders)
          .set({ userId: user.id, updatedAt: deps.now() })
          .where(
            and(
              isNull(orders.userId),
              isNotNull(orders.paidAt),
              sql`lower(${orders.email}) = lower(${user.email})`,
            ),
          )
          .returning({ id: orders.id });
        if (claimed.length > 0) {
          await tx
            .update(orderAccessTokens)
            .set({ tokenHash: sql`${CLAIMED_PREFIX} || ${orderAccessTokens.tokenHash}` })
            .where(
              and(
                inArray(
                  orderAccessTokens.orderId,
                  claimed.map((order) => order.id),
                ),
                notLike(orderAccessTokens.tokenHash, `${CLAIMED_PREFIX}%`),
              ),
            );
        }
        return claimed.length;
      });
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
