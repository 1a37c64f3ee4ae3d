import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * The second toaster's messages (docs/rules/storefront.md), shown by sonner. sonner and its
 * toaster load once the page is idle or with the first message, off the first paint; sonner shows
 * a message sent before its toaster mounted as soon as it does.
 */
type NoticeKind = 'success' | 'error';

const noticesStore = createStore<{ wanted: boolean }>()(() => ({ wanted: false }));

/** True once a message has been sent: the toaster mounts then, if the page was not yet idle. */
export function useNoticesWanted(): boolean {
  return useStore(noticesStore, (state) => state.wanted);
}

export function notice(kind: NoticeKind, message: string): void {
  noticesStore.setState({ wanted: true });
  import('sonner').then(
    ({ toast }) => toast[kind](message),
    (error: unknown) => console.warn('A notification could not be shown:', message, error),
  );
}
