import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import type { ImageStore } from '../lib/image-store.ts';
import type { Logger } from '../logger.ts';
import { readAbout, readBanner, readHome } from './storefront-service.ts';

/** Answers every visitor alike: shared caches may keep them briefly; the owner's edit shows soon. */
const SHORT_PUBLIC_CACHE = 'public, max-age=60';

/** `GET /api/home`, `GET /api/banner`, `GET /api/about`: the owner-managed storefront content. */
export function storefrontRoutes(
  db: Database,
  pictures: Pick<ImageStore, 'urlOf'>,
  logger: Logger,
) {
  return new Hono<AppEnv>()
    .get('/home', async (c) => {
      c.header('Cache-Control', SHORT_PUBLIC_CACHE);
      return c.json(await readHome(db, pictures));
    })
    .get('/banner', async (c) => {
      const banner = await readBanner(db, (bannerId) =>
        logger.warn({ bannerId }, 'a banner with unreadable content segments was left out'),
      );
      c.header('Cache-Control', SHORT_PUBLIC_CACHE);
      return c.json(banner);
    })
    .get('/about', async (c) => {
      // Asked again every time: the owner's change to the About page shows on the next visit.
      c.header('Cache-Control', 'no-cache');
      return c.json(await readAbout(db));
    });
}
