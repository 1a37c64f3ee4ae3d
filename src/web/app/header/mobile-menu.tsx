import { Menu } from 'lucide-react';
import type { ComponentProps } from 'react';
import { deferredMenu } from './deferred-menu.tsx';

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

/** Small screens: the menu slides in from the left, with the Shop entries in an accordion. */
export const MobileMenu = deferredMenu(
  () => import('./mobile-menu-dialog.tsx').then((module) => module.MobileMenuDialog),
  'The menu',
  'click',
  ({ className }: { className?: string }, handlers) => (
    <MobileMenuButton className={className} {...handlers} />
  ),
);
