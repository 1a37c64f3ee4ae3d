import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * A dialog's title with its close button (an X, named for screen readers) at the far end, level
 * with the title's middle, or with its first line (`align="start"`) when the title may wrap.
 */
export function DialogTitleBar({
  title,
  closeLabel = 'Close',
  as: Bar = 'div',
  align = 'center',
  className,
  titleClassName,
  closeClassName,
}: {
  title: ReactNode;
  closeLabel?: string;
  as?: 'div' | 'header';
  align?: 'center' | 'start';
  className?: string;
  titleClassName?: string;
  closeClassName?: string;
}) {
  return (
    <Bar
      className={cn(
        'flex justify-between',
        align === 'start' ? 'items-start' : 'items-center',
        className,
      )}
    >
      <Dialog.Title className={cn('text-lg font-semibold', titleClassName)}>{title}</Dialog.Title>
      <Dialog.Close
        aria-label={closeLabel}
        className={cn(
          'inline-flex size-11 items-center justify-center rounded-md hover:bg-ink/5',
          closeClassName,
        )}
      >
        <X aria-hidden className="size-5" />
      </Dialog.Close>
    </Bar>
  );
}
