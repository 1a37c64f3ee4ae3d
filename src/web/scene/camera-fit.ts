const HALF_FOV_TAN = Math.tan((45 * Math.PI) / 360);

/** The toolbar's height over the view, with its gap, in CSS pixels. */
const TOOLBAR_PX = 60;

/** The share of a view this many pixels high that the toolbar covers at the top. */
export function toolbarShare(viewHeightPx: number): number {
  return viewHeightPx > 0 ? Math.min(0.25, TOOLBAR_PX / viewHeightPx) : 0.15;
}

/**
 * How far the camera backs off to see a whole design of this width and height (metres) in a view
 * of this aspect ratio (width ÷ height), in the part of the view below the toolbar, with room
 * around it for the handles and dimension labels. A narrow phone view backs off further than a
 * wide desktop one.
 */
export function fitDistance(
  widthM: number,
  heightM: number,
  aspect: number,
  viewHeightPx = 0,
): number {
  const width = Math.max(widthM, 0.4);
  const height = Math.max(heightM, 0.4);
  // The view's height that shows the whole width at this aspect ratio.
  const widthAsHeight = width / Math.max(aspect, 0.3);
  const margin = 1.25 / (1 - toolbarShare(viewHeightPx));
  const fit = (Math.max(widthAsHeight, height) / 2 / HALF_FOV_TAN) * margin + 0.4;
  return Math.min(8, Math.max(1.2, fit));
}

/**
 * The height the camera aims at: above the design's middle by enough that the design sits in the
 * middle of the part of the view below the toolbar.
 */
export function aimHeight(heightM: number, distance: number, viewHeightPx = 0): number {
  return Math.max(heightM, 0.4) / 2 + toolbarShare(viewHeightPx) * distance * HALF_FOV_TAN;
}
