import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
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
