import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';
import { DialogTitleBar } from './dialog-title-bar.tsx';
import { closeOnEscapeLeftByToast } from './escape-under-toast.ts';

/**
 * A panel that slides in from the right edge over a dimmed page: focus stays inside while it is
 * open, Escape and a click outside close it, and focus returns to what opened it.
 */
export function SidePanel({
  open,
  onOpenChange,
  title,
  description,
  footer,
  children,
  className,
  onCloseFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: string;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Where focus goes on closing; true when it was placed. */
  onCloseFocus?: () => boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/30 motion-safe:animate-fade-in" />
        <Dialog.Content
          onKeyDown={closeOnEscapeLeftByToast(() => onOpenChange(false))}
          onCloseAutoFocus={(event) => {
            if (onCloseFocus?.()) event.preventDefault();
          }}
          className={cn(
            'fixed inset-y-0 right-0 z-[60] flex w-full max-w-md flex-col border-l border-line bg-paper shadow-none outline-none motion-safe:animate-slide-in-right',
            className,
          )}
        >
          <DialogTitleBar as="header" title={title} className="border-b border-line px-5 py-3" />
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && <footer className="border-t border-line px-5 py-4">{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What a side panel shows with nothing in it: a line saying so and a button to go shopping. */
export function EmptyPanel({
  message,
  action,
  onAction,
}: {
  message: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <p className="text-lg font-medium">{message}</p>
      <Button variant="secondary" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
