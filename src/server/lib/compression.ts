import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** The encodings the request accepts of brotli and gzip, best first (a q of 0 refuses one). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = quality.get('*') ?? 0;
  return (['br', 'gzip'] as const)
    .map((encoding) => ({ encoding, q: quality.get(encoding) ?? wildcard }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ encoding }) => encoding);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Fast settings: an answer is compressed each time it is sent (decision 014). */
export const compressOnTheFly: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => gzipped(body, { level: 6 }),
};

const TEXT = /^(application\/(json|xml|problem\+json)|text\/)/i;

/**
 * Compresses text answers (JSON, HTML, XML) of at least `threshold` bytes with the best encoding
 * the caller accepts. Smaller answers, pictures and answers that are already encoded or say
 * `no-transform` pass as they are; every text answer says it varies by Accept-Encoding.
 */
export function compressText({ threshold = 1024 }: { threshold?: number } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (!TEXT.test(type) || c.req.method === 'HEAD') return;
    if (
      res.headers.has('content-encoding') ||
      /no-transform/i.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    res.headers.append('Vary', 'Accept-Encoding');
    const [encoding] = acceptedEncodings(c.req.header('accept-encoding'));
    // Only now the body: reading it turns the server's lightweight answer into a full Response,
    // which a caller that accepts no encoding should not pay for.
    if (!encoding || !res.body) return;
    const body = Buffer.from(await res.arrayBuffer());
    const compressed = body.byteLength >= threshold ? await compressOnTheFly[encoding](body) : null;
    // Hono copies the old answer's headers onto the new one: adjust them after.
    c.res = new Response(new Uint8Array(compressed ?? body), res);
    c.res.headers.delete('Content-Length');
    if (compressed) c.res.headers.set('Content-Encoding', encoding);
  };
}
