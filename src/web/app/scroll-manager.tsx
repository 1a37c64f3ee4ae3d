import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scrolls to the top on every path change, and smoothly to the target of an in-page # link
 * (docs/rules/storefront.md). A lazily loaded page may render its target a moment later, so that is retried.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const pathChanged = lastPath.current !== null && lastPath.current !== pathname;
    lastPath.current = pathname;

    if (hash.length > 1) {
      let attempts = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const scrollToTarget = () => {
        const target = hashTarget(hash);
        if (target) {
          target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        } else if (attempts++ < 10) {
          timer = setTimeout(scrollToTarget, 100);
        }
      };
      if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      scrollToTarget();
      return () => clearTimeout(timer);
    }
    if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [pathname, hash]);

  return null;
}
