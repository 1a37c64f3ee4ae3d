import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../lib/cn.ts';
import { leaveEscapeToDialog } from './escape-under-toast.ts';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './toast-store.ts';

/**
 * Renders the app toaster's one toast (Radix Toast: announced, swipe or Escape to dismiss, closing
 * by itself after its duration). An Escape pressed in a dialog closes the dialog, not the toast.
 */
export function AppToaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS.default} swipeDirection="right">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          duration={TOAST_DURATION_MS[t.variant]}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onEscapeKeyDown={leaveEscapeToDialog}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-md border py-3 pr-12 pl-4 motion-safe:animate-fade-in',
            t.variant === 'destructive'
              ? 'border-danger bg-danger text-white'
              : 'border-line bg-paper text-ink',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description && (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute top-0.5 right-0.5 inline-flex size-11 items-center justify-center rounded-md hover:bg-black/5"
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[70] flex w-full max-w-sm flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] outline-none sm:top-20 sm:bottom-auto sm:pb-4" />
    </Toast.Provider>
  );
}
