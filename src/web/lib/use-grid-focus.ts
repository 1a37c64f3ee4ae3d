import { useEffect, useRef } from 'react';
import type { FocusEvent } from 'react';

/**
 * Keyboard focus follows the selection in a grid of buttons: while focus is inside the grid, the
 * button `selector` finds takes it whenever the selection (or `changed`) changes, so arrow keys,
 * adding and removing never drop focus to the page. Spread the result on the grid's element.
 */
export function useGridFocus(selector: string | null, changed: unknown) {
  const grid = useRef<HTMLDivElement>(null);
  const focusInside = useRef(false);

  useEffect(() => {
    if (!focusInside.current || selector === null) return;
    grid.current?.querySelector<HTMLButtonElement>(selector)?.focus();
  }, [selector, changed]);

  return {
    ref: grid,
    onFocus: () => {
      focusInside.current = true;
    },
    onBlur: (event: FocusEvent) => {
      focusInside.current = grid.current?.contains(event.relatedTarget as Node | null) ?? false;
    },
  };
}
