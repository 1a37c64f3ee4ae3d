/** Set by the inch scene while it is mounted: renders a frame now and returns it as a small JPEG. */
let captureFrame: (() => string | null) | null = null;

export function registerInchCapture(capture: (() => string | null) | null): void {
  captureFrame = capture;
}

/** A thumbnail of the design as it is on screen, or null when no 3D view is showing. */
export function captureInchThumbnail(): string | null {
  return captureFrame?.() ?? null;
}
