import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { PublicConfig } from '../config.ts';

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

const PUBLIC_CONFIG_MARKER = '<!--PUBLIC_CONFIG-->';

/** JSON safe to place inside a script element: no sequence can close the element. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Serves the built single-page app: hashed assets with a year's caching, other static files,
 * and index.html (with the public configuration) for every app route. A missing file answers a
 * real 404 rather than the app.
 */
export async function spaRoutes(webRoot: string, config: PublicConfig) {
  const template = await readFile(join(webRoot, 'index.html'), 'utf8').catch(() => {
    throw new Error(`The shop's pages are not built (${webRoot}/index.html). Run: npm run build`);
  });
  const index = template.replace(PUBLIC_CONFIG_MARKER, jsonForHtml(config));
  const root = normalize(webRoot + sep);

  return new Hono<AppEnv>().get('*', async (c) => {
    const path = decodeURIComponentSafe(c.req.path);
    if (path === null) return c.text('Not found', 404);
    const isAsset = path.startsWith('/assets/');
    const extension = extname(path);

    if (isAsset || (extension !== '' && path !== '/index.html')) {
      const file = normalize(join(root, path));
      if (!file.startsWith(root)) return c.text('Not found', 404);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return c.text('Not found', 404);
      c.header('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
      c.header(
        'Cache-Control',
        isAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      return c.body(await readFile(file));
    }

    c.header('Content-Type', CONTENT_TYPES['.html']);
    c.header('Cache-Control', 'no-cache');
    return c.body(index);
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
