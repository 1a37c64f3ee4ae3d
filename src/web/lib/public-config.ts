import * as z from 'zod/mini';

/**
 * What the server lets the browser know, injected into index.html as JSON inside
 * `<script id="public-config" type="application/json">`. A data block, not a script, so the strict
 * Content-Security-Policy stays free of inline scripts.
 */
// zod/mini: this runs on every page load, in the first chunk, so the small build of zod.
const publicConfigSchema = z.object({
  brandName: z.string().check(z.trim(), z.minLength(1)),
  socialHandle: z.string().check(z.regex(/^[A-Za-z0-9._]{1,30}$/)),
  publicUrl: z.url({ protocol: /^https?$/ }),
  environment: z.enum(['production', 'development', 'test']),
  siteHosts: z.array(z.string().check(z.trim(), z.minLength(1))),
  gtmId: z.nullable(z.string().check(z.regex(/^GTM-[A-Z0-9]+$/))),
  intercomAppId: z.nullable(z.string().check(z.regex(/^[a-z0-9]+$/i))),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';
export const DEFAULT_BRAND_NAME = 'Birch & Cell';
export const DEFAULT_SOCIAL_HANDLE = 'birchandcell';

export function defaultPublicConfig(origin: string): PublicConfig {
  return {
    brandName: DEFAULT_BRAND_NAME,
    socialHandle: DEFAULT_SOCIAL_HANDLE,
    publicUrl: origin,
    environment: 'development',
    siteHosts: [],
    gtmId: null,
    intercomAppId: null,
  };
}

/**
 * Parses the injected JSON. Absent (the Vite dev server leaves the placeholder comment in place)
 * means defaults; present but wrong is a deployment mistake, so it is logged and defaults are used.
 */
export function parsePublicConfig(text: string | null | undefined, origin: string): PublicConfig {
  const defaults = defaultPublicConfig(origin);
  const trimmed = text?.trim() ?? '';
  if (trimmed === '' || trimmed.startsWith('<!--')) return defaults;

  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    console.warn('public-config: the injected configuration is not JSON; using defaults.');
    return defaults;
  }
  const parsed = publicConfigSchema.safeParse(json);
  if (!parsed.success) {
    console.warn(
      `public-config: invalid configuration; using defaults.\n${z.prettifyError(parsed.error)}`,
    );
    return defaults;
  }
  return {
    ...parsed.data,
    publicUrl: parsed.data.publicUrl.replace(/\/+$/, ''),
    siteHosts: parsed.data.siteHosts.map((host) => host.toLowerCase()),
  };
}

export function readPublicConfig(doc: Document, origin: string): PublicConfig {
  return parsePublicConfig(doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent, origin);
}

let cached: PublicConfig | undefined;

/** Where there is no document (the server writing a page's first screen), the server's own. */
export function providePublicConfig(config: PublicConfig): void {
  cached = config;
}

/** The page's configuration, read once from the document. */
export function getPublicConfig(): PublicConfig {
  cached ??= readPublicConfig(document, window.location.origin);
  return cached;
}

/** An absolute URL on the shop's public origin, for canonical links and shared URLs. */
export function absoluteUrl(path: string, config: PublicConfig = getPublicConfig()): string {
  return `${config.publicUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
