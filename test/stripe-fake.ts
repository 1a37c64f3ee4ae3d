import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { LoopbackServer } from './loopback-server.ts';
import { TEST_CARD_OUTCOMES } from '../src/server/integrations/payments/test-cards.ts';
import type { Clock } from '../src/server/lib/clock.ts';

/**
 * A local stand-in for the few Stripe endpoints the shop uses, built from Stripe's API reference:
 * POST /v1/payment_intents, GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/cancel and
 * POST /v1/refunds, with form-encoded bodies, bearer-key authentication, Stripe's error shapes,
 * and Idempotency-Key honoured (the same key and parameters replay the first answer; other
 * parameters are refused).
 * What the browser does with Stripe.js (confirming with a card) is done here by confirm(). Its
 * times (an intent's, a refund's, an event's, a webhook's signature) are read from the test's clock.
 */

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  livemode: false;
  created: number;
};

type Stored = { params: string; status: number; body: unknown };

/** Stripe's Refund object, with the fields the shop reads. */
type StripeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`metadata[orderId]=…`) read back into nested objects. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

function stripeError(c: Context, status: 400 | 401 | 404 | 500, error: Record<string, unknown>) {
  return c.json({ error }, status);
}

export class StripeFake {
  readonly intents = new Map<string, Intent>();
  readonly refunds: StripeRefund[] = [];
  /** Every POST that created a PaymentIntent (a replay creates none). */
  created = 0;
  /** Answer every call with Stripe's 500 api_error. */
  failing = false;
  private readonly idempotency = new Map<string, Stored>();
  private readonly http: LoopbackServer;

  constructor(
    readonly secretKey: string,
    private readonly clock: Clock,
  ) {
    this.http = new LoopbackServer(this.app().fetch);
  }

  /** Stripe's times: whole seconds since the epoch. */
  private seconds(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  /** The Stripe-Signature Stripe sends with a webhook: signed with `secret`, `ageSeconds` ago. */
  signature(payload: string, secret: string, ageSeconds = 0): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: this.seconds() - ageSeconds,
    });
  }

  get port(): number {
    return this.http.port;
  }

  private app() {
    return new Hono()
      .use(async (c, next) => {
        if (c.req.header('authorization') !== `Bearer ${this.secretKey}`) {
          return stripeError(c, 401, {
            type: 'invalid_request_error',
            message: 'Invalid API Key provided.',
          });
        }
        if (this.failing) {
          return stripeError(c, 500, {
            type: 'api_error',
            message: 'An unknown error occurred.',
          });
        }
        await next();
      })
      .post('/v1/payment_intents', async (c) => {
        const params = parseStripeForm(await c.req.text());
        const replay = this.replay(c, params);
        if (replay) return replay;
        const amount = Number(params.amount);
        if (!Number.isSafeInteger(amount) || amount < 50) {
          return stripeError(c, 400, {
            type: 'invalid_request_error',
            code: 'amount_too_small',
            param: 'amount',
            message: 'Amount must be at least $0.50 usd',
          });
        }
        if (typeof params.currency !== 'string') {
          return stripeError(c, 400, {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            param: 'currency',
            message: 'Missing required param: currency.',
          });
        }
        const intentId = id('pi');
        const automatic = params.automatic_payment_methods as { enabled?: string } | undefined;
        const intent: Intent = {
          id: intentId,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: params.currency,
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
          description: typeof params.description === 'string' ? params.description : null,
          receipt_email: typeof params.receipt_email === 'string' ? params.receipt_email : null,
          metadata: (params.metadata ?? {}) as Record<string, string>,
          automatic_payment_methods: automatic ? { enabled: automatic.enabled === 'true' } : null,
          last_payment_error: null,
          livemode: false,
          created: this.seconds(),
        };
        this.intents.set(intentId, intent);
        this.created += 1;
        this.remember(c, params, intent);
        return c.json(intent);
      })
      .post('/v1/refunds', async (c) => {
        const params = parseStripeForm(await c.req.text());
        const replay = this.replay(c, params);
        if (replay) return replay;
        const intent = this.intents.get(String(params.payment_intent));
        if (!intent) {
          return stripeError(c, 404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_intent',
            message: `No such payment_intent: '${String(params.payment_intent)}'`,
          });
        }
        if (intent.status !== 'succeeded') {
          return stripeError(c, 400, {
            type: 'invalid_request_error',
            code: 'charge_not_refundable',
            message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          });
        }
        const refunded = this.refunds
          .filter((refund) => refund.payment_intent === intent.id)
          .reduce((sum, refund) => sum + refund.amount, 0);
        const left = intent.amount_received - refunded;
        const amount = params.amount === undefined ? left : Number(params.amount);
        if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
          return stripeError(c, 400, {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            param: 'amount',
            message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          });
        }
        const refund: StripeRefund = {
          id: id('re'),
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
          reason: typeof params.reason === 'string' ? params.reason : null,
          metadata: (params.metadata ?? {}) as Record<string, string>,
          created: this.seconds(),
        };
        this.refunds.push(refund);
        this.remember(c, params, refund);
        return c.json(refund);
      })
      .post('/v1/payment_intents/:id/cancel', async (c) => {
        const intent = this.intents.get(c.req.param('id'));
        if (!intent) {
          return stripeError(c, 404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'intent',
            message: `No such payment_intent: '${c.req.param('id')}'`,
          });
        }
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return stripeError(c, 400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
          });
        }
        intent.status = 'canceled';
        return c.json(intent);
      })
      .get('/v1/payment_intents/:id', (c) => {
        const intent = this.intents.get(c.req.param('id'));
        if (!intent) {
          return stripeError(c, 404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'intent',
            message: `No such payment_intent: '${c.req.param('id')}'`,
          });
        }
        return c.json(intent);
      });
  }

  /** The first answer to a request sent again with the same Idempotency-Key, or a refusal. */
  private replay(c: Context, params: Record<string, unknown>): Response | null {
    const key = c.req.header('idempotency-key');
    if (!key) return null;
    const stored = this.idempotency.get(key);
    if (!stored) return null;
    if (stored.params !== JSON.stringify(params, Object.keys(params).sort())) {
      return stripeError(c, 400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    c.header('Idempotent-Replayed', 'true');
    return c.json(stored.body, stored.status as 200);
  }

  /** Keeps a successful answer for a later request with the same Idempotency-Key. */
  private remember(c: Context, params: Record<string, unknown>, body: unknown): void {
    const key = c.req.header('idempotency-key');
    if (key) {
      this.idempotency.set(key, {
        params: JSON.stringify(params, Object.keys(params).sort()),
        status: 200,
        body,
      });
    }
  }

  /** What Stripe.js does in the browser: confirm the intent with a test card. */
  confirm(intentId: string, cardNumber: string): Intent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`No such payment_intent: ${intentId}`);
    const outcome = TEST_CARD_OUTCOMES[cardNumber];
    if (outcome === undefined) throw new Error(`${cardNumber} is not one of Stripe's test cards`);
    if (outcome === 'succeeds') {
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        last_payment_error: null,
      });
    } else {
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'card_error',
          code: outcome.code,
          ...(outcome.declineCode && { decline_code: outcome.declineCode }),
          message: outcome.message,
        },
      });
    }
    return structuredClone(intent);
  }

  /** The event Stripe would send to the webhook about an intent, as JSON text. */
  event(type: string, intent: Intent): string {
    return JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: this.seconds(),
      type,
      data: { object: intent },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  }

  /** Starts listening (on the port it had before, after a stop). */
  async start(): Promise<this> {
    await this.http.start();
    return this;
  }

  /** Stops listening: calls are refused until start() again. */
  async stop(): Promise<void> {
    await this.http.stop();
  }
}
