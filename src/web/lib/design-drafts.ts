import { useEffect, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { systemClock } from './sync/clock.ts';

/**
 * The design in progress on a configurator page, kept in this browser so that leaving the page
 * (a link, Back, a reload, a closed tab) never loses it (docs/rules/browser-storage.md
 * `design-draft:{path}`). One draft per page path: the two configurators and each product page.
 */
export const DRAFT_KEY_PREFIX = 'design-draft:';
const DRAFT_VERSION = 1;
/** A draft older than this is dropped rather than brought back. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Writes wait for a pause in the changes (a slider drag writes once). */
export const DRAFT_WRITE_DELAY_MS = 400;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function draftKey(pathname: string): string {
  return `${DRAFT_KEY_PREFIX}${pathname}`;
}

/**
 * The draft kept for a page, read by `parse` (which answers null for anything it cannot use); an
 * unreadable or stale draft is removed and answers null.
 */
export function readDraft<T>(
  pathname: string,
  parse: (design: unknown) => T | null,
  storage: DraftStorage | null = browserStorage(),
  now = systemClock.now(),
): T | null {
  if (storage === null) return null;
  const key = draftKey(pathname);
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const stored = JSON.parse(raw) as { version?: unknown; savedAt?: unknown; design?: unknown };
    const fresh =
      stored.version === DRAFT_VERSION &&
      typeof stored.savedAt === 'number' &&
      now - stored.savedAt <= DRAFT_MAX_AGE_MS;
    const design = fresh ? parse(stored.design) : null;
    if (design === null) storage.removeItem(key);
    return design;
  } catch {
    storage.removeItem(key);
    return null;
  }
}

/** Keeps `design` as the page's draft; null removes it. A full or blocked storage is not an error. */
export function writeDraft(
  pathname: string,
  design: unknown,
  storage: DraftStorage | null = browserStorage(),
  now = systemClock.now(),
): void {
  if (storage === null) return;
  try {
    if (design === null) storage.removeItem(draftKey(pathname));
    else {
      storage.setItem(
        draftKey(pathname),
        JSON.stringify({ version: DRAFT_VERSION, savedAt: now, design }),
      );
    }
  } catch (error) {
    console.warn('The design in progress could not be kept in this browser', error);
  }
}

/**
 * Keeps a configurator store's design as the page's draft while the customer works: after each
 * change that `changed` reports, once the changes pause, and at once when the page is hidden or
 * left. `designOf` gives what to keep (null: nothing worth keeping, so the draft is removed).
 * Answers the function that stops keeping it (and writes what is pending).
 */
export function keepDraft<S>(
  store: Pick<StoreApi<S>, 'getState' | 'subscribe'>,
  pathname: string,
  designOf: (state: S) => unknown,
  changed: (state: S, previous: S) => boolean,
  storage: DraftStorage | null = browserStorage(),
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    writeDraft(pathname, designOf(store.getState()), storage);
  };
  const unsubscribe = store.subscribe((state, previous) => {
    if (!changed(state, previous)) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      writeDraft(pathname, designOf(store.getState()), storage);
    }, DRAFT_WRITE_DELAY_MS);
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHide);
    flush();
  };
}

/** What a configurator store offers for keeping its draft: its undo history's past. */
type DraftStore<S> = Pick<StoreApi<S>, 'getState' | 'subscribe'>;

/**
 * A configurator's draft on its page: kept while the customer works (`keepDraft`), and whether to
 * say that it came back — until the customer starts over or a design is opened from elsewhere (a
 * wishlist item, a shared link: loaded with a fresh history).
 */
export function useKeptDraft<S extends { readonly history: { readonly past: readonly unknown[] } }>(
  store: DraftStore<S>,
  options: {
    readonly pathname: string;
    /** Whether the page opened with its draft. */
    readonly restored: boolean;
    readonly designOf: (state: S) => unknown;
    readonly changed: (state: S, previous: S) => boolean;
  },
): { readonly restoredShown: boolean; readonly dismissRestored: () => void } {
  const { pathname, restored, designOf, changed } = options;
  const [restoredShown, setRestoredShown] = useState(restored);
  useEffect(
    () => keepDraft(store, pathname, designOf, changed),
    [store, pathname, designOf, changed],
  );
  useEffect(() => {
    if (!restoredShown) return;
    return store.subscribe((state, previous) => {
      if (state.history.past.length === 0 && changed(state, previous)) setRestoredShown(false);
    });
  }, [store, restoredShown, changed]);
  return { restoredShown, dismissRestored: () => setRestoredShown(false) };
}
