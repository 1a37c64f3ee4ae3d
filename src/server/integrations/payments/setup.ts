import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { StripeGateway } from './stripe-gateway.ts';
import { TestGateway } from './test-gateway.ts';

export type ShopPaymentGateway = StripeGateway | TestGateway;

/** Stripe when its keys are set; the built-in test gateway otherwise (never in production). */
export function paymentGateway(config: Config, db: Database, clock: Clock): ShopPaymentGateway {
  return config.stripe
    ? new StripeGateway(config.stripe, { clock })
    : new TestGateway(db, { now: clock });
}
