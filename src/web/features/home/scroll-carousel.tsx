import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../ui/button.tsx';

export interface CarouselItem {
  readonly key: string;
  readonly node: ReactNode;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Where a looping carousel goes next: one card along, back to the first after the last full view
 * and to the last full view before the first.
 */
export function loopedStart(current: number, direction: 1 | -1, count: number, visible: number) {
  const lastStart = Math.max(0, count - visible);
  if (direction === 1) return current >= lastStart ? 0 : current + 1;
  return current <= 0 ? lastStart : current - 1;
}

/**
 * A row of cards that scrolls sideways and snaps to each card (plain CSS scroll snapping, so touch
 * and trackpads work natively), with Previous and Next buttons that loop around. Cards stay in the
 * tab order: focusing one scrolls it into view. `itemClassName` sets how many cards a view holds.
 */
export function ScrollCarousel({
  label,
  items,
  itemClassName,
  controls,
}: {
  /** What the cards are, for the buttons' names: "categories" → "Next categories". */
  label: string;
  items: readonly CarouselItem[];
  itemClassName: string;
  /** Where the buttons go: beside the section's heading, which the caller lays out. */
  controls: (buttons: ReactNode) => ReactNode;
}) {
  const scroller = useRef<HTMLUListElement>(null);
  // The card a button last scrolled to, while that smooth scroll may still be under way: a second
  // press counts on from there, not from wherever the scroll has got to.
  const aimed = useRef<{ index: number; timer: number } | null>(null);

  const go = (direction: 1 | -1) => {
    const list = scroller.current;
    const cards = list ? [...list.children].filter((c) => c instanceof HTMLElement) : [];
    const first = cards[0];
    if (!list || !first) return;
    const step = first.offsetWidth || 1;
    const visible = Math.max(1, Math.round(list.clientWidth / step));
    const current = aimed.current?.index ?? Math.round(list.scrollLeft / step);
    const index = loopedStart(current, direction, cards.length, visible);
    if (aimed.current) window.clearTimeout(aimed.current.timer);
    aimed.current = { index, timer: window.setTimeout(() => (aimed.current = null), 700) };
    list.scrollTo({
      left: (cards[index]?.offsetLeft ?? 0) - first.offsetLeft,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  const buttons = (
    <div className="flex gap-2">
      <Button
        variant="secondary"
        size="icon"
        aria-label={`Previous ${label}`}
        onClick={() => go(-1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <Button variant="secondary" size="icon" aria-label={`Next ${label}`} onClick={() => go(1)}>
        <ChevronRight aria-hidden />
      </Button>
    </div>
  );

  return (
    <>
      {controls(buttons)}
      <ul
        ref={scroller}
        className="relative -mx-2 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain py-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item) => (
          <li key={item.key} className={cn('shrink-0 snap-start px-2', itemClassName)}>
            {item.node}
          </li>
        ))}
      </ul>
    </>
  );
}
