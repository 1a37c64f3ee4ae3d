import { useCallback, type ComponentProps } from 'react';
import { lazyPart, useIdle, useWantedOnce } from '../../lib/lazy-part.tsx';
import { useToldUnavailable } from '../../ui/toast-store.ts';
import type { ShareDesignDialog } from './share-design-dialog.tsx';

type ShareDialogProps = ComponentProps<typeof ShareDesignDialog>;

export const SHARE_UNAVAILABLE_MESSAGE = 'Sharing could not open. Please reload the page.';

/** Where the dialog's code cannot load: the press is answered, and the dialog closed. */
function ShareUnavailable({ open, onOpenChange }: ShareDialogProps) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useToldUnavailable(open, SHARE_UNAVAILABLE_MESSAGE, close);
  return null;
}

const LoadedShareDialog = lazyPart<ShareDialogProps>(
  () => import('./share-design-dialog.tsx').then((module) => module.ShareDesignDialog),
  'The share dialog',
  { failed: ShareUnavailable },
);

/**
 * The share dialog (share-design-dialog.tsx), its code — the dialog's focus, layering and scroll
 * locking — loaded once the browser is idle, or on the first press before that, so a page that
 * lists designs does not wait for it.
 */
export function ShareDialog(props: ShareDialogProps) {
  const wanted = useWantedOnce(useIdle() || props.open);
  return wanted ? <LoadedShareDialog {...props} /> : null;
}
