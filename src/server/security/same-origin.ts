import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE =
  'This request came from another site, so the shop refused it. Please use the shop’s own pages.';
export const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * Cross-site writes refused: every call that changes something must come from one of the shop's
 * own origins (the `Origin` header, or `Sec-Fetch-Site: same-origin` from a browser that sends no
 * Origin) and carry any body as `application/json`, which a cross-site form or a `text/plain`
 * fetch cannot send without asking the browser's permission first. SameSite cookies alone leave a
 * site's other ports and subdomains able to write; this closes that. `exempt` names the calls
 * with their own guard (better-auth checks origins itself, Stripe signs its webhook, browsers
 * send CSP reports as `application/csp-report`).
 */
/**
 * Whether a request really carries a body. A browser's DELETE without one may send neither
 * Content-Length nor Transfer-Encoding, yet the server still sees a (empty) body stream.
 */
async function hasBody(request: Request): Promise<boolean> {
  if (request.body === null || request.headers.get('content-length') === '0') return false;
  return (await request.clone().arrayBuffer()).byteLength > 0;
}

export function sameOriginWrites({
  origins,
  exempt,
}: {
  origins: readonly string[];
  exempt: (path: string) => boolean;
}): MiddlewareHandler {
  const allowed = new Set(origins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (READS.has(c.req.method) || exempt(c.req.path)) return next();
    const origin = c.req.header('origin');
    const sameSite = origin
      ? allowed.has(origin)
      : c.req.header('sec-fetch-site') === 'same-origin';
    if (!sameSite) throw new AppError('forbidden', CROSS_SITE_MESSAGE);
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json' && (await hasBody(c.req.raw))) {
      throw new AppError('unsupported_media_type', NOT_JSON_MESSAGE);
    }
    await next();
  };
}
