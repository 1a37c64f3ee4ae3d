import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** How far ahead of the screen a lazy part starts loading, so it is ready as it scrolls in. */
export const NEAR_MARGIN = '400px 0px';

/**
 * Renders `children` (a lazily loaded part, drawn over the whole box) only once the box comes
 * within `NEAR_MARGIN` of the screen, over `placeholder`, which shows until then, while its code
 * arrives, and for good if it cannot load. The box keeps its size throughout (`className`), so
 * nothing below it moves (docs/decisions/018-first-load.md).
 */
export function WhenNear({
  children,
  placeholder,
  className,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    // Every browser the shop supports has IntersectionObserver; without one the part stays out.
    if (!element || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={box} className={cn('relative', className)}>
      {placeholder}
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
