import { Menu } from 'lucide-react';
import type { ComponentProps } from 'react';

/** The menu's button, the same before and after the menu's code has loaded. */
export function MobileMenuButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label="Open menu"
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-ink/5 ${className ?? ''}`}
      {...props}
    >
      <Menu aria-hidden className="size-5" />
    </button>
  );
}
