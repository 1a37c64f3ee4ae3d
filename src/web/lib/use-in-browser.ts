import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server writes a page's first screen (src/web/first-screen.tsx), true in the
 * browser: for parts that depend on what only the browser knows (the visitor's stored choices).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
