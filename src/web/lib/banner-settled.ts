import { useEffect, useSyncExternalStore } from 'react';

// The promotional banner sits above the header and arrives after the first paint. Had the page
// already painted, the banner would push all of it down (a layout shift of about 0.1 on a phone).
// So on the first load the page waits, hidden, until the banner's first answer is in (a banner,
// none, or a failure) or the cap has passed; later pages find the answer already there.

let settled = false;
const listeners = new Set<() => void>();

/** The banner's first answer is in: the page's content may show. Later calls change nothing. */
export function markBannerSettled(): void {
  if (settled) return;
  settled = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the banner's first answer is in, or `capMs` after the first call, whichever first. */
export function useBannerSettled(capMs: number): boolean {
  const value = useSyncExternalStore(
    subscribe,
    () => settled,
    () => true,
  );
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(markBannerSettled, capMs);
    return () => clearTimeout(timer);
  }, [capMs]);
  return value;
}
