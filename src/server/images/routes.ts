import { Hono } from 'hono';
import { IMAGE_PRESETS } from '../../contract/images.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';
import { API_ROUTES, PICTURE_SIZES_MESSAGE } from '../lib/api-routes.ts';
import type { ImageStore } from '../lib/image-store.ts';
import { readQuery } from '../lib/validate.ts';

/**
 * A week fresh, then served while revalidated for a month: pictures change only with a release,
 * and the ETag makes a revalidation cheap. CDNs may keep them too.
 */
export const IMAGE_CACHE = 'public, max-age=604800, stale-while-revalidate=2592000';

const PRESETS = Object.values(IMAGE_PRESETS);
const NO_IMAGE = 'There is no picture at this address.';

/** The path after `/images/`, decoded; '' (no such picture) when it cannot be decoded. */
function storePath(url: string): string {
  const { pathname } = new URL(url);
  try {
    return decodeURIComponent(pathname.slice(pathname.indexOf('/images/') + '/images/'.length));
  } catch {
    return '';
  }
}

/** `GET /api/images/{path}?w=&q=`: a stored picture as WebP at one of the storefront's sizes. */
export function imageRoutes(store: ImageStore) {
  return new Hono<AppEnv>().get('/*', async (c) => {
    const { w, q } = readQuery(c, API_ROUTES.pictures.image.query);
    const [width, quality] = [Number(w), Number(q)];
    // Each value is one of the shop's; together they must be one of its pairs.
    if (!PRESETS.some((preset) => preset.width === width && preset.quality === quality)) {
      throw new AppError('invalid', PICTURE_SIZES_MESSAGE);
    }
    const image = await store.resized(storePath(c.req.url), width, quality);
    if (!image) throw new AppError('not_found', NO_IMAGE);
    c.header('Cache-Control', IMAGE_CACHE);
    c.header('ETag', image.etag);
    if (c.req.header('if-none-match') === image.etag) return c.body(null, 304);
    c.header('Content-Type', 'image/webp');
    return c.body(new Uint8Array(image.body));
  });
}
