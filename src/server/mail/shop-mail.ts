import type { Clock } from '../lib/clock.ts';
import { enqueueMail, type Writer } from './outbox.ts';
import { shopMessageMail, type MailBrand } from './templates.ts';

/**
 * Mail to the shop itself: a contact message or programme application, queued to the shop's
 * inbox in the transaction that stores it (messages/routes.ts); `sent` nudges the worker.
 */
export function shopInboxMail(brand: MailBrand, address: string, sent: () => void, clock: Clock) {
  return {
    queue: async (tx: Writer, message: Parameters<typeof shopMessageMail>[1]) => {
      await enqueueMail(
        tx,
        {
          kind: 'shop-message',
          to: address,
          // Answering goes to the customer, not back to the shop.
          replyTo: message.email,
          ...shopMessageMail(brand, message),
        },
        clock(),
      );
    },
    queued: sent,
  };
}
