import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { onEveryAnswer } from '../lib/every-answer.ts';

/**
 * Third parties the shop loads, by what they are for, each allowed only when the shop is
 * configured to load it (decision 016). Card payments: Stripe.js and its frames. Support chat:
 * Intercom, with the hosts its CSP guide lists for source allow-lists (no `*.intercom.io`). Tag
 * manager and analytics: Google Tag Manager and GA4, with the wildcards Google's CSP guide
 * requires for GA4's regional collection hosts.
 */
type Sources = Partial<Record<Directive, string[]>>;
type Directive =
  'script-src' | 'connect-src' | 'img-src' | 'font-src' | 'media-src' | 'frame-src' | 'form-action';

const STRIPE: Sources = {
  'script-src': ['https://js.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
};
const INTERCOM: Sources = {
  'script-src': [
    'https://app.intercom.io',
    'https://widget.intercom.io',
    'https://js.intercomcdn.com',
  ],
  'connect-src': [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-ping.intercom.io',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  'img-src': [
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
    'https://messenger-apps.intercom.io',
  ],
  'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  'media-src': ['https://js.intercomcdn.com'],
  'frame-src': ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
  'form-action': ['https://intercom.help', 'https://api-iam.intercom.io'],
};
const GOOGLE_TAGS: Sources = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'frame-src': ['https://www.googletagmanager.com'],
};

export const CSP_REPORT_PATH = '/api/csp-report';

/** Which third parties this shop loads: only those it has keys or ids for. */
export interface Vendors {
  stripe: boolean;
  intercom: boolean;
  googleTags: boolean;
}

/**
 * The hashes of the one style element a library inserts with fixed text: sonner's toaster
 * stylesheet, read from the installed package so it follows its upgrades, and the empty element it
 * first appends. None if it cannot be found: the toaster is then unstyled rather than the policy
 * loosened.
 */
export function insertedStyleHashes(): string[] {
  try {
    const entry = createRequire(import.meta.url).resolve('sonner');
    const code = readFileSync(entry.replace(/index\.js$/, 'index.mjs'), 'utf8');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1];
    if (!literal) return [];
    const css = JSON.parse(literal) as string;
    // sonner appends the element empty, then its text: both are checked.
    return [css, ''].map(
      (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    );
  } catch {
    return [];
  }
}

/**
 * The policy for one answer. Style elements: the built stylesheet from the shop, the elements the
 * app inserts at run time with the page's nonce (Radix's scroll lock) or the hash of their fixed
 * text (sonner). A shop with Intercom allows inline styles instead, as Intercom's guide requires
 * (a nonce would switch `'unsafe-inline'` off). Decision 016.
 */
export function contentSecurityPolicy(
  vendors: Vendors,
  page: { nonce?: string; styleHashes?: string[] } = {},
): string {
  const loaded = [
    vendors.stripe && STRIPE,
    vendors.intercom && INTERCOM,
    vendors.googleTags && GOOGLE_TAGS,
  ].filter((sources): sources is Sources => Boolean(sources));
  const from = (directive: Directive) => loaded.flatMap((sources) => sources[directive] ?? []);
  const styles = vendors.intercom
    ? ["'unsafe-inline'"]
    : [...(page.nonce ? [`'nonce-${page.nonce}'`] : []), ...(page.styleHashes ?? [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...from('script-src')],
    'style-src': ["'self'", ...styles],
    'img-src': ["'self'", 'data:', 'blob:', ...from('img-src')],
    'font-src': ["'self'", 'data:', ...from('font-src')],
    'connect-src': ["'self'", ...from('connect-src')],
    'media-src': ["'self'", ...from('media-src')],
    'frame-src': from('frame-src').length ? from('frame-src') : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...from('form-action')],
    'frame-ancestors': ["'self'"],
    // report-uri alone: with report-to present Chromium batches reports for up to a minute and
    // ignores report-uri, and Firefox supports only report-uri.
    'report-uri': [CSP_REPORT_PATH],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers every response carries, API and pages alike (docs/rules/storefront.md). */
export function securityHeaders(options: {
  production: boolean;
  vendors: Vendors;
}): MiddlewareHandler<AppEnv> {
  const styleHashes = insertedStyleHashes();
  const always: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    // A route with a policy of its own (the developer mail page) keeps it.
    'Content-Security-Policy': contentSecurityPolicy(options.vendors, { styleHashes }),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(options.production && {
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    }),
  };
  return async (c, next) => {
    await onEveryAnswer(c, next, always);
    // A page's policy names the nonce its style elements carry.
    const nonce = c.get('cspNonce');
    if (nonce) {
      c.res.headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy(options.vendors, { nonce, styleHashes }),
      );
    }
  };
}
