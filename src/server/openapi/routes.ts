import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Config } from '../config.ts';
import { apiDocument, type AuthEndpoint } from './document.ts';

/** What the reference reads of better-auth: its endpoints, and the cookie and paths it set up. */
export interface AuthForReference {
  readonly api: object;
  readonly $context: Promise<{
    readonly options: object;
    readonly authCookies: { readonly sessionToken: { readonly name: string } };
  }>;
}

/**
 * `GET /api/openapi.json`: the API reference. Made on the first request and kept: it changes only
 * with a release, which restarts the server; so caches may keep it a while, and revalidate by ETag.
 */
export function referenceRoutes({
  config,
  auth,
  stripe,
}: {
  config: Pick<Config, 'brandName' | 'publicUrl'>;
  auth: AuthForReference;
  stripe: boolean;
}) {
  let made: Promise<{ text: string; etag: string }> | undefined;
  const make = async () => {
    const context = await auth.$context;
    const text = JSON.stringify(
      apiDocument({
        brandName: config.brandName,
        publicUrl: config.publicUrl,
        stripe,
        auth: {
          endpoints: auth.api as Record<string, AuthEndpoint>,
          disabledPaths:
            (context.options as { disabledPaths?: readonly string[] }).disabledPaths ?? [],
          sessionCookie: context.authCookies.sessionToken.name,
        },
      }),
    );
    const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
    return { text, etag };
  };
  return new Hono<AppEnv>().get('/', async (c) => {
    made ??= make().catch((error: unknown) => {
      // Tried again on the next request rather than failing every one after.
      made = undefined;
      throw error;
    });
    const { text, etag } = await made;
    c.header('Cache-Control', 'public, max-age=300');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.body(text, 200, { 'Content-Type': 'application/json' });
  });
}
