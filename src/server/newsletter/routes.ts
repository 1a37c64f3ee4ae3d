import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { readJson } from '../lib/validate.ts';
import { rateLimit } from '../lib/rate-limit.ts';
import { subscribe } from './service.ts';

const subscribeBody = z.object({
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.com.' })),
});

export function newsletterRoutes(db: Database) {
  return new Hono<AppEnv>().post(
    '/',
    rateLimit({
      limit: 10,
      windowMs: 60_000,
      message: 'Too many sign-ups from here. Please wait a minute and try again.',
    }),
    async (c) => {
      const { email } = await readJson(c, subscribeBody);
      const status = await subscribe(db, email);
      return c.json({ status }, status === 'subscribed' ? 201 : 200);
    },
  );
}
