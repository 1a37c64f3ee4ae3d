import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/**
 * The `Loading...` spinner shown while a lazily loaded page arrives (docs/rules/storefront.md): in
 * the middle of its box, or at its `top` when the box keeps the room of what is coming.
 */
export function Spinner({
  label = 'Loading...',
  align = 'center',
  className,
}: {
  label?: string;
  align?: 'center' | 'top';
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex justify-center gap-3 py-24',
        align === 'top' ? 'items-start' : 'items-center',
        className,
      )}
    >
      <LoaderCircle aria-hidden className="size-6 motion-safe:animate-spin" />
      <span className="text-sm text-ink-muted">{label}</span>
    </div>
  );
}
