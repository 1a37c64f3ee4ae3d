import type { MiddlewareHandler } from 'hono';

/**
 * Third parties the shop loads, by what they are for. The CSP allows these and nothing else.
 * Card payments: Stripe.js and its frames. Support chat: Intercom. Tag manager and analytics:
 * Google Tag Manager and GA4.
 */
const STRIPE = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};
const INTERCOM = {
  script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: [
    'https://api-iam.intercom.io',
    'https://*.intercom.io',
    'wss://*.intercom.io',
    'https://uploads.intercomcdn.com',
  ],
  img: [
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  media: ['https://js.intercomcdn.com'],
  frame: ['https://intercom-sheets.com'],
};
const GOOGLE_TAGS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  frame: ['https://www.googletagmanager.com'],
};

export const CSP_REPORT_PATH = '/api/csp-report';

export function contentSecurityPolicy(): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...STRIPE.script, ...INTERCOM.script, ...GOOGLE_TAGS.script],
    // Radix, sonner and Intercom inject style elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...INTERCOM.img, ...GOOGLE_TAGS.img],
    'font-src': ["'self'", 'data:', ...INTERCOM.font],
    'connect-src': ["'self'", ...STRIPE.connect, ...INTERCOM.connect, ...GOOGLE_TAGS.connect],
    'media-src': ["'self'", ...INTERCOM.media],
    'frame-src': [...STRIPE.frame, ...INTERCOM.frame, ...GOOGLE_TAGS.frame],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
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
export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  const csp = contentSecurityPolicy();
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'SAMEORIGIN');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    headers.set('Content-Security-Policy', csp);
    headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    if (options.production) {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
