import { dehydrate, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { FirstScreenDeps, FirstScreenWriter } from '../contract/first-screen.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { resolveMeta, SERVER_WRITTEN_PAGES } from './app/routes.ts';
import { provideApiTransport } from './lib/api-client.ts';
import { ClockContext, systemClock } from './lib/sync/clock.ts';
import { isFirstScreenQuery } from './lib/first-screen-data.ts';
import { parsePublicConfig, providePublicConfig } from './lib/public-config.ts';
import { formatPageTitle } from './lib/seo.ts';
import { AppRoutes, pageAt } from './router.tsx';

export { isAppPage } from './router.tsx';

/**
 * Runs on the server, never in the browser (docs/decisions/020-first-screen.md): writes a page's
 * first screen with the app's own components, so the page paints before its JavaScript arrives.
 * The browser's app then renders the same screen from the same content and takes over.
 */

/** All at once: no part of the screen is held back for a script to reveal (the CSP allows none). */
const WHOLE = { progressiveChunkSize: Number.MAX_SAFE_INTEGER };

async function markup(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node, WHOLE);
  return new Response(prelude).text();
}

/** Writes enough for a page whose reads depend on each other twice over. */
const MAX_PASSES = 3;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The page's Content-Security-Policy allows no inline style attributes (decision 016), so each
 * distinct `style="…"` the components wrote becomes a rule for `[data-first-style="n"]` in one
 * style element the server gives the page's nonce. `!important` keeps an inline style's precedence.
 */
export function liftInlineStyles(html: string): { html: string; css: string; styles: string[] } {
  const rules = new Map<string, number>();
  const lifted = html.replace(/ style="([^"]*)"/g, (_, value: string) => {
    const declarations = value.replace(
      /&(?:amp|quot|#x27|lt|gt);/g,
      (entity) => ENTITIES[entity] ?? entity,
    );
    let n = rules.get(declarations);
    if (n === undefined) {
      n = rules.size;
      rules.set(declarations, n);
    }
    return ` data-first-style="${n}"`;
  });
  const css = [...rules]
    .map(([declarations, n]) => {
      const important = declarations
        .split(';')
        .filter((part) => part.trim() !== '')
        .map((part) => `${part} !important`)
        .join(';');
      return `[data-first-style="${n}"]{${important}}`;
    })
    .join('')
    .replace(/</g, '\\3c ');
  return { html: lifted, css, styles: [...rules.keys()] };
}

const pendingFirstScreenQuery = (query: Query) =>
  isFirstScreenQuery(query) && query.state.status === 'pending';

export function firstScreenWriter({ publicConfig, api, now }: FirstScreenDeps): FirstScreenWriter {
  const config = parsePublicConfig(publicConfig, 'http://localhost');
  providePublicConfig(config);
  provideApiTransport(api);
  const clock = now ? { ...systemClock, now } : systemClock;

  return async (url) => {
    const found = pageAt(url.pathname);
    if (!found || !SERVER_WRITTEN_PAGES.has(found.page.id)) return null;
    const { page, params } = found;
    // Params the page refuses (a category the shop does not sell) show the not-found screen.
    if (page.accepts && !page.accepts(params)) return null;
    const queryClient = createQueryClient();
    const screen = (
      <ClockContext value={clock}>
        <AppProviders liveSession queryClient={queryClient}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </ClockContext>
    );

    // Each pass finds what the screen reads (a read can reveal more: the shop's categories, then
    // each one's designs); answered, the next pass writes the screen with them.
    let html = await markup(screen);
    const cache = queryClient.getQueryCache();
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const reads = cache.findAll({ predicate: pendingFirstScreenQuery });
      if (reads.length === 0) break;
      // A read that fails leaves its part in its loading state, as the browser would show it.
      await Promise.all(reads.map((query) => query.fetch().catch(() => undefined)));
      html = await markup(screen);
    }
    const data = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        isFirstScreenQuery(query) && query.state.status === 'success',
    });
    // The title and description the app gives the page, in the answer for those who read only it
    // (link previews, search engines); a screen that names itself from its content keeps the
    // page's own.
    const meta = page.metaFromScreen
      ? {}
      : {
          title: formatPageTitle(resolveMeta(page.title, params), config.brandName),
          description: resolveMeta(page.description, params),
        };
    return { ...liftInlineStyles(html), data, ...meta };
  };
}
