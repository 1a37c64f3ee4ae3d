import { useSyncExternalStore } from 'react';

/**
 * The second toaster's messages (docs/rules/storefront.md), shown by sonner. sonner and its
 * toaster load once the page is idle or with the first message, off the first paint; sonner shows
 * a message sent before its toaster mounted as soon as it does.
 */
type NoticeKind = 'success' | 'error';

let wanted = false;
const listeners = new Set<() => void>();

function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** True once a message has been sent: the toaster mounts then, if the page was not yet idle. */
export function useNoticesWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}

export function notice(kind: NoticeKind, message: string): void {
  want();
  import('sonner').then(
    ({ toast }) => toast[kind](message),
    (error: unknown) => console.warn('A notification could not be shown:', message, error),
  );
}
