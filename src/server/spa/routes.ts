import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { PublicConfig } from '../config.ts';
import { acceptedEncodings, compressOnTheFly, type Encoding } from '../lib/compression.ts';
import { jsonForHtml } from '../lib/json-for-html.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** Text formats the build keeps brotli and gzip copies of (`name.br`, `name.gz`, vite.config.ts). */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.wasm',
]);

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const PUBLIC_CONFIG_MARKER = '<!--PUBLIC_CONFIG-->';
/** Where the built page names its Content-Security-Policy nonce (vite.config.ts `html.cspNonce`). */
export const CSP_NONCE_PLACEHOLDER = 'CSP_NONCE_PLACEHOLDER';

/**
 * Serves the built single-page app: hashed assets with a year's caching, other static files,
 * and index.html (with the public configuration) for every app route. A missing file answers a
 * real 404 rather than the app.
 */
export async function spaRoutes(
  webRoot: string,
  config: PublicConfig,
  /** A page's status and extra head tags, where the server knows them (a product page, say). */
  pageHead: (path: string) => Promise<{ status: 200 | 404; head: string } | null> = async () =>
    null,
) {
  const template = await readFile(join(webRoot, 'index.html'), 'utf8').catch(() => {
    throw new Error(`The shop's pages are not built (${webRoot}/index.html). Run: npm run build`);
  });
  // The page every route answers: a fresh nonce each time (style elements the app inserts carry
  // it, security/headers.ts), so it is compressed per answer, quickly; it is about 1 KB.
  const parts = template
    .replace(PUBLIC_CONFIG_MARKER, jsonForHtml(config))
    .split(CSP_NONCE_PLACEHOLDER);
  const pageWith = (nonce: string, head = '') =>
    Buffer.from(head ? parts.join(nonce).replace('</head>', `${head}</head>`) : parts.join(nonce));
  const root = normalize(webRoot + sep);

  /** Sends `plain`, or its compressed copy the browser accepts, saying which and that it varies. */
  const send = async (
    c: Context,
    plain: Buffer | string,
    compressed: (encoding: Encoding) => Promise<Buffer | null>,
  ) => {
    c.header('Vary', 'Accept-Encoding');
    for (const encoding of acceptedEncodings(c.req.header('accept-encoding'))) {
      const body = await compressed(encoding);
      if (body) {
        c.header('Content-Encoding', encoding);
        return c.body(new Uint8Array(body));
      }
    }
    return c.body(typeof plain === 'string' ? await readFile(plain) : new Uint8Array(plain));
  };

  return new Hono<AppEnv>().get('*', async (c) => {
    const path = decodeURIComponentSafe(c.req.path);
    if (path === null) return c.text('Not found', 404);
    const isAsset = path.startsWith('/assets/');
    const extension = extname(path);

    if (isAsset || (extension !== '' && path !== '/index.html')) {
      // Source maps are built for error reports, never served; nor are the compressed copies.
      if (extension === '.map' || extension === '.br' || extension === '.gz') {
        return c.text('Not found', 404);
      }
      const file = normalize(join(root, path));
      if (!file.startsWith(root)) return c.text('Not found', 404);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return c.text('Not found', 404);
      c.header('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
      c.header(
        'Cache-Control',
        isAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      if (!COMPRESSIBLE.has(extension)) return c.body(new Uint8Array(await readFile(file)));
      return send(c, file, (encoding) => readFile(`${file}${SUFFIX[encoding]}`).catch(() => null));
    }

    const known = await pageHead(path);
    if (known?.status === 404) c.status(404);
    c.header('Content-Type', CONTENT_TYPES['.html']);
    // A page is never stored: each carries its own nonce.
    c.header('Cache-Control', 'no-store');
    const nonce = randomBytes(16).toString('base64');
    c.set('cspNonce', nonce);
    const page = pageWith(nonce, known?.head);
    return send(c, page, (encoding) => compressOnTheFly[encoding](page));
  });
}

function decodeURIComponentSafe(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}
