// Where a box's add handles sit on screen, around its remove handle at the box's front centre.
// Pure arithmetic in CSS pixels, so it is tested without a view.

/**
 * Handles on screen are at least this far apart, centre to centre: a 44 px add handle and the
 * 36 px remove handle with a few pixels between.
 */
export const MIN_HANDLE_SPACING_PX = 46;

export interface Offset {
  readonly dx: number;
  readonly dy: number;
}

export interface HandleView {
  /** The box's front centre on screen, from the view's top left corner. */
  readonly left: number;
  readonly top: number;
  /** The view's size. */
  readonly width: number;
  readonly height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * An add handle's offset from the remove handle: where the box's side (`right`) or top is drawn,
 * pushed out along the same line to MIN_HANDLE_SPACING_PX when the box is drawn smaller than that
 * (a long design on a phone), and kept inside the view, which cuts off what passes its edges.
 * Held back by an edge to within the spacing of the remove handle, the handle steps aside: the
 * right one down, the top one to the left, away from the other add handle.
 */
export function addHandleOffset(handle: 'right' | 'top', drawn: Offset, view: HandleView): Offset {
  const spacing = MIN_HANDLE_SPACING_PX;
  const length = Math.hypot(drawn.dx, drawn.dy);
  let { dx, dy } = drawn;
  if (length < spacing) {
    if (length > 0) {
      dx *= spacing / length;
      dy *= spacing / length;
    } else {
      dx = handle === 'right' ? spacing : 0;
      dy = handle === 'top' ? -spacing : 0;
    }
  }
  const half = spacing / 2;
  const inside = (offset: Offset): Offset => ({
    dx: clamp(view.left + offset.dx, half, view.width - half) - view.left,
    dy: clamp(view.top + offset.dy, half, view.height - half) - view.top,
  });
  const kept = inside({ dx, dy });
  if (Math.hypot(kept.dx, kept.dy) >= spacing) return kept;
  const aside = Math.sqrt(
    spacing ** 2 - Math.min(spacing, Math.abs(handle === 'right' ? kept.dx : kept.dy)) ** 2,
  );
  return inside(handle === 'right' ? { dx: kept.dx, dy: aside } : { dx: -aside, dy: kept.dy });
}
