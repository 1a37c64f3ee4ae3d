import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { PublicConfig } from '../config.ts';
import { millisecondsOf, systemClock, type Clock } from '../lib/clock.ts';
import { acceptedEncodings, compressOnTheFly, type Encoding } from '../lib/compression.ts';
import {
  CHROME_HIDING_FLAGS,
  FIRST_SCREEN_DATA_ID,
  type FirstScreen,
  type FirstScreenData,
  type FirstScreenWriter,
} from '../../contract/first-screen.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { jsonForHtml } from '../lib/json-for-html.ts';
import { keptScreens } from './kept-screens.ts';

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

const EMPTY_ROOT = '<div id="root"></div>';
/** The element after a written screen, which its first paint waits for. */
const WRITTEN_SCREEN_END_ID = 'written-screen-end';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const PUBLIC_CONFIG_MARKER = '<!--PUBLIC_CONFIG-->';
/**
 * The owner's admin (`/admin/*`): never indexed, nor its links followed, whoever asks. The app
 * shows it to admins only; everyone else gets the not-found screen at these addresses.
 */
const KEPT_OUT_OF_SEARCH = /^\/admin(?:\/|$)/;
const NOINDEX = 'noindex, nofollow';

/** Where the built page names its Content-Security-Policy nonce (vite.config.ts `html.cspNonce`). */
export const CSP_NONCE_PLACEHOLDER = 'CSP_NONCE_PLACEHOLDER';

/** A page's status and extra head tags, and its own title and description where it has them. */
export interface PageAnswerHead {
  status: 200 | 404;
  head: string;
  title?: string | undefined;
  description?: string | undefined;
}

/**
 * Serves the built single-page app: hashed assets with a year's caching, other static files,
 * and index.html (with the public configuration) for every app route. A missing file answers a
 * real 404 rather than the app.
 */
export async function spaRoutes(
  webRoot: string,
  config: PublicConfig,
  /** A page's status and extra head tags, where the server knows them (a product page, say). */
  pageHead: (path: string) => Promise<PageAnswerHead | null> = async () => null,
  /** Writes a page's first screen into its answer, where the app can (docs/decisions/020). */
  firstScreen: FirstScreenWriter = async () => null,
  /** The shop's clock: how old a written screen is. */
  clock: Clock = systemClock,
  /** What the owner's content a page shows is now, so a change is written at once (kept-screens.ts). */
  contentOf?: (url: URL) => Promise<string | null>,
) {
  const template = await readFile(join(webRoot, 'index.html'), 'utf8').catch(() => {
    throw new Error(`The shop's pages are not built (${webRoot}/index.html). Run: npm run build`);
  });
  // The page every route answers: a fresh nonce each time (style elements the app inserts carry
  // it, security/headers.ts), so it is compressed per answer, quickly; it is about 1 KB.
  const parts = template
    .replace(PUBLIC_CONFIG_MARKER, () => jsonForHtml(config))
    .split(CSP_NONCE_PLACEHOLDER);
  const pageWith = (
    nonce: string,
    known: PageAnswerHead | null,
    screen: FirstScreen | null = null,
  ) => {
    let page = parts.join(nonce);
    let head = known?.head ?? '';
    if (screen) {
      const written: FirstScreenData = { state: screen.data, styles: screen.styles };
      head +=
        `<style nonce="${nonce}">${screen.css}</style>` +
        `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonForHtml(written)}</script>` +
        // The first paint waits for the whole written screen: painted while the parser is part
        // way through, the page is laid out twice, the second time as one long task after the
        // first paint (docs/decisions/020-first-screen.md).
        `<link rel="expect" href="#${WRITTEN_SCREEN_END_ID}" blocking="render">`;
      // Inert until the app takes over: seen at once, but no press is lost on a button whose
      // code has not arrived.
      page = page.replace(
        EMPTY_ROOT,
        () =>
          `<div id="root" inert>${screen.html}</div><span id="${WRITTEN_SCREEN_END_ID}" hidden></span>`,
      );
    }
    // What the page shows names it (a product), else its route does.
    const title = known?.title ?? screen?.title;
    const description = known?.description ?? screen?.description;
    if (title) page = page.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
    if (description) {
      page = page.replace(
        DESCRIPTION,
        () => `<meta name="description" content="${escapeHtml(description)}" />`,
      );
    }
    // Replaced through a function: written text such as "$&" is taken as it is.
    return Buffer.from(head ? page.replace('</head>', () => `${head}</head>`) : page);
  };
  const kept = keptScreens(firstScreen, {
    now: millisecondsOf(clock),
    ...(contentOf ? { contentOf } : {}),
  });
  const written = (address: string) => kept(writtenAddress(address));
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

    const found = await pageHead(path);
    const unindexed = KEPT_OUT_OF_SEARCH.test(path);
    const known: PageAnswerHead | null = unindexed
      ? {
          ...found,
          status: found?.status ?? 200,
          head: `${found?.head ?? ''}<meta name="robots" content="${NOINDEX}">`,
        }
      : found;
    if (unindexed) c.header('X-Robots-Tag', NOINDEX);
    // An address that names nothing is not written: the app explains it in the browser.
    const screen = known?.status === 404 ? null : await written(c.req.url);
    if (known?.status === 404) c.status(404);
    c.header('Content-Type', CONTENT_TYPES['.html']);
    // A page is never stored: each carries its own nonce.
    c.header('Cache-Control', 'no-store');
    const nonce = randomBytes(16).toString('base64');
    c.set('cspNonce', nonce);
    const page = pageWith(nonce, known, screen);
    return send(c, page, (encoding) => compressOnTheFly[encoding](page));
  });
}

/** The address a page is written for: its path, and of its query only the flags the page reads. */
function writtenAddress(address: string): URL {
  const url = new URL(address);
  const flags = new URLSearchParams();
  for (const flag of CHROME_HIDING_FLAGS) {
    for (const value of url.searchParams.getAll(flag)) flags.append(flag, value);
  }
  url.search = flags.toString();
  url.hash = '';
  return url;
}

function decodeURIComponentSafe(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}
