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
