import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { API_ROUTES } from '../lib/api-routes.ts';
import { readJson } from '../lib/validate.ts';
import { rateLimit } from '../lib/rate-limit.ts';
import { confirmSubscription, subscribe } from './service.ts';

export const SUBSCRIPTION_LINK_INVALID =
  'This subscription link is invalid or was already used. Subscribe again to get a new one.';

/** What the newsletter needs from the mail feature (app.ts wires it to the outbox). */
export type NewsletterMail = (email: string, token: string) => Promise<void>;

/**
 * `POST /api/newsletter {email}` answers 202 "check your inbox" for every valid address, new,
 * waiting or confirmed (double opt-in; no one learns who is subscribed). `POST
 * /api/newsletter/confirm {token}` confirms the address the mailed link names.
 */
export function newsletterRoutes(db: Database, mail: NewsletterMail) {
  return new Hono<AppEnv>()
    .post(
      '/',
      rateLimit({
        limit: 10,
        windowMs: 60_000,
        message: 'Too many sign-ups from here. Please wait a minute and try again.',
      }),
      async (c) => {
        const { email } = await readJson(c, API_ROUTES.newsletter.subscribe.body.schema);
        await subscribe(db, email, mail, c.get('clock')());
        return c.json({ status: 'check_inbox' as const }, 202);
      },
    )
    .post(
      '/confirm',
      rateLimit({
        limit: 20,
        windowMs: 60_000,
        message: 'Too many attempts from here. Please wait a minute and try again.',
      }),
      async (c) => {
        const { token } = await readJson(c, API_ROUTES.newsletter.confirm.body.schema);
        if (!(await confirmSubscription(db, token, c.get('clock')()))) {
          throw new AppError('not_found', SUBSCRIPTION_LINK_INVALID);
        }
        return c.json({ status: 'confirmed' as const });
      },
    );
}
