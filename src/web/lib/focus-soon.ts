/**
 * Keyboard focus never drops to the page: after an action it goes to what comes next, as soon as
 * that element is on the page (a frame or a few later).
 */
export function focusSoon(id: string, frames = 60): void {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    if (target) target.focus();
    else if (frames > 0) focusSoon(id, frames - 1);
  });
}

/**
 * Moves keyboard focus to the page's heading (focusable from script only), without scrolling to
 * it; whether the page has one yet.
 */
export function focusMainHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}
