import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as streamingBodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.ts';

/**
 * Refuses request bodies over `maxSize` bytes. A body with a Content-Length is judged by it (Node
 * never reads past the length it announced); any other body is counted as it streams in. GET and
 * HEAD pass untouched, so the commonest calls stay on the server's fast path.
 */
export function bodyLimit(options: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler<AppEnv> {
  const streaming = streamingBodyLimit(options);
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined) {
      const bytes = Number(length);
      if (!Number.isSafeInteger(bytes) || bytes < 0 || bytes > options.maxSize) {
        return options.onError(c);
      }
      return next();
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return streaming(c, next);
  };
}
