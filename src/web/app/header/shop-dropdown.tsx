import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { deferredMenu } from './deferred-menu.tsx';
import { navItemClass } from './nav-styles.ts';

/** The Shop menu's button, the same before and after the menu's code has loaded. */
export function ShopMenuButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" className={`${navItemClass} group`} {...props}>
      Shop
      <ChevronDown
        aria-hidden
        className="size-4 transition-transform group-data-[state=open]:rotate-180"
      />
    </button>
  );
}

/** Desktop Shop menu: the eight categories of docs/rules/storefront.md. */
export const ShopDropdown = deferredMenu(
  () => import('./shop-menu.tsx').then((module) => module.ShopMenu),
  'The Shop menu',
  'press',
  (_props: object, handlers) => <ShopMenuButton {...handlers} />,
);
