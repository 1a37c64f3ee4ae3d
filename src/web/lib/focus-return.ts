/**
 * Where keyboard focus goes back to when something opened over the page (a panel, a dialog
 * opened from a store rather than by its own trigger) closes: what had focus when it opened.
 */
export interface FocusReturn {
  /** Keeps what has focus now, unless that is the page itself. */
  remember(): void;
  /** Moves focus back to what was kept, if it is still on the page; whether it did. */
  restore(): boolean;
}

export function createFocusReturn(): FocusReturn {
  let target: HTMLElement | null = null;
  return {
    remember() {
      if (typeof document === 'undefined') return;
      const active = document.activeElement;
      target = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    restore() {
      const kept = target;
      target = null;
      if (kept === null || !kept.isConnected) return false;
      kept.focus();
      return true;
    },
  };
}
