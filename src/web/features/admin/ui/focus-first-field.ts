import { useEffect, useRef } from 'react';

/**
 * A form opened by a button takes the keyboard focus on its first field, so the owner types at
 * once instead of tabbing past the other buttons to reach it.
 */
export function useFocusFirstField<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, []);
  return ref;
}
