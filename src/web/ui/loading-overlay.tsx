import { LoaderCircle } from 'lucide-react';

/** The full-screen `Loading... / Please wait` overlay (docs/rules/storefront.md). */
export function LoadingOverlay() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-paper/80 motion-safe:animate-fade-in"
    >
      <div className="flex flex-col items-center gap-3 rounded-lg border border-line bg-paper px-10 py-8">
        <LoaderCircle aria-hidden className="size-8 motion-safe:animate-spin" />
        <p className="text-base font-medium">Loading...</p>
        <p className="text-sm text-ink-muted">Please wait</p>
      </div>
    </div>
  );
}
