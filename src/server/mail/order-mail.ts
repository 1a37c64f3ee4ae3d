import { enqueueMail } from './outbox.ts';
import type { Writer } from './outbox.ts';
import { orderConfirmationMail } from './templates.ts';
import type { MailBrand } from './templates.ts';

export type OrderConfirmation = Parameters<typeof orderConfirmationMail>[1] & {
  readonly to: string;
  readonly userId: string | null;
};

/** The order mails, written to the outbox in the transaction that changed the order. */
export function orderMail(brand: MailBrand) {
  return {
    brand,
    async confirmation(writer: Writer, input: OrderConfirmation): Promise<void> {
      await enqueueMail(writer, {
        kind: 'order-confirmation',
        to: input.to,
        userId: input.userId,
        ...orderConfirmationMail(brand, input),
      });
    },
  };
}

export type OrderMail = ReturnType<typeof orderMail>;
