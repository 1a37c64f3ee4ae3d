import { deferredMenu } from './deferred-menu.tsx';
import { MobileMenuButton } from './mobile-menu-button.tsx';

/** Small screens: the menu slides in from the left, with the Shop entries in an accordion. */
export const MobileMenu = deferredMenu(
  () => import('./mobile-menu-dialog.tsx').then((module) => module.MobileMenuDialog),
  'The menu',
  'click',
  ({ className }: { className?: string }, handlers) => (
    <MobileMenuButton className={className} {...handlers} />
  ),
);
