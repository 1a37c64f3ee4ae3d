import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusMainHeading } from '../lib/focus-soon.ts';

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
 * Moves keyboard focus to the new page's heading after a page change, so a keyboard or screen
 * reader user starts on the page they opened, not on the link they pressed. A dialog that opened
 * with the page (the sign-in modal over home) keeps the focus. A lazily loaded page's heading may
 * come a moment later, so that is retried — unless the customer has pressed a key or a pointer in
 * the meantime (opened the account menu, started typing): taking the focus then would close the
 * menu they just opened or move them away from where they are.
 */
function focusPageHeading(): () => void {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let acted = false;
  const onAct = () => {
    acted = true;
  };
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener('pointerdown', onAct, true);
    window.removeEventListener('keydown', onAct, true);
  };
  const attempt = () => {
    if (acted || document.querySelector('[role="dialog"], [role="alertdialog"]')) return stop();
    if (focusMainHeading()) {
      stop();
    } else if (attempts++ < 20) {
      timer = setTimeout(attempt, 100);
    } else {
      stop();
    }
  };
  window.addEventListener('pointerdown', onAct, true);
  window.addEventListener('keydown', onAct, true);
  timer = setTimeout(attempt, 0);
  return stop;
}

/**
 * Scrolls to the top on every path change (and moves focus to the new page's heading), and smoothly to the target of an in-page # link
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
    if (!pathChanged) return undefined;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return focusPageHeading();
  }, [pathname, hash]);

  return null;
}
