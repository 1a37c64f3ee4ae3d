import { Check, Copy, Link2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { designKindOf } from '../../../domain/design/model.ts';
import { EMPTY_DESIGN_MESSAGE } from '../../../domain/design/validate.ts';
import { ApiError } from '../../lib/api-client.ts';
import { shareDesign, shareLink } from './shared-designs-api.ts';
import type { ShareDesignInput } from './shared-designs-api.ts';
import { Button } from '../../ui/button.tsx';
import { DialogTitleBar } from '../../ui/dialog-title-bar.tsx';
import { closeOnEscapeLeftByToast } from '../../ui/escape-under-toast.ts';
import { toast } from '../../ui/toast-store.ts';

export const NO_DESIGN_TO_SHARE = EMPTY_DESIGN_MESSAGE;
export const COPIED_MS = 3000;

type ShareState =
  | { readonly status: 'idle' }
  | { readonly status: 'generating' }
  | { readonly status: 'ready'; readonly url: string }
  | { readonly status: 'error'; readonly message: string; readonly retry: boolean };

/** Puts text on the clipboard; false where the browser does not allow it now. */
async function copyQuietly(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return `Failed to share design: ${error.message}`;
  return 'An unexpected error occurred while sharing design';
}

/**
 * The share dialog (docs/rules/configurators.md): idle (Create link: nothing is published until
 * asked), then generating, then the link — copied at once, and focused — with Copy (Copied! for
 * 3 s), or an error with Try Again. `design` is read when the dialog opens; null means there is
 * nothing to share yet.
 */
export function ShareDesignDialog({
  open,
  onOpenChange,
  design,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  design: () => ShareDesignInput | null;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {open && <ShareDialogContent design={design} onClose={() => onOpenChange(false)} />}
    </Dialog.Root>
  );
}

/** Mounted for each opening: one link per opening. */
function ShareDialogContent({
  design,
  onClose,
}: {
  design: () => ShareDesignInput | null;
  onClose: () => void;
}) {
  // A box design with no boxes has nothing to share: said at once, not after a round trip.
  const [input] = useState(() => {
    const read = design();
    const empty =
      read !== null && designKindOf(read) === 'cell' && (read.configurationData ?? []).length === 0;
    return empty ? null : read;
  });
  const [state, setState] = useState<ShareState>(() =>
    input === null
      ? { status: 'error', message: NO_DESIGN_TO_SHARE, retry: false }
      : { status: 'idle' },
  );
  const [copied, setCopied] = useState(false);
  const [opener] = useState(() => document.activeElement);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const createLink = useRef<HTMLButtonElement>(null);

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Nothing is published until the customer asks for the link.
    if (input === null || attempt === 0) return;
    let live = true;
    shareDesign(input).then(
      (shared) => {
        if (!live) return;
        const url = shareLink(shared, window.location.origin);
        setState({ status: 'ready', url });
        // The link goes to the clipboard at once, said in the same toast; where the browser
        // refuses, the Copy button is there.
        void copyQuietly(url).then((copied) =>
          toast({
            title: 'Design shared successfully!',
            ...(copied && { description: 'Share link copied to clipboard!' }),
          }),
        );
      },
      (error: unknown) => {
        if (!live) return;
        // A design with nothing in it cannot become shareable by trying again.
        if (error instanceof ApiError && error.message === NO_DESIGN_TO_SHARE) {
          setState({ status: 'error', message: NO_DESIGN_TO_SHARE, retry: false });
        } else {
          setState({ status: 'error', message: failureMessage(error), retry: true });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [input, attempt]);

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  /** Creates the link: first from idle, again from an error (Try Again). */
  const generate = () => {
    if (input === null) return;
    setState({ status: 'generating' });
    setAttempt((n) => n + 1);
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: 'Share link copied to clipboard!' });
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast({ title: 'Failed to copy URL', variant: 'destructive' });
    }
  };

  return (
    <>
      <Dialog.Portal>
        {/* Above the side panels (z-60): these dialogs open from them too. */}
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-ink/40 motion-safe:animate-fade-in" />
        <Dialog.Content
          onKeyDown={closeOnEscapeLeftByToast(onClose)}
          onOpenAutoFocus={(event) => {
            // Create link takes the focus as the dialog opens, once its focus trap is the one in
            // force: focus placed before (autoFocus) while it opens from the wishlist panel was
            // taken back by the panel's trap, and the dialog then focused Close.
            if (!createLink.current) return;
            event.preventDefault();
            createLink.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Opened by a button of the page, not a trigger of its own: focus goes back to it.
            if (opener instanceof HTMLElement && opener.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-[70] w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-md border border-line bg-paper p-6"
        >
          <DialogTitleBar
            title="Share design"
            align="start"
            className="gap-4"
            closeClassName="-mt-2 -mr-2"
          />
          <Dialog.Description className="mt-1 text-sm text-ink-muted">
            Anyone with the link can open this design in the configurator.
          </Dialog.Description>
          <div className="mt-5" aria-live="polite">
            {state.status === 'idle' && (
              <Button ref={createLink} onClick={generate}>
                <Link2 aria-hidden />
                Create link
              </Button>
            )}
            {state.status === 'generating' && (
              <p className="flex items-center gap-2 text-sm" role="status">
                <Link2 aria-hidden className="size-4 motion-safe:animate-pulse" />
                Generating link…
              </p>
            )}
            {state.status === 'ready' && (
              <div className="flex flex-col gap-3">
                <label className="text-sm font-medium" htmlFor="share-link">
                  Share link
                </label>
                {/* Create link is gone: the focus goes to the link, selected, with Copy next. */}
                <input
                  id="share-link"
                  readOnly
                  autoFocus
                  value={state.url}
                  onFocus={(event) => event.currentTarget.select()}
                  className="min-h-11 w-full rounded-md border border-line bg-paper-deep px-3 text-sm"
                />
                <Button onClick={() => void copy(state.url)}>
                  {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                  {copied ? 'Copied!' : 'Copy'}
                </Button>
              </div>
            )}
            {state.status === 'error' && (
              <div className="flex flex-col gap-3">
                <p role="alert" className="text-sm text-red-800">
                  {state.message}
                </p>
                {state.retry && (
                  <Button variant="secondary" onClick={generate} autoFocus>
                    Try Again
                  </Button>
                )}
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </>
  );
}
