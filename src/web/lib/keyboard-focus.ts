import type { FocusEvent } from 'react';

/**
 * Whether focus arrived the way the browser shows it (`:focus-visible`): by the keyboard, not by a
 * click or tap on a button, which leaves focus behind without the visitor being "in" the control.
 * What holds still or opens for a keyboard user should not for a click.
 */
export function isKeyboardFocus(event: FocusEvent): boolean {
  return event.target instanceof Element && event.target.matches(':focus-visible');
}
