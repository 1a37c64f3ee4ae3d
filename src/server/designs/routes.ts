import { Hono } from 'hono';
import { EMPTY_DESIGN_MESSAGE } from '../../domain/design/validate.ts';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { API_ROUTES } from '../lib/api-routes.ts';
import { acceptDesign } from '../lib/design-check.ts';
import { rateLimit } from '../lib/rate-limit.ts';
import { readJson } from '../lib/validate.ts';
import { findSharedDesign, shareDesign } from './service.ts';

export const NO_DESIGN_MESSAGE = EMPTY_DESIGN_MESSAGE;

export function designRoutes(db: Database, publicUrl: string) {
  return new Hono<AppEnv>()
    .post(
      '/',
      rateLimit({
        limit: 20,
        windowMs: 10 * 60_000,
        message: 'Too many designs shared from here. Please wait a few minutes and try again.',
      }),
      async (c) => {
        const body = await readJson(c, API_ROUTES.sharedDesigns.share.body.schema);
        const design = acceptDesign(
          { ...body, configurations: body.configurationData },
          NO_DESIGN_MESSAGE,
        );
        const shared = await shareDesign(
          db,
          { design, details: body.details, thumbnailUrl: body.thumbnailUrl ?? null },
          { publicUrl, userId: c.get('user')?.id ?? null, now: c.get('clock')() },
        );
        return c.json(shared, 201);
      },
    )
    .get('/:id', async (c) => c.json(await findSharedDesign(db, c.req.param('id'))));
}
