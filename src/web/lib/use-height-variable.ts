import { useLayoutEffect, useState } from 'react';

/**
 * Publishes an element's height as a CSS variable on the document (`--banner-height`…), kept
 * current as its text wraps or changes, and removed with the element: what sticks below a bar, or
 * scrolls clear of it, reads the variable. The observer reports the height once the page is laid
 * out, before it paints, without forcing a layout of its own in the middle of a render. Returns
 * the ref callback to put on the element, and the element once it is in place.
 */
export function useHeightVariable(
  variable: string,
): [measure: (element: HTMLElement | null) => void, element: HTMLElement | null] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const publish = (height: number) => root.style.setProperty(variable, `${height}px`);
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(([entry]) => {
            if (entry) publish(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
          })
        : null;
    if (observer) observer.observe(element);
    else publish(element.getBoundingClientRect().height);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(variable);
    };
  }, [element, variable]);
  return [setElement, element];
}
