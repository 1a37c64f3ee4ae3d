import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** The `Loading...` spinner shown while a lazily loaded page arrives (docs/rules/storefront.md). */
export function Spinner({
  label = 'Loading...',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 py-24', className)}>
      <LoaderCircle aria-hidden className="size-6 motion-safe:animate-spin" />
      <span className="text-sm text-ink-muted">{label}</span>
    </div>
  );
}
