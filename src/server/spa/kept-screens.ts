import type { FirstScreen, FirstScreenWriter } from '../../contract/first-screen.ts';
import { millisecondsOf, systemClock } from '../lib/clock.ts';

export interface KeptScreensOptions {
  /** A written screen serves as it is for this long. */
  freshMs?: number;
  /**
   * Past fresh and up to this age it still serves at once while the page is written again for
   * the next visitor; older, the page is written before it is answered.
   */
  staleMs?: number;
  /** How many addresses' screens are kept; the one written longest ago goes first. */
  maxEntries?: number;
  /** Milliseconds since the epoch by the shop's clock (the machine's if not given); tests move it. */
  now?: () => number;
  /**
   * What the owner's content a page shows is now (a fingerprint read from the database), or null
   * for a page that shows none: a screen written from other content is written again at once,
   * whichever of the shop's processes the change went through.
   */
  contentOf?: (url: URL) => Promise<string | null>;
}

/**
 * The defaults (docs/decisions/020-first-screen.md). Served while rewritten for up to 4 minutes:
 * under the 5 minutes the app keeps the catalogue and content it read, so the app has nothing to
 * read again when it takes over a page written that long ago (the banner, kept for a minute,
 * aside).
 */
export const KEPT_SCREENS = { freshMs: 5_000, staleMs: 4 * 60_000, maxEntries: 200 } as const;

interface Kept {
  at: number;
  content: string | null;
  screen: Promise<FirstScreen | null>;
  /** Resolved to a screen: only a written screen serves while the page is written again. */
  written: boolean;
  rewriting: boolean;
}

/**
 * A first-screen writer with a memory, keyed by the address the screen was written for: one write
 * serves a busy page's visitors, and a visitor of a page written a while ago gets it at once while
 * it is written again in the background (stale-while-revalidate). Concurrent visitors of a page
 * being written share the one write.
 */
export function keptScreens(
  write: FirstScreenWriter,
  {
    freshMs = KEPT_SCREENS.freshMs,
    staleMs = KEPT_SCREENS.staleMs,
    maxEntries = KEPT_SCREENS.maxEntries,
    now = millisecondsOf(systemClock),
    contentOf,
  }: KeptScreensOptions = {},
): (url: URL) => Promise<FirstScreen | null> {
  const kept = new Map<string, Kept>();

  const keep = (
    key: string,
    screen: Promise<FirstScreen | null>,
    at: number,
    content: string | null,
  ): Kept => {
    kept.delete(key);
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value ?? '');
    const entry: Kept = { at, content, screen, written: false, rewriting: false };
    kept.set(key, entry);
    screen.then(
      (written) => {
        entry.written = written !== null;
      },
      () => undefined,
    );
    return entry;
  };

  const rewrite = (key: string, url: URL, stale: Kept) => {
    stale.rewriting = true;
    const at = now();
    // A failed write keeps the written screen; the next visitor tries again.
    const done = (screen: FirstScreen | null) => {
      stale.rewriting = false;
      if (screen && kept.get(key) === stale) {
        keep(key, Promise.resolve(screen), at, stale.content);
      }
    };
    write(url).then(done, () => done(null));
  };

  const serve = (url: URL, content: string | null) => {
    const key = url.pathname + url.search;
    const found = kept.get(key);
    const hit = found?.content === content ? found : undefined;
    const age = hit ? now() - hit.at : Number.POSITIVE_INFINITY;
    if (hit && age <= freshMs) return hit.screen;
    if (hit?.written && age <= staleMs) {
      if (!hit.rewriting) rewrite(key, url, hit);
      return hit.screen;
    }
    return keep(key, write(url), now(), content).screen;
  };

  // Without content to check, a kept screen is found at once, as the page is asked for.
  return (url) =>
    contentOf ? contentOf(url).then((content) => serve(url, content)) : serve(url, null);
}
