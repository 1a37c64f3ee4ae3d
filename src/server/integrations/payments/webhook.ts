import { Hono } from 'hono';
import type { ErrorBody } from '../../errors.ts';
import { PaymentError } from './gateway.ts';
import type { StripeGateway, StripeWebhookEvent } from './stripe-gateway.ts';

/**
 * Stripe's webhook endpoint: verifies the signature on the raw body, hands each event to
 * `onEvent` and answers 200 once it has been handled. A bad signature gets 400 and reaches
 * nothing; a failure inside `onEvent` gets 500, so Stripe sends the event again later. Stripe
 * may send an event more than once: `onEvent` must change an order once however often it hears
 * of it (paymentEffect in src/domain/orders/payment-outcome.ts decides from the order's state).
 */
export function stripeWebhookRoutes(
  gateway: StripeGateway,
  onEvent: (event: StripeWebhookEvent) => Promise<void>,
) {
  return new Hono().post('/', async (c) => {
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    let event: StripeWebhookEvent;
    try {
      event = gateway.parseWebhook(rawBody, c.req.header('stripe-signature'));
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      const body: ErrorBody = { error: { kind: 'invalid', message: error.message } };
      return c.json(body, 400);
    }
    await onEvent(event);
    return c.json({ received: true });
  });
}
