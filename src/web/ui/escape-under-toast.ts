import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

// Radix stacks a toast that appears while a dialog is open above that dialog, so the toast took
// the customer's Escape (and the dialog stayed open). A toast now leaves an Escape pressed inside
// a dialog to that dialog, which closes on it.

const leftToDialogs = new WeakSet<Event>();

/** A toast's Escape handler: the key pressed inside a dialog is the dialog's, not the toast's. */
export function leaveEscapeToDialog(event: KeyboardEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.closest('[role="dialog"], [role="alertdialog"]')) {
    return;
  }
  event.preventDefault();
  leftToDialogs.add(event);
}

/**
 * A dialog's `onKeyDown`: closes it on an Escape a toast above it left to it. Only the dialog
 * the key was pressed in closes (a dialog opened from another is portalled outside it).
 */
export function closeOnEscapeLeftByToast(close: () => void) {
  return (event: ReactKeyboardEvent<HTMLElement>) => {
    if (
      leftToDialogs.has(event.nativeEvent) &&
      event.target instanceof Node &&
      event.currentTarget.contains(event.target)
    ) {
      close();
    }
  };
}
