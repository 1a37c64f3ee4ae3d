import { ChevronDown } from 'lucide-react';
import { Accordion, Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { categoryPath, SHOP_MENU } from '../../lib/categories.ts';
import { DialogTitleBar } from '../../ui/dialog-title-bar.tsx';
import { closeOnEscapeLeftByToast } from '../../ui/escape-under-toast.ts';
import { useDeferredOpen, type DeferredMenuProps } from './deferred-menu.tsx';
import { InchConfigButton } from './inch-config-button.tsx';
import { FREE_FORM_LINK, MAIN_LINKS } from './main-links.ts';
import { MobileMenuButton } from './mobile-menu-button.tsx';
import { NewBadge } from './new-badge.tsx';

const rowClass =
  'flex min-h-11 w-full items-center rounded-md px-3 text-left text-base font-medium hover:bg-ink/5';

/** The small screens' menu itself, loaded after the first paint (mobile-menu.tsx). */
export function MobileMenuDialog({
  className,
  openAtStart,
}: { className?: string } & DeferredMenuProps) {
  const [open, setOpen] = useDeferredOpen(openAtStart);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <MobileMenuButton className={className} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 motion-safe:animate-fade-in" />
        <Dialog.Content
          onKeyDown={closeOnEscapeLeftByToast(close)}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,88vw)] flex-col overflow-y-auto border-r border-line bg-paper p-4 motion-safe:animate-slide-in-left"
        >
          <DialogTitleBar title="Menu" closeLabel="Close menu" titleClassName="px-3" />
          <Dialog.Description className="sr-only">
            Browse the shop&apos;s categories and pages.
          </Dialog.Description>
          <nav aria-label="Main" className="mt-4 flex flex-col gap-1">
            <Accordion.Root type="single" collapsible>
              <Accordion.Item value="shop">
                <Accordion.Header>
                  <Accordion.Trigger className={`${rowClass} group justify-between`}>
                    Shop
                    <ChevronDown
                      aria-hidden
                      className="size-4 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="overflow-hidden data-[state=closed]:motion-safe:animate-accordion-up data-[state=open]:motion-safe:animate-accordion-down">
                  <ul className="ml-3 border-l border-line pl-2">
                    {SHOP_MENU.map((category) => (
                      <li key={category.slug}>
                        <Link
                          to={categoryPath(category.slug)}
                          className={`${rowClass} font-normal`}
                          onClick={close}
                        >
                          {category.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Accordion.Content>
              </Accordion.Item>
            </Accordion.Root>
            <InchConfigButton className={rowClass} onNavigated={close} />
            {MAIN_LINKS.map((link) => (
              <Link key={link.to} to={link.to} className={rowClass} onClick={close}>
                {link.label}
              </Link>
            ))}
            <Link to={FREE_FORM_LINK.to} className={`${rowClass} gap-2`} onClick={close}>
              {FREE_FORM_LINK.label}
              <NewBadge />
            </Link>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
