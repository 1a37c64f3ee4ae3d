/** Set by the scene while it is mounted: renders a frame now and returns it as a small JPEG. */
let captureFrame: (() => string | null) | null = null;

export function registerCapture(capture: (() => string | null) | null): void {
  captureFrame = capture;
}

/** A thumbnail of the design as it is on screen, or null when no scene is showing. */
export function captureThumbnail(): string | null {
  return captureFrame?.() ?? null;
}
