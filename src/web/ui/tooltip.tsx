import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isKeyboardFocus } from '../lib/keyboard-focus.ts';

/** How long the pointer rests on a control before its tooltip shows (docs/rules/storefront.md). */
export const TOOLTIP_DELAY_MS = 700;

/**
 * A short visual label under a control whose accessible name already says the same: shown after
 * the pointer rests on it, at once on keyboard focus, hidden on leaving, clicking or Escape. Small
 * enough to sit in the first chunk, unlike a positioning library.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
      }}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => {
        if (isKeyboardFocus(event)) setOpen(true);
      }}
      onBlur={hide}
    >
      {children}
      {open && (
        <span
          role="tooltip"
          className="pointer-events-none absolute top-full left-1/2 z-50 mt-1.5 -translate-x-1/2 rounded-sm bg-ink px-2 py-1 text-xs whitespace-nowrap text-paper motion-safe:animate-fade-in"
        >
          {label}
        </span>
      )}
    </span>
  );
}
