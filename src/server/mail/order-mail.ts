import type { Clock } from '../lib/clock.ts';
import { enqueueMail } from './outbox.ts';
import type { Writer } from './outbox.ts';
import {
  newOrderMail,
  orderConfirmationMail,
  orderDeliveredMail,
  orderInProductionMail,
  orderRefundedMail,
  orderReviewMail,
  orderShippedMail,
} from './templates.ts';
import type { MailBrand, MailContent } from './templates.ts';

export type OrderConfirmation = Parameters<typeof orderConfirmationMail>[1] & {
  readonly to: string;
  readonly userId: string | null;
};
export type ShopOrderNotice = Parameters<typeof newOrderMail>[1];
export type ShopOrderReview = Parameters<typeof orderReviewMail>[1];

/** A mail to an order's customer about the order's progress. */
type ToCustomer<T> = T & { readonly to: string; readonly userId: string | null };

/**
 * The order mails, written to the outbox in the transaction that changed the order: the
 * customer's confirmation, and the shop's own notices to `shopInbox` (a paid order to make, money
 * an order could not take), each answering to the customer.
 */
export function orderMail(brand: MailBrand, shopInbox: string, clock: Clock) {
  /** A notice to the shop's inbox about a customer's order; answering it writes to them. */
  const toShop = (writer: Writer, customer: string, content: MailContent) =>
    enqueueMail(
      writer,
      { kind: 'shop-order', to: shopInbox, replyTo: customer, ...content },
      clock(),
    );
  /** A mail to the order's customer about its progress, from one of the templates. */
  const toCustomer =
    <I>(template: (brand: MailBrand, input: I) => MailContent) =>
    async (writer: Writer, input: ToCustomer<I>): Promise<void> => {
      await enqueueMail(
        writer,
        { kind: 'order-progress', to: input.to, userId: input.userId, ...template(brand, input) },
        clock(),
      );
    };
  return {
    brand,
    async confirmation(writer: Writer, input: OrderConfirmation): Promise<void> {
      await enqueueMail(
        writer,
        {
          kind: 'order-confirmation',
          to: input.to,
          userId: input.userId,
          ...orderConfirmationMail(brand, input),
        },
        clock(),
      );
    },
    async received(writer: Writer, order: ShopOrderNotice): Promise<void> {
      await toShop(writer, order.email, newOrderMail(brand, order));
    },
    async needsReview(writer: Writer, order: ShopOrderReview): Promise<void> {
      await toShop(writer, order.email, orderReviewMail(brand, order));
    },
    inProduction: toCustomer(orderInProductionMail),
    shipped: toCustomer(orderShippedMail),
    delivered: toCustomer(orderDeliveredMail),
    refunded: toCustomer(orderRefundedMail),
  };
}

export type OrderMail = ReturnType<typeof orderMail>;
