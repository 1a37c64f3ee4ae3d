import type { Hono } from 'hono';
import type { FirstScreenModule, FirstScreenWriter } from '../../contract/first-screen.ts';
import type { AppEnv } from '../app-env.ts';
import type { PublicConfig } from '../config.ts';
import { millisecondsOf, type Clock } from '../lib/clock.ts';
import { jsonForHtml } from '../lib/json-for-html.ts';
import type { Logger } from '../logger.ts';

/** The app's own first-screen writer (src/web/first-screen.tsx), loaded with the built pages. */
const WRITER = new URL('../../web/first-screen.tsx', import.meta.url).href;

/**
 * Writes pages' first screens with the app's components (docs/decisions/020-first-screen.md),
 * reading public content from this app in process, on the shop's clock. A page that cannot be
 * written is logged and starts in the browser, as every page did before.
 */
export async function firstScreenWriter(
  config: PublicConfig,
  app: Pick<Hono<AppEnv>, 'request'>,
  logger: Logger,
  clock: Clock,
): Promise<FirstScreenWriter> {
  const { firstScreenWriter: writer } = (await import(WRITER)) as FirstScreenModule;
  const write = writer({
    publicConfig: jsonForHtml(config),
    api: async (path, init) => app.request(path, init),
    now: millisecondsOf(clock),
  });
  return async (url) => {
    try {
      return await write(url);
    } catch (error) {
      logger.error({ err: error, path: url.pathname }, 'A page could not be written on the server');
      return null;
    }
  };
}

/**
 * Whether the app shows one of its pages at a path (its own route table, src/web/router.tsx),
 * rather than its not-found screen, which the server answers with a real 404.
 */
export async function appPages(): Promise<(pathname: string) => boolean> {
  const { isAppPage } = (await import(WRITER)) as FirstScreenModule;
  return isAppPage;
}
