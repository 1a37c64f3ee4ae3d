/** Badges read 9+ above 9 (docs/rules/storefront.md). */
export function formatBadgeCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** Decoration only: the control it sits on carries the count in its accessible name. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className="tabular absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[11px] leading-none font-semibold text-paper"
    >
      {formatBadgeCount(count)}
    </span>
  );
}

export function itemsLabel(name: string, count: number): string {
  return `${name}, ${count} ${count === 1 ? 'item' : 'items'}`;
}
