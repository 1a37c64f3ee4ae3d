import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { categoryPath, SHOP_MENU } from '../../lib/categories.ts';
import { useDeferredOpen, type DeferredMenuProps } from './deferred-menu.tsx';
import { ShopMenuButton } from './shop-menu-button.tsx';

/** The Shop menu itself, loaded after the first paint (shop-dropdown.tsx). */
export function ShopMenu({ openAtStart, openedByKeyboard }: DeferredMenuProps) {
  const [open, setOpen, content] = useDeferredOpen(openAtStart, openedByKeyboard);
  return (
    // Not modal, and rendered inside the navigation: the page is not hidden from assistive
    // technology while the menu is open, and the items sit in the Main navigation landmark.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <ShopMenuButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        ref={content}
        align="start"
        sideOffset={8}
        className="z-50 min-w-60 rounded-md border border-line bg-paper p-1 motion-safe:animate-fade-in"
      >
        {SHOP_MENU.map((category) => (
          <DropdownMenu.Item key={category.slug} asChild>
            <Link
              to={categoryPath(category.slug)}
              className="flex min-h-11 items-center rounded-sm px-3 text-sm outline-none data-[highlighted]:bg-ink/5 data-[highlighted]:underline"
            >
              {category.name}
            </Link>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
