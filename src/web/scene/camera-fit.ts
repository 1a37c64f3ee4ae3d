/**
 * How far the camera backs off to see a whole design of this width and height (metres) in a view
 * of this aspect ratio (width ÷ height), with room around it for the dimension labels and the
 * toolbar. A narrow phone view backs off further than a wide desktop one.
 */
export function fitDistance(widthM: number, heightM: number, aspect: number): number {
  const width = Math.max(widthM, 0.4);
  const height = Math.max(heightM, 0.4);
  // The view's height that shows the whole width at this aspect ratio.
  const widthAsHeight = width / Math.max(aspect, 0.3);
  const fit = (Math.max(widthAsHeight, height) / 2 / Math.tan((45 * Math.PI) / 360)) * 1.35 + 0.4;
  return Math.min(8, Math.max(1.2, fit));
}
